/**
 * What a reader downloads per doc page, measured the same way on any static output folder, so
 * that our build and a peer's can be compared: for every doc route of the corpus, the gzipped HTML,
 * the JavaScript the HTML makes the browser fetch before the page is interactive, and its CSS.
 *
 * Eager JavaScript = every `<script src>` (plus the modules those import statically) and every
 * `<link rel="preload" as="script">` / `<link rel="modulepreload">`. Docusaurus puts its runtime
 * and main bundle in `<script src>` and preloads the page's route chunks (its content, the sidebar,
 * the theme components), which the runtime loads before hydrating, so both kinds count.
 * CSS = every `<link rel="stylesheet">`. Gzip at Node's default level (6); 1 KB = 1,024 bytes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cachedGzipSize, outputFileOf } from '../../src/audit/page-weight.ts';
import path from 'node:path';

export interface Stats {
  median: number;
  p95: number;
  max: number;
}

export interface PageAssetFigures {
  /** Doc routes of the corpus found in the output (and how many were not). */
  docPages: number;
  missingPages: number;
  htmlGzip: Stats;
  /** Eager JavaScript per doc page, gzipped bytes. */
  jsGzip: Stats;
  /** Only the `<script src>` files (and their static imports), gzipped bytes. */
  jsScriptSrcGzip: Stats;
  cssGzip: Stats;
  /** Files referenced per page (JS and CSS), median. */
  assetRequests: number;
  /** Every .js file in the output: what pages can load later (chunks, search), an upper bound. */
  allJs: { files: number; gzipBytes: number };
  htmlFiles: number;
  totalFiles: number;
  totalBytes: number;
}

function stats(values: number[]): Stats {
  if (values.length === 0) return { median: 0, p95: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const p95 = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(0.95 * sorted.length) - 1))]!;
  return { median, p95, max: sorted[sorted.length - 1]! };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(abs) : [abs];
  });
}

/** Routes of the corpus' doc pages (`/docs/<path>`, README and index pages at their folder), as our pipeline and Docusaurus both serve them. */
export function corpusDocRoutes(docsDir: string): string[] {
  return listFiles(docsDir)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => {
      const segments = path.relative(docsDir, f).split(path.sep).join('/').replace(/\.mdx?$/, '').split('/');
      if (segments.length > 1 && /^(readme|index)$/i.test(segments[segments.length - 1]!)) segments.pop();
      return `/docs/${segments.join('/')}`;
    });
}

const TAG = /<(script|link)\b[^>]*>/gi;
const ATTR = (name: string): RegExp => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']((?:\.{1,2}\/|\/)[^"']+)["']/g;

function attr(tag: string, name: string): string | undefined {
  const m = ATTR(name).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

export function measurePageAssets(outDir: string, routes: string[]): PageAssetFigures {
  const gz = cachedGzipSize();
  const fileOf = outputFileOf(outDir);
  const closure = (file: string, seen: Set<string>): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const fromUrl = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const dep = fileOf(m[1]!, fromUrl);
      if (dep) closure(dep, seen);
    }
  };
  const htmlOf = (route: string): string | undefined =>
    [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)].find((f) => existsSync(f));

  const html: number[] = [];
  const js: number[] = [];
  const jsSrc: number[] = [];
  const css: number[] = [];
  const requests: number[] = [];
  let missing = 0;
  for (const route of routes) {
    const file = htmlOf(route);
    if (!file) {
      missing += 1;
      continue;
    }
    const text = readFileSync(file, 'utf8');
    const pageUrl = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
    const srcScripts = new Set<string>();
    const preloaded = new Set<string>();
    const sheets = new Set<string>();
    for (const [tag, name] of text.matchAll(TAG)) {
      if (name!.toLowerCase() === 'script') {
        const src = attr(tag, 'src');
        const f = src ? fileOf(src, pageUrl) : undefined;
        if (f) closure(f, srcScripts);
        continue;
      }
      const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
      const href = attr(tag, 'href');
      const f = href ? fileOf(href, pageUrl) : undefined;
      if (!f) continue;
      if (rel.includes('stylesheet')) sheets.add(f);
      else if (rel.includes('modulepreload') || (rel.includes('preload') && (attr(tag, 'as') ?? '').toLowerCase() === 'script')) preloaded.add(f);
    }
    const eager = new Set(srcScripts);
    for (const f of preloaded) closure(f, eager);
    const sum = (files: Iterable<string>): number => [...files].reduce((total, f) => total + gz(f), 0);
    html.push(gz(file));
    js.push(sum(eager));
    jsSrc.push(sum(srcScripts));
    css.push(sum(sheets));
    requests.push(eager.size + sheets.size);
  }

  const files = listFiles(outDir);
  const jsFiles = files.filter((f) => /\.m?js$/.test(f));
  return {
    docPages: html.length,
    missingPages: missing,
    htmlGzip: stats(html),
    jsGzip: stats(js),
    jsScriptSrcGzip: stats(jsSrc),
    cssGzip: stats(css),
    assetRequests: stats(requests).median,
    allJs: { files: jsFiles.length, gzipBytes: jsFiles.reduce((total, f) => total + gz(f), 0) },
    htmlFiles: files.filter((f) => f.endsWith('.html')).length,
    totalFiles: files.length,
    totalBytes: files.reduce((total, f) => total + statSync(f).size, 0),
  };
}
