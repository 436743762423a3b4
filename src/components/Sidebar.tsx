import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { NavNode, NavSection } from '../build/model/site.ts';
import { EditionPicker } from './EditionPicker.tsx';
import { CloudOnlyMark, Icon } from './Icons.tsx';
import { sidebarListId } from '../shared/sidebar.ts';

interface SidebarProps {
  sections: NavSection[];
  openKeys: ReadonlySet<string>;
  currentRoute: string;
}

/** True when an item below `node` links to `route` (that item, not the category, is then current). */
function childLinksTo(node: NavNode, route: string): boolean {
  return (node.items ?? []).some((child) => child.href === route || childLinksTo(child, route));
}

/** The edition an item belongs to alone (`data-edition`), which the reader's choice may hide. */
function editionOf(node: NavNode): 'cloud' | 'oss' | undefined {
  return node.cloudOnly ? 'cloud' : node.ossOnly ? 'oss' : undefined;
}

/** Classes of an item's link: `saasOnly` on DataHub Cloud-only items, as DataHub's own sidebar marks them. */
export function linkClass(node: Pick<NavNode, 'external' | 'cloudOnly'>): string | undefined {
  return [node.external && 'external', node.cloudOnly && 'saasOnly'].filter(Boolean).join(' ') || undefined;
}

/**
 * One entry. The markup is kept small because every page carries the sidebar: the label is the
 * link's own text, a category's chevron is drawn by CSS on its toggle button, and a collapsed
 * category has no list at all (the client script adds it, with `aria-controls`, when first opened).
 */
function Item({ node, openKeys, currentRoute }: { node: NavNode; openKeys: ReadonlySet<string>; currentRoute: string }): ReactElement {
  const active = node.href === currentRoute && !(node.type === 'category' && childLinksTo(node, currentRoute));
  const link = (
    <a href={node.href} aria-current={active ? 'page' : undefined} className={linkClass(node)} rel={node.external ? 'noopener' : undefined}>
      {node.label}
      {node.cloudOnly && <CloudOnlyMark />}
      {node.external && (
        <>
          <Icon name="external" size={12} />
          <span className="sr-only"> (external)</span>
        </>
      )}
    </a>
  );
  if (node.type !== 'category') return <li className={`sidebar-item sidebar-${node.type}`} data-edition={editionOf(node)}>{link}</li>;
  const open = openKeys.has(node.key);
  const listId = sidebarListId(node.key);
  return (
    <li className="sidebar-item sidebar-category" data-key={node.key} data-edition={editionOf(node)} data-open={open ? '' : undefined}>
      {link}
      <button type="button" className="sidebar-toggle" data-sidebar-toggle aria-expanded={open} aria-controls={open ? listId : undefined} aria-label={`${open ? 'Collapse' : 'Expand'} ${node.label}`} data-js-only="" />
      {open && (
        <ul id={listId} className="sidebar-list">
          {node.items?.map((child) => <Item key={child.key} node={child} openKeys={openKeys} currentRoute={currentRoute} />)}
        </ul>
      )}
    </li>
  );
}

/** Every category key and link of a section, at any depth: what decides whether a page's state touches it. */
function reachOf(nodes: readonly NavNode[], into: { keys: Set<string>; hrefs: Set<string> } = { keys: new Set(), hrefs: new Set() }) {
  for (const node of nodes) {
    into.keys.add(node.key);
    if (node.href) into.hrefs.add(node.href);
    if (node.items) reachOf(node.items, into);
  }
  return into;
}

/**
 * A section's items as every page outside it shows them (nothing open, nothing current), rendered
 * once per section object: most of each page's sidebar is sections the page is not in, and
 * rendering them again for every page was most of the layout's rendering time.
 */
const untouched = new WeakMap<NavSection, { reach: { keys: Set<string>; hrefs: Set<string> }; html?: string }>();
function untouchedItems(section: NavSection, openKeys: ReadonlySet<string>, currentRoute: string): string | undefined {
  let entry = untouched.get(section);
  if (!entry) untouched.set(section, (entry = { reach: reachOf(section.items) }));
  if (entry.reach.hrefs.has(currentRoute)) return undefined;
  for (const key of openKeys) if (entry.reach.keys.has(key)) return undefined;
  entry.html ??= renderToStaticMarkup(<>{section.items.map((node) => <Item key={node.key} node={node} openKeys={new Set()} currentRoute="" />)}</>);
  return entry.html;
}

function SectionList({ section, openKeys, currentRoute }: { section: NavSection; openKeys: ReadonlySet<string>; currentRoute: string }): ReactElement {
  const labelledBy = `sbh-${section.key}`;
  const html = untouchedItems(section, openKeys, currentRoute);
  if (html !== undefined) return <ul className="sidebar-list" aria-labelledby={labelledBy} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <ul className="sidebar-list" aria-labelledby={labelledBy}>
      {section.items.map((node) => (
        <Item key={node.key} node={node} openKeys={openKeys} currentRoute={currentRoute} />
      ))}
    </ul>
  );
}

/**
 * The docs sidebar. Only the section tops, the active path and the open categories' items are in
 * the HTML, so a page stays the same size as the site grows; a collapsed category links to its own
 * page, and the client script fetches its items from `/_sidebar/{key}.json` when opened.
 */
export function Sidebar({ sections, openKeys, currentRoute }: SidebarProps): ReactElement {
  return (
    <nav className="sidebar" id="sidebar" aria-label="Docs">
      <EditionPicker />
      {sections.map((section) => (
        <div className="sidebar-section" key={section.key}>
          <span className="sidebar-heading" id={`sbh-${section.key}`}>
            {section.label}
          </span>
          <SectionList section={section} openKeys={openKeys} currentRoute={currentRoute} />
        </div>
      ))}
    </nav>
  );
}
