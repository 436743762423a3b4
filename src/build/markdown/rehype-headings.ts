import GithubSlugger from 'github-slugger';
import type { Element, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { walkElements } from './walk.ts';
import { reportAt } from './facts.ts';

const HEADING = /^h([1-6])$/;
const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;

/**
 * Gives every heading a stable id (GitHub-style slug, or an explicit `{#custom-id}` suffix), wraps
 * its text in a self-link so readers can copy a link to the section, and records h2–h3 for the table
 * of contents and every id on the page for anchor checks.
 */
export function rehypeHeadings() {
  return (tree: Root, file: VFile): void => {
    const facts = file.data.facts;
    if (!facts) return;
    const slugger = new GithubSlugger();
    walkElements(tree, (node: Element) => {
      if (typeof node.properties.id === 'string') {
        facts.ids.add(node.properties.id); // footnotes and their label already have ids: keep them
        return;
      }
      const match = HEADING.exec(node.tagName);
      if (!match) return;
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const custom = CUSTOM_ID.exec(last.value);
        if (custom) {
          id = custom[1];
          (last as Text).value = last.value.replace(CUSTOM_ID, '');
        }
      }
      const text = toString(node).trim();
      const page = file.data.page;
      if (id && facts.ids.has(id) && page) {
        const first = facts.headings.find((h) => h.id === id);
        reportAt(page, facts, node.position, {
          code: 'HEADING_ID_DUPLICATE',
          message: `the explicit id "#${id}" of heading "${text}" is already the id of ${first ? `the heading "${first.text}"` : 'another element'} on this page`,
          hint: `Give one of the two headings another explicit id (\`{#…}\`): an id names one place on the page.`,
        });
      }
      id = id ? (slugger.slug(id), id) : slugger.slug(text);
      node.properties.id = id;
      facts.ids.add(id);
      facts.headings.push({ depth: Number(match[1]), id, text });
      let hasLink = false;
      walkElements(node, (child: Element) => {
        if (child.tagName === 'a') hasLink = true;
      });
      if (!hasLink) {
        node.children = [{ type: 'element', tagName: 'a', properties: { href: `#${id}`, className: ['heading-link'] }, children: node.children }];
      }
    });
  };
}
