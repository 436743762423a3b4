import type { Nodes, Parent } from 'mdast';
import type { LintPage } from './parse-page.ts';

/** Blocks whose text is prose; everything outside them (code, HTML, JSX tags, expressions) is not. */
const PROSE_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
/** Inline nodes inside prose that are not prose: code, markup, images, footnote markers. */
const NOT_PROSE = new Set(['inlineCode', 'html', 'mdxTextExpression', 'mdxFlowExpression', 'image', 'imageReference', 'footnoteReference', 'break']);
/** Inline wrappers whose children are prose but whose syntax around them is not (`[` `](url)`, `<Tag attr>`). */
const WRAPPERS = new Set(['link', 'linkReference', 'mdxJsxTextElement', 'textDirective']);
/** Front matter keys whose values are prose. */
const PROSE_KEYS = /^((?:title|description|sidebar_label)[ \t]*:)(.*)$/;
/** An explicit heading id, `{#custom-id}` (escaped by the preprocessor in the body). */
const CUSTOM_ID = /\\?\{#[\w-]+\}/g;

function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/**
 * The page's prose, in place: a copy of the file where everything that is not prose is replaced by
 * spaces (line breaks kept), so an offset in it is a line and column in the author's file. Prose
 * is the text of paragraphs, headings and table cells, and the `title`, `description` and
 * `sidebar_label` values; code, inline code, URLs, link targets, HTML, MDX tags and attributes,
 * expressions and front matter keys are left out. Bare URLs stay (cspell skips them).
 */
export function extractProse(page: LintPage): string {
  const frontMatter = page.frontMatterText
    .split('\n')
    .map((line) => {
      const match = PROSE_KEYS.exec(line);
      return match ? blank(match[1] ?? '') + (match[2] ?? '') : blank(line);
    })
    .join('\n');
  const source = page.body;
  const chars = blank(source).split('');
  const keep = (from: number, to: number): void => {
    for (let i = from; i < to; i++) chars[i] = source[i] ?? ' ';
  };
  const drop = (from: number, to: number): void => {
    for (let i = from; i < to; i++) if (chars[i] !== '\n') chars[i] = ' ';
  };
  const dropSyntax = (node: Nodes): void => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    if (NOT_PROSE.has(node.type)) return drop(start, end);
    if (WRAPPERS.has(node.type)) {
      const children = (node as Parent).children.filter((c) => c.position);
      const first = children[0]?.position?.start.offset;
      const last = children.at(-1)?.position?.end.offset;
      if (first === undefined || last === undefined) return drop(start, end);
      drop(start, first);
      drop(last, end);
    }
    if ('children' in node) node.children.forEach(dropSyntax);
  };
  const walk = (node: Nodes): void => {
    if (PROSE_BLOCKS.has(node.type) && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
      keep(node.position.start.offset, node.position.end.offset);
      dropSyntax(node);
      return;
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(page.tree);
  return frontMatter + chars.join('').replace(CUSTOM_ID, (m) => blank(m));
}
