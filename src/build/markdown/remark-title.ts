import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { reportAt } from './facts.ts';

/**
 * Takes the page title from the front matter or from a leading `# Heading` (which is then removed:
 * the layout renders the title). Any other H1 is an error, as is a page with no title at all.
 */
export function remarkTitle() {
  return (tree: Root, file: VFile): void => {
    const ctx = file.data.page;
    const facts = file.data.facts;
    if (!ctx || !facts) return;
    const firstIndex = tree.children.findIndex((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm');
    const first = tree.children[firstIndex];
    let title = ctx.frontMatterTitle;
    if (first?.type === 'heading' && first.depth === 1) {
      title ??= toString(first).trim();
      tree.children.splice(firstIndex, 1);
    }
    for (const node of tree.children) {
      if (node.type === 'heading' && (node as Heading).depth === 1) {
        reportAt(ctx, facts, node.position, { code: 'H1_MULTIPLE', message: `a second H1 "${toString(node)}"` });
      }
    }
    if (!title) facts.problems.push({ code: 'TITLE_MISSING', file: ctx.file, line: 1, column: 1, message: 'the page has no title (no front matter `title` and no leading `# Heading`)' });
    facts.title = title;
  };
}
