import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { auditFiles, type PageAudit } from './audit-pages.ts';
import { isSearchBundleFolder } from '../shared/search-names.ts';

/** Gzipped KB a page may cost: HTML, CSS and the JavaScript it loads up front. */
export interface PageBudgets {
  htmlGzipKB: number;
  cssGzipKB: number;
  jsGzipKB: number;
}

export type AuditCheck = 'html' | 'link' | 'budget';

/** One finding, with enough to find and fix it. */
export interface AuditProblem {
  check: AuditCheck;
  /** The HTML file relative to the output folder, as in `docs/quickstart/index.html`. */
  file: string;
  /** The URL path readers open. */
  route: string;
  line?: number;
  column?: number;
  rule: string;
  message: string;
}

export interface AuditResult {
  pages: number;
  problems: AuditProblem[];
  /** External URLs, each with the routes that link to it (not fetched: tests run offline). */
  external: Map<string, string[]>;
  /** Every page's gzipped weight in bytes, by route. */
  weights: Map<string, PageAudit['weight']>;
  seconds: number;
  threads: number;
}

/** Folders of the output that hold assets and indexes, not pages. */
const NOT_PAGES = new Set(['assets', '_sidebar', 'search-data']);

/** Every HTML page of a built site, as absolute paths, sorted. */
export function listPages(outDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, top: boolean): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (top && (NOT_PAGES.has(entry.name) || isSearchBundleFolder(entry.name))) continue;
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs, false);
      else if (entry.name.endsWith('.html')) files.push(abs);
    }
  };
  walk(outDir, true);
  return files.sort();
}

/** The URL path a built file is served at: `docs/x/index.html` → `/docs/x`. */
export function routeOfFile(relative: string): string {
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'/index.html'.length)}`;
  return `/${relative}`;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const NOT_FETCHED = /^(?:mailto|tel|javascript|data):/i;

/** Runs `auditFiles` over the pages in `threads` worker threads (in this thread when 1). */
async function auditInThreads(outDir: string, files: string[], threads: number): Promise<PageAudit[]> {
  if (threads <= 1) return auditFiles({ outDir, files }, (file) => readFileSync(file, 'utf8'));
  // Interleave the files so that each thread gets a similar mix of small and large pages.
  const shares = Array.from({ length: threads }, (_, t) => files.filter((_, i) => i % threads === t));
  const boot = new URL('../build/compile/worker-boot.mjs', import.meta.url);
  const module = new URL('./audit-worker.ts', import.meta.url).href;
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<PageAudit[]>((resolve, reject) => {
          const worker = new Worker(boot, { workerData: { module, outDir, files: share } });
          worker.once('message', (audits: PageAudit[]) => {
            resolve(audits);
            void worker.terminate();
          });
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`an audit thread stopped with exit code ${code}`));
          });
        }),
    ),
  );
  return results.flat();
}

/**
 * Audits every page of a built site: HTML validity (html-validate plus our page rules), every
 * in-site link and anchor, and the per-page budgets. External links are collected, not fetched.
 */
export async function auditSite(outDir: string, budgets: PageBudgets, options: { threads?: number } = {}): Promise<AuditResult> {
  const started = performance.now();
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir} has no built site (no index.html): run \`npm run build\` first.`);
  const files = listPages(outDir);
  const threads = Math.max(1, Math.min(options.threads ?? Math.min(availableParallelism(), 4), Math.ceil(files.length / 50)));
  const audits = await auditInThreads(outDir, files, threads);

  const problems: AuditProblem[] = [];
  const idsOf = new Map<string, Set<string>>();
  for (const audit of audits) idsOf.set(audit.file, new Set(audit.facts.ids));

  /** The HTML file (relative) or other file a URL path resolves to, if any. */
  const resolve = (urlPath: string): { file: string; html: boolean } | undefined => {
    const trimmed = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
    const relative = trimmed.replace(/^\//, '');
    const candidates = [relative ? `${relative}/index.html` : 'index.html', `${relative}.html`, relative];
    for (const candidate of candidates) {
      if (idsOf.has(candidate)) return { file: candidate, html: true };
    }
    const abs = path.join(outDir, relative);
    if (relative && existsSync(abs) && statSync(abs).isFile()) return { file: relative, html: false };
    return undefined;
  };

  const external = new Map<string, string[]>();
  const weights = new Map<string, PageAudit['weight']>();
  const limit = { html: budgets.htmlGzipKB * 1024, css: budgets.cssGzipKB * 1024, js: budgets.jsGzipKB * 1024 };
  for (const audit of audits) {
    const route = routeOfFile(audit.file);
    weights.set(route, audit.weight);
    for (const p of audit.problems) problems.push({ check: 'html', file: audit.file, route, line: p.line, column: p.column, rule: p.rule, message: p.message });

    const seen = new Set<string>();
    for (const link of audit.facts.links) {
      const href = link.href.trim();
      if (!href || NOT_FETCHED.test(href)) continue;
      if (EXTERNAL.test(href)) {
        const routes = external.get(href) ?? [];
        if (!routes.includes(route)) routes.push(route);
        external.set(href, routes);
        continue;
      }
      if (seen.has(href)) continue;
      seen.add(href);
      const url = new URL(href, `https://site.invalid${route}`);
      let urlPath: string;
      let hash: string;
      try {
        urlPath = decodeURIComponent(url.pathname);
        hash = decodeURIComponent(url.hash.slice(1));
      } catch {
        problems.push({ check: 'link', file: audit.file, route, line: link.line, column: link.column, rule: 'link-encoding', message: `${link.from} "${href}" is not a valid percent-encoded URL.` });
        continue;
      }
      const target = href.startsWith('#') ? { file: audit.file, html: true } : resolve(urlPath);
      if (!target) {
        problems.push({ check: 'link', file: audit.file, route, line: link.line, column: link.column, rule: 'link-broken', message: `${link.from} "${href}" points to ${urlPath}, which is not a page or file of the site.` });
      } else if (hash && target.html && !idsOf.get(target.file)!.has(hash)) {
        problems.push({
          check: 'link',
          file: audit.file,
          route,
          line: link.line,
          column: link.column,
          rule: 'anchor-broken',
          message: `${link.from} "${href}": ${routeOfFile(target.file)} has no element with id "${hash}".`,
        });
      }
    }

    for (const [kind, bytes] of Object.entries(audit.weight) as [keyof typeof limit, number][]) {
      if (bytes > limit[kind]) {
        problems.push({
          check: 'budget',
          file: audit.file,
          route,
          rule: `budget-${kind}`,
          message: `${kind.toUpperCase()} is ${(bytes / 1024).toFixed(1)} KB gzipped; the budget is ${limit[kind] / 1024} KB.`,
        });
      }
    }
  }
  return { pages: audits.length, problems, external, weights, seconds: (performance.now() - started) / 1000, threads };
}

/** The `count` heaviest pages by one measure, for a failing budget's message. */
export function heaviest(weights: AuditResult['weights'], kind: keyof PageAudit['weight'], count = 5): { route: string; kb: number }[] {
  return [...weights]
    .map(([route, w]) => ({ route, kb: w[kind] / 1024 }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, count);
}
