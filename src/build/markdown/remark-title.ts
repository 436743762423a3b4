import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { houseRule, reportAt, type PageContext } from './facts.ts';

/** Nodes that may come before a page's leading `# Heading` (front matter, imports, a leftover comment). */
const BEFORE_TITLE = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression']);

/** A title from the file name, as Docusaurus falls back to the doc id: `setup-guide.md` → "Setup guide"; `README.md`/`index.md` take their folder's name. */
export function titleFromFileName(relPath: string): string {
  const parts = relPath.replace(/\.mdx?$/i, '').split('/');
  let name = parts.pop() ?? '';
  if (/^(readme|index)$/i.test(name) && parts.length > 0) name = parts.pop()!;
  const words = name.replace(/^\d+[-_.]\s*/, '').replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : relPath;
}

/**
 * Takes the page title from the front matter or from a leading `# Heading` (which is then removed:
 * the layout renders the title). Under strict rules any other H1 is an error, as is a page with no
 * title at all; under relaxed rules (a Docusaurus tree) the title falls back to the file name and
 * further H1s become H2s, each with a warning.
 */
export function remarkTitle() {
  return (tree: Root, file: VFile): void => {
    const ctx = file.data.page;
    const facts = file.data.facts;
    if (!ctx || !facts) return;
    const firstIndex = tree.children.findIndex((n) => !BEFORE_TITLE.has(n.type));
    const first = tree.children[firstIndex];
    let title = ctx.frontMatterTitle;
    if (first?.type === 'heading' && first.depth === 1) {
      title ??= toString(first).trim();
      tree.children.splice(firstIndex, 1);
    }
    for (const node of tree.children) {
      if (node.type === 'heading' && (node as Heading).depth === 1) {
        reportAt(ctx, facts, node.position, { code: 'H1_MULTIPLE', message: `a second H1 "${toString(node)}"${houseRule(ctx).severity ? ' (shown as an H2)' : ''}`, ...houseRule(ctx) });
        if (houseRule(ctx).severity) (node as Heading).depth = 2;
      }
    }
    if (!title) title = missingTitle(ctx, facts);
    facts.title = title;
  };
}

function missingTitle(ctx: PageContext, facts: NonNullable<VFile['data']['facts']>): string | undefined {
  const relaxed = houseRule(ctx);
  const fallback = relaxed.severity ? titleFromFileName(ctx.relPath) : undefined;
  facts.problems.push({
    code: 'TITLE_MISSING',
    file: ctx.file,
    line: 1,
    column: 1,
    message: `the page has no title (no front matter \`title\` and no leading \`# Heading\`)${fallback ? `; using "${fallback}" from the file name` : ''}`,
    ...relaxed,
  });
  return fallback;
}
