/**
 * What a doc page really loads, measured in Chromium: a page's HTML does not name every script it
 * runs (Docusaurus's runtime fetches the route's chunks — its content, the sidebar, the theme
 * components — before it hydrates, with script tags it inserts itself). For an evenly spread
 * sample of doc routes, each opened in a fresh browser context (empty cache) from a local static
 * server, until the network is idle without any interaction, this records every file fetched and
 * adds up its gzipped size (from disk, gzip level 6):
 *   - scripts: requests Chromium types as `script` (script tags, module imports, chunks inserted
 *     by a runtime): the JavaScript the page needs for itself;
 *   - prefetched JS: other .js requests (`<link rel="prefetch">`: Docusaurus prefetches the chunks
 *     of the links in view once idle);
 *   - stylesheets.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { resolveStaticFile, startStaticServer } from '../../src/cli/static-server.ts';
import { chromiumPath } from '../../scripts/ensure-browser.ts';
import type { Stats } from './page-assets.ts';

export interface BrowserLoadFigures {
  pages: number;
  /** Gzipped bytes of JavaScript requested as scripts, per page. */
  scriptGzip: Stats;
  /** Gzipped bytes of JavaScript prefetched (not as scripts) before the network went idle, per page. */
  prefetchGzip: Stats;
  cssGzip: Stats;
  /** Script requests per page (median). */
  scriptRequests: number;
  /** The sampled routes. */
  routes: string[];
}

function stats(values: number[]): Stats {
  if (values.length === 0) return { median: 0, p95: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, p95: sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!, max: sorted[sorted.length - 1]! };
}

/** Every n-th route of the sorted list, `count` in all. */
export function sampleRoutes(routes: string[], count: number): string[] {
  const sorted = [...routes].sort();
  if (sorted.length <= count) return sorted;
  const step = sorted.length / count;
  return Array.from({ length: count }, (_, i) => sorted[Math.floor(i * step)]!);
}

/** Loads each route of `routes` from `outDir` in Chromium; undefined when no Chromium is installed. */
export async function measureBrowserLoad(outDir: string, routes: string[]): Promise<BrowserLoadFigures | undefined> {
  if (!existsSync(chromiumPath())) return undefined;
  const gzCache = new Map<string, number>();
  const gz = (urlPath: string): number => {
    const file = resolveStaticFile(outDir, urlPath);
    if (!file) return 0;
    let size = gzCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(file)).length;
      gzCache.set(file, size);
    }
    return size;
  };
  const server = await startStaticServer(outDir, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const scripts: number[] = [];
  const prefetched: number[] = [];
  const css: number[] = [];
  const scriptCounts: number[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const seen = new Map<string, string>();
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (url.origin === origin && !seen.has(url.pathname)) seen.set(url.pathname, request.resourceType());
      });
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      let js = 0;
      let pre = 0;
      let sheets = 0;
      let count = 0;
      for (const [urlPath, type] of seen) {
        if (type === 'script') {
          js += gz(urlPath);
          count += 1;
        } else if (type === 'stylesheet') sheets += gz(urlPath);
        else if (/\.m?js$/.test(urlPath)) pre += gz(urlPath);
      }
      scripts.push(js);
      prefetched.push(pre);
      css.push(sheets);
      scriptCounts.push(count);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { pages: routes.length, scriptGzip: stats(scripts), prefetchGzip: stats(prefetched), cssGzip: stats(css), scriptRequests: stats(scriptCounts).median, routes };
}
