import GithubSlugger, { slug } from 'github-slugger';
import type { Heading, Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { LintProblem } from './lint-problems.ts';
import type { LintPage } from './parse-page.ts';

/** An explicit id suffix, as `rehype-headings` reads it: `## Title {#custom-id}`. */
const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;

/** A heading's text as the HTML heading will read (no image alt, no raw HTML) and its explicit id. */
function headingText(node: Heading): { text: string; customId?: string } {
  const last = node.children[node.children.length - 1];
  const custom = last?.type === 'text' ? CUSTOM_ID.exec(last.value) : null;
  const text = toString(node, { includeImageAlt: false, includeHtml: false });
  return custom ? { text: text.replace(CUSTOM_ID, '').trim(), customId: custom[1] } : { text: text.trim() };
}

/** The page's leading `# Title`, which the build lifts out as the title (see `remark-title.ts`). */
function titleHeading(page: LintPage): Heading | undefined {
  const first = page.tree.children.find((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm');
  return first?.type === 'heading' && first.depth === 1 ? first : undefined;
}

/**
 * Heading rules. `heading-ids`: no two headings share an id on the page — an explicit `{#id}`
 * equal to another heading's id (the site would repeat it), or the same heading text twice in one
 * section (the site suffixes the second, `#setup-1`, an anchor that moves when sections are
 * reordered). The same text under different parents ("GraphQL" under each task) is fine.
 * `heading-levels`: the title is the H1 (front matter `title` or a leading `# Heading`) and no
 * level is skipped below it.
 */
export function checkHeadings(page: LintPage): LintProblem[] {
  const problems: LintProblem[] = [];
  const at = (node: Nodes) => ({ file: page.file, line: node.position ? node.position.start.line + page.lineOffset : undefined, column: node.position?.start.column });
  const title = titleHeading(page);
  if (!page.frontMatter.title && !title) {
    problems.push({ code: 'TITLE_MISSING', rule: 'heading-levels', file: page.file, line: 1, column: 1, message: 'the page has no title (no front matter `title` and no leading `# Heading`)' });
  }
  const slugger = new GithubSlugger();
  /** Ids given so far, with the line of their heading. */
  const lineOfId = new Map<string, number | undefined>();
  /** Slug of each heading text within its parent section (keyed by the parent's line). */
  const lineInSection = new Map<string, number | undefined>();
  /** Open sections: the nearest heading of each level above the current one. */
  const parents: { depth: number; line: number | undefined }[] = [];
  let previous = 1;
  visit(page.tree, 'heading', (node: Heading) => {
    if (node === title) return;
    const where = at(node);
    const { text, customId } = headingText(node);
    if (node.depth > previous + 1) {
      problems.push({
        code: 'HEADING_LEVEL_SKIPPED',
        rule: 'heading-levels',
        ...where,
        message: `h${node.depth} "${text}" follows ${previous === 1 ? 'the page title (h1)' : `an h${previous}`}: h${previous + 1} was skipped`,
        hint: `Make it ${'#'.repeat(previous + 1)} (h${previous + 1}), or add the missing level above it.`,
      });
    }
    previous = node.depth;
    while (parents.length > 0 && (parents.at(-1)?.depth ?? 0) >= node.depth) parents.pop();
    const sectionKey = `${parents.at(-1)?.line ?? 0}\0${slug(text)}`;
    parents.push({ depth: node.depth, line: where.line });
    // The id the site gives it (rehype-headings): an explicit id as written, else the slug of the
    // text, suffixed when an earlier heading took it.
    const id = customId ? (slugger.slug(customId), customId) : slugger.slug(text);
    const duplicate = (message: string) => problems.push({ code: 'HEADING_ID_DUPLICATE', rule: 'heading-ids', ...where, message });
    if (customId && lineOfId.has(customId)) {
      duplicate(`the explicit id "#${customId}" is already the id of the heading at line ${lineOfId.get(customId)}`);
    } else if (!customId && lineInSection.has(sectionKey)) {
      duplicate(`heading "${text}" repeats the heading at line ${lineInSection.get(sectionKey)} in the same section, so its id becomes "#${id}"`);
    }
    lineOfId.set(id, where.line);
    if (!customId) lineInSection.set(sectionKey, where.line);
  });
  return problems;
}
