/**
 * `npm run bench -- --scale` (also with --peers): our pipeline on the synthetic corpus at 1,000,
 * 3,000 and 10,000 pages, each build cold (our caches removed) with search on, as `npm run build`
 * makes it: wall and CPU time, peak memory of the largest process, and per-page output (gzipped
 * HTML and eager JavaScript of each doc page, medians), to show whether pages stay flat as the
 * site grows. Called by bench/peers/compare.ts.
 */
import path from 'node:path';
import { measureOurs, table, type PeerOptions } from './compare.ts';
import { corpusDocRoutes, measurePageAssets } from './page-assets.ts';

export const SCALE_SIZES = [1000, 3000, 10000];

export interface ScaleRow {
  pages: number;
  ok: boolean;
  error?: string;
  wallSeconds: number;
  cpuSeconds?: number;
  peakProcessMB?: number;
  htmlPages?: number;
  /** Medians over the doc pages, gzipped bytes. */
  htmlGzipMedian?: number;
  jsGzipMedian?: number;
  cssGzipMedian?: number;
  outputMB?: number;
  load1mBefore: number;
}

const fixed = (value: number | undefined, digits: number): string => (value === undefined ? '—' : value.toFixed(digits));

const kb = (b: number | undefined): string => (b === undefined ? '—' : (b / 1024).toFixed(1));

/** `onRow` is called with the rows so far after each size. */
export async function runScale(options: PeerOptions, onRow?: (rows: ScaleRow[]) => void): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  for (const pages of SCALE_SIZES) {
    const corpus = options.prepareCorpus(pages, options.seed);
    const routes = corpusDocRoutes(path.join(corpus.dir, 'content', 'docs'));
    console.log(`scale: ${routes.length} pages, ours (search on), cold build…`);
    const m = await measureOurs(options, corpus.dir, true, true);
    const row: ScaleRow = { pages: routes.length, ok: m.ok, ...(m.error ? { error: m.error } : {}), wallSeconds: m.wallSeconds, cpuSeconds: m.cpuSeconds, peakProcessMB: m.peakProcessMB, load1mBefore: m.load1mBefore };
    if (m.ok) {
      const assets = measurePageAssets(path.join(corpus.dir, 'dist'), routes);
      Object.assign(row, { htmlPages: (m.details?.pages as number | undefined) ?? assets.htmlFiles, htmlGzipMedian: assets.htmlGzip.median, jsGzipMedian: assets.jsGzip.median, cssGzipMedian: assets.cssGzip.median, outputMB: assets.totalBytes / 1048576 });
    }
    // Printed and saved size by size, so that a long run stopped at 10,000 pages keeps the smaller sizes.
    console.log(`  ${m.ok ? `${m.wallSeconds.toFixed(1)} s wall, ${fixed(m.cpuSeconds, 1)} s CPU, ${fixed(m.peakProcessMB, 0)} MB, ${row.htmlPages} HTML pages, per page HTML ${kb(row.htmlGzipMedian)} KB, JS ${kb(row.jsGzipMedian)} KB gzipped` : `FAILED: ${m.error ?? ''}`}`);
    rows.push(row);
    onRow?.(rows);
  }
  console.log('\nScale: ours (search on), cold, one build per size');
  console.log(
    table(
      ['Pages', 'Wall s', 'CPU s', 'ms CPU/page', 'Peak MB (1 proc)', 'HTML pages', 'HTML/page KB', 'JS/page KB', 'CSS/page KB', 'Output MB'],
      rows.map((r) => [
        r.ok ? r.pages.toLocaleString('en-US') : `${r.pages} FAILED`,
        fixed(r.wallSeconds, 1),
        fixed(r.cpuSeconds, 1),
        r.cpuSeconds !== undefined ? ((r.cpuSeconds * 1000) / r.pages).toFixed(1) : '—',
        fixed(r.peakProcessMB, 0),
        r.htmlPages !== undefined ? String(r.htmlPages) : '—',
        kb(r.htmlGzipMedian),
        kb(r.jsGzipMedian),
        kb(r.cssGzipMedian),
        fixed(r.outputMB, 1),
      ]),
    ),
  );
  console.log('Per page: gzipped, medians over the doc pages (JS: <script src> with static imports, preload and modulepreload).');
  return rows;
}
