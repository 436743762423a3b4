import type { Nodes, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { walk } from './walk.ts';

/** A `:::name` container that runs to the end of its parent because it was never closed. */
export interface UnclosedContainer {
  name: string;
  /** The opening fence as written (`:::`, `::::` …), which the closing line must repeat. */
  fence: string;
  line: number;
  column: number;
}

const CLOSING = /^[ \t>]*(:{3,})[ \t]*$/;

/**
 * Finds container directives (`:::warning` …) that were never closed. remark-directive lets such a
 * container swallow the rest of its parent (usually the page) without a word; a closed one ends on
 * its own closing line, after its last child, with at least as many colons as it opened with.
 * Lines are those of `source`, the text that was parsed.
 */
export function findUnclosedContainers(tree: Root, source: string): UnclosedContainer[] {
  let lines: string[] | undefined; // split only for a page with containers
  const found: UnclosedContainer[] = [];
  walk<Nodes>(tree, (each) => {
    if (each.type !== 'containerDirective') return;
    const node: ContainerDirective = each;
    lines ??= source.split('\n');
    const start = node.position?.start;
    const end = node.position?.end;
    if (!start || !end) return;
    const fence = /^:+/.exec(lines[start.line - 1]?.slice(start.column - 1) ?? '')?.[0] ?? ':::';
    const closing = CLOSING.exec(lines[end.line - 1] ?? '');
    const lastChild = node.children.at(-1)?.position?.end.line ?? start.line;
    const closed = closing !== null && (closing[1] ?? '').length >= fence.length && end.line > lastChild && end.line > start.line;
    if (!closed) found.push({ name: node.name, fence, line: start.line, column: start.column });
  });
  return found;
}

/** What an unclosed `:::name` does and how to close it, for the build and the content lint. */
export function unclosedMessage(open: UnclosedContainer): string {
  return `\`${open.fence}${open.name}\` is never closed, so it takes in the rest of the page`;
}
