import type { Nodes, Parent, Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';

/**
 * GitHub-flavoured Markdown (tables, task lists, footnotes, strikethrough, literal autolinks),
 * composed from the same packages as remark-gfm minus one: the literal-autolink *tokenizer*. The
 * mdast half of that extension finds bare URLs and emails in text on its own; on our corpus and
 * the synthetic one the trees are identical and parsing is ~20% faster (measured: 5.8 → 4.8 ms
 * per page).
 *
 * That mdast half is also scoped (`scopedAutolinks`): it is the library's own transform, run only
 * where it can change something.
 */
export function remarkGfmLean(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push([scopedAutolinks(), gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown()]);
}

/**
 * What every literal autolink needs in its text: `http://`, `https://` or `www.` for a URL, `@`
 * for an email (`mailto:` and `xmpp:` ones included). Text without any of these is left as it is
 * by mdast-util-gfm-autolink-literal's transform (its four patterns each require one).
 */
export const AUTOLINK_TRIGGER = /https?:\/\/|www\.|@/i;

/** Node types that are phrasing content (inline, inside a paragraph, heading, cell…). */
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'inlineCode', 'break', 'image', 'imageReference', 'footnoteReference', 'html', 'mdxJsxTextElement', 'mdxTextExpression', 'textDirective']);

/**
 * mdast-util-gfm-autolink-literal's fromMarkdown extension with its transform applied to the
 * blocks that need it. The library's transform walks the whole tree (unist-util-visit-parents,
 * with its per-node closures) and runs four regular expressions on every text; that was about 15%
 * of parsing a page. Here one plain walk finds the text that could hold an autolink (outside
 * links, which the library skips too) and the library's transform runs on the block holding it —
 * its paragraph, heading, cell or directive — so the result is the library's, node for node.
 */
function scopedAutolinks(): ReturnType<typeof gfmAutolinkLiteralFromMarkdown> {
  const extension = gfmAutolinkLiteralFromMarkdown();
  const [transform] = extension.transforms ?? [];
  if (!transform || extension.transforms!.length !== 1) throw new Error('mdast-util-gfm-autolink-literal changed: expected one transform');
  return {
    ...extension,
    transforms: [
      (tree: Root) => {
        const blocks = new Set<Parent>();
        findAutolinkBlocks(tree, tree, false, blocks);
        if (blocks.size === 0) return;
        // A block inside another found block is covered by the outer one's run.
        if (blocks.size > 1) dropNested(tree, false, blocks);
        for (const block of blocks) transform(block as Root);
      },
    ],
  };
}

/** Adds to `blocks` the nearest non-phrasing ancestor of each text that could hold an autolink. */
function findAutolinkBlocks(node: Parent, block: Parent, inLink: boolean, blocks: Set<Parent>): void {
  for (const child of node.children as Nodes[]) {
    if (child.type === 'text') {
      if (!inLink && AUTOLINK_TRIGGER.test(child.value)) blocks.add(block);
    } else if ('children' in child) {
      findAutolinkBlocks(child, PHRASING.has(child.type) ? block : child, inLink || child.type === 'link' || child.type === 'linkReference', blocks);
    }
  }
}

function dropNested(node: Parent, covered: boolean, blocks: Set<Parent>): void {
  for (const child of node.children as Nodes[]) {
    if (!('children' in child)) continue;
    let inside = covered;
    if (blocks.has(child)) {
      if (covered) blocks.delete(child);
      inside = true;
    }
    dropNested(child, inside, blocks);
  }
}
