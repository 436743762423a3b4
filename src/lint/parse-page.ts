import type { Root } from 'mdast';
import type { FrontMatter } from '../config/front-matter.ts';
import type { ContentFile } from '../build/collect/collect-pages.ts';
import { parseFrontMatter } from '../build/collect/front-matter.ts';
import { preprocessDocusaurusSyntax } from '../build/markdown/preprocess.ts';
import { createParser } from '../build/markdown/parser.ts';
import { syntaxProblem } from '../build/markdown/syntax-problem.ts';
import { findUnclosedContainers, unclosedMessage } from '../build/markdown/unclosed-directives.ts';
import type { LintProblem } from './lint-problems.ts';

/** A page as the rules see it: its front matter and its body parsed by the build's own parser. */
export interface LintPage {
  /** Path shown in messages (relative to the project root). */
  file: string;
  frontMatter: FrontMatter;
  /** The front matter block as written (empty when there is none), for locating its values. */
  frontMatterText: string;
  /** The body after the build's Docusaurus rewrites; same lines as the file, so positions map back. */
  body: string;
  /** Lines before the body: add to a tree line to get the file line. */
  lineOffset: number;
  tree: Root;
}

const parsers = { md: createParser('md'), mdx: createParser('mdx') };

/**
 * Parses one content file for linting. Returns problems instead of a page when the front matter
 * is invalid or the body does not parse (nothing else can be checked then).
 */
export function parsePage(file: ContentFile): { page?: LintPage; problems: LintProblem[] } {
  const { result, problems } = parseFrontMatter(file.text, file.displayPath);
  // Front matter problems point at a key, which starts its line.
  if (!result) return { problems: problems.map((p) => ({ ...p, column: p.column ?? (p.line ? 1 : undefined), rule: 'front-matter' as const })) };
  const body = preprocessDocusaurusSyntax(result.body);
  const format = file.relPath.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md';
  let tree: Root;
  try {
    tree = parsers[format].parse(body);
  } catch (error) {
    return { problems: [{ ...syntaxProblem(error, file.displayPath, result.bodyLineOffset), rule: 'markdown-syntax' }] };
  }
  const unclosed = findUnclosedContainers(tree, body).map(
    (open): LintProblem => ({ code: 'DIRECTIVE_UNCLOSED', rule: 'markdown-syntax', file: file.displayPath, line: open.line + result.bodyLineOffset, column: open.column, message: unclosedMessage(open) }),
  );
  const frontMatterText = file.text.slice(0, file.text.length - result.body.length);
  return {
    page: { file: file.displayPath, frontMatter: result.frontMatter, frontMatterText, body, lineOffset: result.bodyLineOffset, tree },
    problems: unclosed,
  };
}
