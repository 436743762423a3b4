import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a reader downloads for one page when it loads, gzipped bytes. */
export interface PageWeight {
  html: number;
  /** The page's scripts and every module they import statically (`import()` is not followed: it loads on demand). */
  js: number;
  css: number;
  scripts: string[];
  sheets: string[];
}

const SCRIPT_SRC = /<script\b[^>]*?\ssrc="([^"]+)"/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+|\/[^"'`]+)["'`]/g;

/** Gzipped size of a file, computed once per file (shared assets are weighed for many pages). */
export function cachedGzipSize(): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(file)).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** The output file a URL referenced from `fromUrl` points to, or undefined when external or missing. */
export function outputFileOf(outDir: string): (href: string, fromUrl: string) => string | undefined {
  return (href, fromUrl) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
    const urlPath = new URL(href, `https://site.invalid${fromUrl}`).pathname;
    const file = path.join(outDir, decodeURIComponent(urlPath));
    return existsSync(file) && statSync(file).isFile() ? file : undefined;
  };
}

/**
 * Weighs built pages of the site in `outDir`. Gzipped sizes of shared assets are computed once,
 * so weighing every page of a large site stays cheap. Used by the site audit (per-page budgets)
 * and by `npm run bench` (medians).
 */
export function createPageWeigher(outDir: string): (htmlFile: string, html?: string) => PageWeight {
  const gz = cachedGzipSize();
  const fileOf = outputFileOf(outDir);
  const closures = new Map<string, string[]>();
  /** A script and the modules it imports statically, memoised per script. */
  const jsClosure = (file: string): string[] => {
    const known = closures.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (current: string): void => {
      if (seen.has(current)) return;
      seen.add(current);
      const source = readFileSync(current, 'utf8');
      const fromUrl = `/${path.relative(outDir, current).split(path.sep).join('/')}`;
      for (const match of source.matchAll(STATIC_IMPORT)) {
        const dep = fileOf(match[1]!, fromUrl);
        if (dep) visit(dep);
      }
    };
    visit(file);
    const list = [...seen];
    closures.set(file, list);
    return list;
  };

  return (htmlFile, html = readFileSync(htmlFile, 'utf8')) => {
    const pageUrl = `/${path.relative(outDir, htmlFile).split(path.sep).join('/')}`;
    const scripts = new Set<string>();
    for (const match of html.matchAll(SCRIPT_SRC)) {
      const script = fileOf(match[1]!, pageUrl);
      if (script) jsClosure(script).forEach((f) => scripts.add(f));
    }
    const sheets = new Set<string>();
    for (const [tag] of html.matchAll(LINK_TAG)) {
      if (!/\brel="[^"]*\bstylesheet\b[^"]*"/i.test(tag)) continue;
      const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
      const sheet = href ? fileOf(href, pageUrl) : undefined;
      if (sheet) sheets.add(sheet);
    }
    const sum = (files: Set<string>): number => [...files].reduce((total, f) => total + gz(f), 0);
    return { html: gzipSync(html).length, js: sum(scripts), css: sum(sheets), scripts: [...scripts], sheets: [...sheets] };
  };
}
