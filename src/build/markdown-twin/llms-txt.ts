import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { markdownTwinRoute } from '../../shared/markdown-twin.ts';
import type { NavNode, SitePage } from '../model/site.ts';
import type { VersionSite } from '../site-model.ts';
import { printMarkdown } from './twin-markdown.ts';

/** One line of `llms.txt`: a page, its URL (the `.md` twin when it has one) and what it is for. */
export interface LlmsEntry {
  title: string;
  url: string;
  description: string;
}

/** What `llms.txt` and `llms-full.txt` are made of, in sidebar order. */
export interface LlmsIndex {
  sections: { label: string; entries: LlmsEntry[] }[];
  /** Hand-written pages (guides) with a twin: those of the sidebar in its order, then the others by route. */
  twins: SitePage[];
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Walks the sidebar of a version: every hand-written page with a twin is an entry (linked as its
 * `.md`); the generated reference appears by its index pages only (a generated page or a category
 * holding only generated pages is one entry, plus its direct generated pages that are not
 * categories: the eight GraphQL sections, the capability matrix), not its thousand members; they
 * are linked as their `.md` too. Category pages of hand-written sections add nothing: their pages
 * are listed. Only guides go to `twins` (llms-full.txt): the reference is read page by page.
 */
export function buildLlmsIndex(version: VersionSite, siteUrl: string): LlmsIndex {
  const byRoute = new Map(version.pages.map((p) => [p.route, p]));
  const listed = new Set<string>();
  const twins: SitePage[] = [];
  const hasTwin = (page: SitePage | undefined): boolean => Boolean(page && page.markdown !== undefined && markdownTwinRoute(page));
  const isGuide = (page: SitePage | undefined): boolean => hasTwin(page) && page!.kind === 'doc' && page!.file !== undefined;
  const isGenerated = (node: NavNode): boolean => {
    const page = byRoute.get(node.href);
    if (page?.kind === 'doc') return !page.file;
    return page?.kind === 'category-index' && (node.items ?? []).every(isGenerated);
  };
  const entry = (node: NavNode, entries: LlmsEntry[]): void => {
    const page = byRoute.get(node.href);
    if (!page || listed.has(page.route)) return;
    listed.add(page.route);
    const twin = hasTwin(page);
    if (isGuide(page)) twins.push(page);
    entries.push({ title: oneLine(page.title), url: `${siteUrl}${twin ? markdownTwinRoute(page) : page.route}`, description: oneLine(page.description) });
  };
  const walk = (nodes: NavNode[], entries: LlmsEntry[]): void => {
    for (const node of nodes) {
      if (node.external) continue;
      if (isGenerated(node)) {
        entry(node, entries);
        for (const child of node.items ?? []) if (!child.items && isGenerated(child)) entry(child, entries);
        continue;
      }
      if (node.type !== 'category' || isGuide(byRoute.get(node.href))) entry(node, entries);
      walk(node.items ?? [], entries);
    }
  };
  const sections = version.sections.map((section) => {
    const entries: LlmsEntry[] = [];
    walk(section.items, entries);
    return { label: section.label, entries };
  });
  const others = version.pages.filter((p) => isGuide(p) && !listed.has(p.route)).sort((a, b) => a.route.localeCompare(b.route));
  return { sections: sections.filter((s) => s.entries.length > 0), twins: [...twins, ...others] };
}

/** What the files say about the site: its name and a one-paragraph summary. */
export interface LlmsSite {
  title: string;
  summary: string;
  siteUrl: string;
}

function item(entry: LlmsEntry): ListItem {
  const children: PhrasingContent[] = [{ type: 'link', url: entry.url, children: [{ type: 'text', value: entry.title }] }];
  if (entry.description) children.push({ type: 'text', value: `: ${entry.description}` });
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
}

/**
 * `/llms.txt` after the llms.txt convention (https://llmstxt.org): the site name as H1, a summary
 * as blockquote, then an H2 per sidebar section listing its key pages as `[Title](url): description`.
 */
export function renderLlmsTxt(site: LlmsSite, index: LlmsIndex): string {
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: site.title }] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: site.summary }] }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Each guide below links to its Markdown version; the full text of all of them, in this order, is in ' },
        { type: 'link', url: `${site.siteUrl}/llms-full.txt`, children: [{ type: 'text', value: 'llms-full.txt' }] },
        { type: 'text', value: '. Reference pages (GraphQL, metadata model, connectors) are linked by their index pages; each of their pages has a Markdown version too.' },
      ],
    },
  ];
  for (const section of index.sections) {
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: section.label }] });
    children.push({ type: 'list', ordered: false, spread: false, children: section.entries.map(item) } satisfies List);
  }
  return printMarkdown({ type: 'root', children } satisfies Root);
}

/**
 * `/llms-full.txt`: every guide's twin in sidebar order, each under its own `# Title` followed by
 * its URL. The generated reference is left out (it would be most of the file), and the header says so.
 */
export function renderLlmsFullTxt(site: LlmsSite, index: LlmsIndex): string {
  const head = printMarkdown({
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: site.title }] },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: site.summary }] }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'This file holds the hand-written guides only. The generated reference (GraphQL API, metadata model, ingestion sources) is not in it: each of its pages has its own Markdown version, reached from the index pages listed in ' },
          { type: 'link', url: `${site.siteUrl}/llms.txt`, children: [{ type: 'text', value: 'llms.txt' }] },
          { type: 'text', value: '.' },
        ],
      },
    ],
  });
  const pages = index.twins.map((page) => {
    const text = page.markdown ?? '';
    const titleEnd = text.indexOf('\n');
    // A twin starts with its `# Title` line; the page's URL goes right under it.
    return `${text.slice(0, titleEnd)}\n\nURL: ${site.siteUrl}${page.route}${text.slice(titleEnd)}`;
  });
  return [head, ...pages].join('\n');
}
