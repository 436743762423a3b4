import type { Heading, Root, RootContent } from 'mdast';
import { gfmFootnoteToMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { toString } from 'mdast-util-to-string';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { TwinHead } from '../model/markdown-twin.ts';
import { availabilityText, lowerNode } from './lower-components.ts';
import { verbatimText } from './verbatim.ts';

export type { TwinHead };


const printer = unified()
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', rule: '-', fence: '`', fences: true, listItemIndent: 'one' })
  // GFM as remark-gfm prints it, minus the literal-autolink part, which only escapes `http\://`
  // in text so that it does not become a link (it may: readers of a twin are not our renderer).
  // Tables without padding: aligned columns make long cells many times longer, for no reader.
  .data('toMarkdownExtensions', [gfmFootnoteToMarkdown(), gfmStrikethroughToMarkdown(), gfmTableToMarkdown({ tablePipeAlign: false }), gfmTaskListItemToMarkdown()])
  .freeze();

/** A part of a page's twin: a block's text as written (see verbatim.ts), or lowered blocks to print. */
export type TwinPart = { text: string } | { nodes: RootContent[] };

/**
 * A freshly parsed page (the build's own parse, before the HTML plugins change the tree) as the
 * parts of its twin: the title as `# H1`, the description as the first paragraph, the
 * availability line when the front matter names an edition or stage, then the body. A block that
 * lowering would give back unchanged is copied from the source, its in-site link targets made
 * absolute (`verbatimText`); any other block has its components lowered (`lower-components.ts`)
 * and links rewritten by `rewriteUrl` (twin-links.ts), to be printed. Two lists in a row are
 * printed together, so that they stay two lists. `copy: false` prints every block (the reference
 * `verbatim.test.ts` compares against). The input tree is not changed.
 */
export function twinParts(tree: Root, source: string, head: TwinHead, rewriteUrl: (url: string, kind: 'link' | 'image') => string, { copy = true }: { copy?: boolean } = {}): TwinPart[] {
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
  const written = children.map((node) => (copy ? verbatimText(node, source, rewriteUrl) : undefined));
  for (let i = 1; i < children.length; i++) {
    if (children[i]!.type === 'list' && children[i - 1]!.type === 'list') written[i] = written[i - 1] = undefined;
  }
  const parts: TwinPart[] = [{ nodes: top }];
  const options = { source, rewriteUrl };
  let depth = 1;
  children.forEach((node, i) => {
    if (node.type === 'heading') depth = node.depth;
    const text = written[i];
    const last = parts.at(-1)!;
    if (text !== undefined) parts.push({ text });
    else if ('nodes' in last) last.nodes.push(...(lowerNode(node, options, depth) as RootContent[]));
    else parts.push({ nodes: lowerNode(node, options, depth) as RootContent[] });
  });
  return parts;
}

/** The twin's Markdown: copied parts as they are, lowered ones printed, one blank line between blocks. */
export function printTwin(parts: readonly TwinPart[]): string {
  const blocks = parts.map((part) => ('text' in part ? part.text : part.nodes.length > 0 ? printMarkdown({ type: 'root', children: part.nodes }).replace(/\n+$/, '') : ''));
  return `${blocks.filter((b) => b !== '').join('\n\n')}\n`;
}

/** Prints lowered mdast with remark-stringify and GFM (tables, footnotes, task lists, strikethrough). */
export function printMarkdown(tree: Root): string {
  return printer.stringify(tree);
}
