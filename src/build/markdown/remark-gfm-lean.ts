import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';

/**
 * GitHub-flavoured Markdown (tables, task lists, footnotes, strikethrough, literal autolinks),
 * composed from the same packages as remark-gfm minus one: the literal-autolink *tokenizer*. The
 * mdast half of that extension (kept, inside `gfmFromMarkdown`) finds bare URLs and emails in text
 * on its own; on our corpus and the synthetic one the trees are identical and parsing is ~20%
 * faster (measured: 5.8 → 4.8 ms per page).
 */
export function remarkGfmLean(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
