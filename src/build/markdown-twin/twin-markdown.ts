import type { Heading, Root, RootContent } from 'mdast';
import { gfmFootnoteToMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { toString } from 'mdast-util-to-string';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { TwinHead } from '../model/markdown-twin.ts';
import { availabilityText, lowerToMarkdown } from './lower-components.ts';

export type { TwinHead };


const printer = unified()
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', rule: '-', fence: '`', fences: true, listItemIndent: 'one' })
  // GFM as remark-gfm prints it, minus the literal-autolink part, which only escapes `http\://`
  // in text so that it does not become a link (it may: readers of a twin are not our renderer).
  // Tables without padding: aligned columns make long cells many times longer, for no reader.
  .data('toMarkdownExtensions', [gfmFootnoteToMarkdown(), gfmStrikethroughToMarkdown(), gfmTableToMarkdown({ tablePipeAlign: false }), gfmTaskListItemToMarkdown()])
  .freeze();

/**
 * A freshly parsed page (the build's own parse, before the HTML plugins change the tree) as the
 * plain mdast of its twin: the title as `# H1`, the description as the first paragraph, the
 * availability line when the front matter names an edition or stage, then the body with every
 * component lowered (`lower-components.ts`) and links rewritten by `rewriteUrl` (twin-links.ts).
 * The input tree is not changed.
 */
export function lowerPage(tree: Root, source: string, head: TwinHead, rewriteUrl: (url: string, kind: 'link' | 'image') => string): Root {
  let title = head.title;
  let children = tree.children;
  // As remark-title.ts decides: a leading `# Heading` is the page title, drawn by the layout.
  const first = children.findIndex((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm');
  const h1 = children[first];
  if (h1?.type === 'heading' && h1.depth === 1) {
    title ??= toString(h1).trim();
    children = children.filter((_, i) => i !== first);
  }
  const top: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title ?? '' }] } satisfies Heading];
  if (head.description) top.push({ type: 'paragraph', children: [{ type: 'text', value: head.description }] });
  if (head.edition || head.stage) top.push({ type: 'paragraph', children: [{ type: 'text', value: availabilityText(head.edition, head.stage) }] });
  return { type: 'root', children: [...top, ...lowerToMarkdown({ type: 'root', children }, { source, rewriteUrl }).children] };
}

/** Prints lowered mdast with remark-stringify and GFM (tables, footnotes, task lists, strikethrough). */
export function printMarkdown(tree: Root): string {
  return printer.stringify(tree);
}
