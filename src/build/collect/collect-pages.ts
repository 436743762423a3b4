import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FrontMatter } from '../../config/front-matter.ts';
import { docIdFromPath, routeFromPath } from '../../shared/routes.ts';
import { BuildError, ProblemList, type Problem } from '../errors.ts';
import { readTextFile } from '../read-text.ts';
import { parseFrontMatter } from './front-matter.ts';

/** A content file as read from disk. */
export interface ContentFile {
  /** Path relative to the content root, with forward slashes. */
  relPath: string;
  /** Path relative to the project root, for messages and edit links. */
  displayPath: string;
  text: string;
}

/** A hand-written page after collection: routed, identified, front matter validated. */
export interface SourcePage {
  id: string;
  route: string;
  relPath: string;
  file: string;
  format: 'md' | 'mdx';
  frontMatter: FrontMatter;
  body: string;
  bodyLineOffset: number;
  /** File line of the `oss_alternative` front matter key, when present. */
  ossAlternativeLine?: number;
}

/**
 * Lists `.md`/`.mdx` files below `dir`; folders and files starting with `_` are partials and skipped.
 * A file that is not UTF-8 text or cannot be read stops the build (every such file is named).
 */
export function readContentFiles(dir: string, displayBase: string): ContentFile[] {
  const files: ContentFile[] = [];
  const problems: Problem[] = [];
  const walk = (abs: string, rel: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(abs, entry.name), childRel);
      else if (/\.mdx?$/i.test(entry.name)) {
        const displayPath = `${displayBase}/${childRel}`;
        const text = readTextFile(path.join(abs, entry.name), displayPath, problems);
        if (text !== undefined) files.push({ relPath: childRel, displayPath, text });
      }
    }
  };
  walk(dir, '');
  if (problems.length > 0) throw new BuildError(problems);
  return files;
}

/** File line of the front matter `slug:` key, which decides the route when present. */
function slugLine(text: string, frontMatterLines: number): number | undefined {
  const index = text.split(/\r?\n/, frontMatterLines).findIndex((line) => line.startsWith('slug:'));
  return index === -1 ? undefined : index + 1;
}

/**
 * Turns content files into pages under `routeBase` (for example `/docs`). Every problem of every
 * file is reported together: bad front matter, duplicate routes and duplicate ids.
 */
export function collectPages(files: ContentFile[], routeBase: string, options: CollectOptions = {}): SourcePage[] {
  const problems = new ProblemList();
  const pages: SourcePage[] = [];
  const byRoute = new Map<string, SourcePage>();
  const byId = new Map<string, SourcePage>();
  for (const file of files) {
    const { result: valid, problems: fmProblems, fallback } = parseFrontMatter(file.text, file.displayPath, { strict: options.strict });
    fmProblems.forEach((p) => problems.add(p));
    // Reporting rather than throwing, a page with bad front matter is still compiled (without it).
    const result = valid ?? (options.problems ? fallback : undefined);
    if (!result || result.frontMatter.draft) continue;
    const page: SourcePage = {
      id: docIdFromPath(file.relPath, result.frontMatter.id),
      route: routeFromPath(file.relPath, routeBase, result.frontMatter.slug),
      relPath: file.relPath,
      file: file.displayPath,
      format: file.relPath.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md',
      frontMatter: result.frontMatter,
      body: result.body,
      bodyLineOffset: result.bodyLineOffset,
    };
    if (result.frontMatter.oss_alternative !== undefined) {
      const index = file.text.split(/\r?\n/, result.bodyLineOffset).findIndex((line) => line.startsWith('oss_alternative:'));
      if (index !== -1) page.ossAlternativeLine = index + 1;
    }
    // Routes are compared without case: on macOS and Windows, and on hosts that fold case, two
    // routes that differ only in case are one folder and one URL, so one page would hide the other.
    const sameRoute = byRoute.get(page.route.toLowerCase());
    if (sameRoute) {
      const line = slugLine(file.text, result.bodyLineOffset) ?? 1;
      if (sameRoute.route === page.route) problems.add({ code: 'ROUTE_DUPLICATE', file: page.file, line, message: `route ${page.route} is also produced by ${sameRoute.file}` });
      else problems.add({ code: 'ROUTE_CASE_CONFLICT', file: page.file, line, message: `route ${page.route} differs only in letter case from ${sameRoute.route}, the route of ${sameRoute.file}` });
      continue;
    }
    const sameId = byId.get(page.id);
    if (sameId) {
      problems.add({ code: 'ID_DUPLICATE', file: page.file, line: 1, message: `doc id "${page.id}" is also used by ${sameId.file}` });
      continue;
    }
    byRoute.set(page.route.toLowerCase(), page);
    byId.set(page.id, page);
    pages.push(page);
  }
  if (options.problems) options.problems.push(...problems.items);
  else if (problems.items.some((p) => p.severity !== 'warning')) problems.throwIfAny();
  return pages;
}

export interface CollectOptions {
  /** `markdown.strict` of the site: when false, unknown front matter keys are warnings. @default true */
  strict?: boolean;
  /** When given, problems are added here (and the build goes on to find the rest) instead of thrown. */
  problems?: Problem[];
}
