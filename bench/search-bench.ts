/**
 * Search figures for `npm run bench`: index sizes on disk, and in Chromium what a reader downloads
 * before the first result (gzipped, React and the search code included), what each further query
 * adds, and the time from a keystroke to rendered results.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { resolveStaticFile, startStaticServer } from '../src/cli/static-server.ts';
import { chromiumPath } from '../scripts/ensure-browser.ts';
import type { NamesIndex } from '../src/shared/search-names.ts';

export interface SearchFigures {
  pagefindBytes: number;
  pagefindFiles: number;
  namesBytes: number;
  namesGzipBytes: number;
  /** Gzipped bytes fetched from opening search to the first result on screen (names answer first). */
  firstResultGzipBytes: number;
  /** Gzipped bytes fetched until the full merged list (names and full text) is on screen. */
  fullResultsGzipBytes: number;
  /** Median gzipped bytes a further query fetches (Pagefind chunks and fragments). */
  perQueryGzipBytes: number;
  /** Keystroke to the first results on screen (names results, rendered at once), after the first query (ms). */
  keystrokeMs: { median: number; p95: number };
  /** Keystroke to the merged list (names and full text) on screen (ms). */
  mergedMs: { median: number; p95: number };
  queries: number;
}

const QUERIES = ['lineage', 'snowflake', 'dataset', 'glossary', 'ingestion', 'policy', 'tags', 'assertion', 'domain', 'kafka', 'token', 'schema', 'owner', 'search', 'docker', 'graphql', 'recipe', 'profiling', 'incident', 'view'];

function dirSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const abs = path.join(d, name);
      const st = statSync(abs);
      if (st.isDirectory()) walk(abs);
      else {
        bytes += st.size;
        files += 1;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { bytes, files };
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** Measures search on a built site in `outDir`; undefined when the site has no search index. */
export async function measureSearch(outDir: string): Promise<SearchFigures | undefined> {
  const names = path.join(outDir, 'search', 'names.json');
  if (!existsSync(names)) return undefined;
  const namesRaw = readFileSync(names);
  // The main bundle and those the names index says the browser merges into it (the generated
  // pages' bundle, further parts of a large site's pages).
  const index = JSON.parse(namesRaw.toString('utf8')) as NamesIndex;
  const merged = [...(index.mergedBundles ?? []), ...(index.bundleParts ?? [])];
  const bundles = ['pagefind', ...merged].map((route) => dirSize(path.join(outDir, route)));
  const pagefind = { bytes: bundles.reduce((n, b) => n + b.bytes, 0), files: bundles.reduce((n, b) => n + b.files, 0) };
  const server = await startStaticServer(outDir, 0);
  const port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const fetched: string[] = [];
    page.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname));
    const gz = (paths: string[]): number =>
      paths.reduce((sum, p) => {
        const file = resolveStaticFile(outDir, p);
        return sum + (file ? gzipSync(readFileSync(file)).length : 0);
      }, 0);
    await page.goto(`http://127.0.0.1:${port}/docs/introduction`, { waitUntil: 'networkidle' });
    fetched.length = 0;
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    const settled = async (): Promise<void> => {
      await page.locator('.search-results[aria-busy="false"] [role="option"]').first().waitFor();
    };
    // The moment the first result appears is taken in the page (a MutationObserver), and the
    // files counted are those whose response had ended by then (Resource Timing), so downloads
    // started in the background and finished later are not counted, whatever the polling delay.
    await page.evaluate(`(() => {
      window.__searchOpenedAt = performance.now();
      new MutationObserver((_, observer) => {
        if (document.querySelector('.search-results [role="option"]')) {
          window.__firstResultAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    })()`);
    await page.keyboard.press('/');
    await input.fill(QUERIES[0]!);
    await page.locator('.search-results [role="option"]').first().waitFor();
    await settled();
    await page.waitForLoadState('networkidle');
    const resources = (await page.evaluate(`performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })).concat([{ path: '', start: window.__searchOpenedAt, end: window.__firstResultAt }])`)) as { path: string; start: number; end: number }[];
    const marker = resources.pop()!;
    const opened = resources.filter((r) => r.start >= marker.start);
    const firstResultGzipBytes = gz([...new Set(opened.filter((r) => r.end <= marker.end).map((r) => r.path))]);
    const fullResultsGzipBytes = gz([...new Set(opened.map((r) => r.path))]);
    const perQuery: number[] = [];
    const seen = new Set(fetched);
    for (const q of QUERIES.slice(1, 6)) {
      fetched.length = 0;
      await input.fill(q);
      await settled();
      await page.waitForLoadState('networkidle');
      const fresh = [...new Set(fetched)].filter((p) => !seen.has(p));
      fresh.forEach((p) => seen.add(p));
      perQuery.push(gz(fresh));
    }
    // Keystroke to rendered results, timed in the page: the input event, then the moment the
    // list shows merged results for that query.
    // Written as a string: the bundler that runs this file would wrap named functions with helpers
    // the page does not have.
    const timeQueries = `(async (queries) => {
      const box = document.querySelector('.search-dialog input[type="search"]');
      const list = document.querySelector('.search-dialog .search-results');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const first = [];
      const merged = [];
      for (const q of queries) {
        const start = performance.now();
        let firstAt;
        const done = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (firstAt === undefined && box.value === q && list.querySelector('[role="option"]')) firstAt = performance.now();
            if (list.getAttribute('aria-busy') === 'false' && box.value === q) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(list, { attributes: true, childList: true, subtree: true });
        });
        setValue.call(box, q);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        await done;
        await new Promise((r) => requestAnimationFrame(r));
        const end = performance.now();
        first.push((firstAt ?? end) - start);
        merged.push(end - start);
      }
      return { first, merged };
    })(${JSON.stringify(QUERIES.slice(6).flatMap((q) => [q, `${q}s`]))})`;
    const times = (await page.evaluate(timeQueries)) as { first: number[]; merged: number[] };
    return {
      pagefindBytes: pagefind.bytes,
      pagefindFiles: pagefind.files,
      namesBytes: namesRaw.length,
      namesGzipBytes: gzipSync(namesRaw).length,
      firstResultGzipBytes,
      fullResultsGzipBytes,
      perQueryGzipBytes: percentile(perQuery, 0.5),
      keystrokeMs: { median: percentile(times.first, 0.5), p95: percentile(times.first, 0.95) },
      mergedMs: { median: percentile(times.merged, 0.5), p95: percentile(times.merged, 0.95) },
      queries: times.first.length,
    };
  } finally {
    await browser.close();
    server.close();
  }
}
