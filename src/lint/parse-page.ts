import type { Root } from 'mdast';
import type { FrontMatter } from '../config/front-matter.ts';
import type { ContentFile } from '../build/collect/collect-pages.ts';
import { parseFrontMatter } from '../build/collect/front-matter.ts';
import { preprocessDocusaurusSyntax } from '../build/markdown/preprocess.ts';
import { createParser } from '../build/markdown/parser.ts';
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
    const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
    const start = place && 'start' in place && place.start ? place.start : (place as { line?: number; column?: number } | undefined);
    return {
      problems: [
        {
          code: 'MARKDOWN_SYNTAX',
          rule: 'markdown-syntax',
          file: file.displayPath,
          line: start?.line ? start.line + result.bodyLineOffset : undefined,
          column: start?.column,
          message: (error as { reason?: string }).reason ?? (error as Error).message,
        },
      ],
    };
  }
  const frontMatterText = file.text.slice(0, file.text.length - result.body.length);
  return {
    page: { file: file.displayPath, frontMatter: result.frontMatter, frontMatterText, body, lineOffset: result.bodyLineOffset, tree },
    problems: [],
  };
}
