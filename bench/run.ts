/**
 * `npm run bench`: builds a synthetic corpus of 1,000 and 3,000 pages and the real site, each in a
 * fresh child process, measures time, peak memory and what readers download, checks the budgets
 * in bench/budgets.ts, prints a table and writes bench/results.json. With the real site it also
 * times `npm run build` cold, warm and warm after one edit (warm-bench.ts) and the dev server
 * (dev-bench.ts: first page, a saved edit). Exits 1 when a build fails
 * or a budget is exceeded.
 *
 * Flags: --quick (1,000 pages and the real site only), --pages=N (one synthetic size only),
 * --seed=N (corpus seed, default 1), --peers (instead: the 1,000-page corpus, or --pages=N, built
 * cold by this pipeline, Docusaurus 3 default and faster, and Starlight, --runs=N rounds; see
 * bench/peers/compare.ts; writes bench/peers-results.json and checks no budget), --scale (our
 * figures at 1,000, 3,000 and 10,000 pages; bench/peers/scale.ts), --help.
 */
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUDGETS, buildSecondsBudget } from './budgets.ts';
import { generateCorpus } from './generate-corpus.ts';
import { RESULT_MARKER, type ChildResult } from './protocol.ts';
import { mergeResults, runPeerComparison } from './peers/compare.ts';
import { cachedGzipSize, createPageWeigher } from '../src/audit/page-weight.ts';
import { CHUNK_MAP } from '../src/build/assets/build-client.ts';
import { measureSearch, type SearchFigures } from './search-bench.ts';
import { measureToolSizes, type ToolSize } from './tool-sizes.ts';
import { BENCH_VERSIONS, measureVersions, type VersionsFigures } from './versions-bench.ts';
import { EDITED_PAGE, largestStages, measureWarmRebuild, type WarmFigures } from './warm-bench.ts';
import { firstPageHow, measureDevServer, type DevFigures } from './dev-bench.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ENGINE_ROOT = path.resolve(BENCH_DIR, '..');
const CORPUS_ROOT = path.join(BENCH_DIR, '.corpus');
const RESULTS_FILE = path.join(BENCH_DIR, 'results.json');
const CLIENT_CACHE = path.join(ENGINE_ROOT, 'node_modules', '.cache', 'docs-client');
const TIME_BIN = '/usr/bin/time';
const DEFAULT_SIZES = [1000, 3000];

// ---------------------------------------------------------------------------------------------
// Arguments

interface Options {
  sizes: number[];
  real: boolean;
  seed: number;
  peers: boolean;
  /** --runs=N: cold runs per target with --peers. */
  runs: number;
  /** --scale: our figures at 1,000, 3,000 and 10,000 pages (bench/peers/scale.ts); on with --peers unless --no-scale. */
  scale: boolean;
  /** --no-scale: a --peers run without the scale figures. */
  noScale: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { sizes: DEFAULT_SIZES, real: true, seed: 1, peers: false, runs: 3, scale: false, noScale: false };
  for (const arg of argv) {
    if (arg === '--quick') {
      if (options.sizes === DEFAULT_SIZES) options.sizes = [1000];
    } else if (arg.startsWith('--pages=')) {
      const n = Number(arg.slice('--pages='.length));
      if (!Number.isInteger(n) || n < 1) usage(`--pages needs a positive integer, got "${arg}"`);
      options.sizes = [n];
      options.real = false;
    } else if (arg.startsWith('--seed=')) {
      const n = Number(arg.slice('--seed='.length));
      if (!Number.isInteger(n)) usage(`--seed needs an integer, got "${arg}"`);
      options.seed = n;
    } else if (arg === '--peers') {
      options.peers = true;
    } else if (arg === '--scale') {
      options.scale = true;
    } else if (arg === '--no-scale') {
      options.noScale = true;
    } else if (arg.startsWith('--runs=')) {
      const n = Number(arg.slice('--runs='.length));
      if (!Number.isInteger(n) || n < 1) usage(`--runs needs a positive integer, got "${arg}"`);
      options.runs = n;
    } else if (arg === '--help' || arg === '-h') {
      usage();
    } else {
      usage(`unknown argument "${arg}"`);
    }
  }
  // A peers run is the whole comparison: with the scale figures unless asked not to.
  if (options.peers && !options.noScale) options.scale = true;
  return options;
}

function usage(error?: string): never {
  if (error) console.error(`bench: ${error}\n`);
  console.error('usage: npm run bench [-- --quick | --pages=N] [--seed=N] [--peers [--runs=N] [--no-scale]] [--scale]');
  console.error('  (default)   synthetic corpus of 1,000 and 3,000 pages, then the real site');
  console.error('  --quick     synthetic corpus of 1,000 pages, then the real site');
  console.error('  --pages=N   one synthetic corpus of N pages only');
  console.error('  --seed=N    corpus seed (default 1)');
  console.error('  --peers     only: build the 1,000-page corpus (or --pages=N) with this pipeline, Docusaurus 3');
  console.error('              (default and faster) and Starlight (installed once into node_modules/.cache/');
  console.error('              bench-peers/), every build cold, then a warm rebuild after editing one page;');
  console.error('              then our scale figures (--scale) and the real site\'s warm rebuild and dev server;');
  console.error('              print the figures side by side and write bench/peers-results.json (no budgets)');
  console.error('  --runs=N    with --peers: cold runs per target, interleaved, medians reported (default 3)');
  console.error('  --scale     alone: only our cold build at 1,000, 3,000 and 10,000 pages (time, memory, per-page');
  console.error('              HTML and JS), written to bench/peers-results.json; part of --peers unless --no-scale');
  process.exit(error ? 2 : 0);
}

// ---------------------------------------------------------------------------------------------
// Corpus

/** Generates the corpus unless the same generator, size and seed already produced it. */
function prepareCorpus(pages: number, seed: number): { dir: string; reused: boolean; ms: number } {
  const dir = path.join(CORPUS_ROOT, String(pages));
  const generatorHash = createHash('sha256').update(readFileSync(path.join(BENCH_DIR, 'generate-corpus.ts'))).digest('hex').slice(0, 16);
  const stamp = JSON.stringify({ pages, seed, generatorHash });
  const stampFile = path.join(dir, '.bench-stamp.json');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(path.join(dir, 'content'))) {
    return { dir, reused: true, ms: 0 };
  }
  const started = performance.now();
  generateCorpus(dir, pages, seed);
  writeFileSync(stampFile, stamp);
  return { dir, reused: false, ms: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------
// Running one build

interface BuildRun {
  ok: boolean;
  wallMs: number;
  peakRssKB?: number;
  /** User + system seconds of the build process (/usr/bin/time -v), when installed. */
  cpuSeconds?: number;
  rssSource: string;
  child?: ChildResult;
  error?: string;
  assetBuild: 'cold' | 'warm' | 'unknown';
}

function builtClientBundles(): Set<string> {
  if (!existsSync(CLIENT_CACHE)) return new Set();
  return new Set(readdirSync(CLIENT_CACHE).filter((key) => existsSync(path.join(CLIENT_CACHE, key, CHUNK_MAP))));
}

function tsxLoaderUrl(): string {
  try {
    return import.meta.resolve('tsx');
  } catch {
    return pathToFileURL(path.join(ENGINE_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  }
}

/** Builds `root` in a fresh Node process; `env` is added to a copy of this process's environment without DOCS_* variables. */
async function runBuild(root: string, env: Record<string, string>): Promise<BuildRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, TSX_TSCONFIG_PATH: path.join(ENGINE_ROOT, 'tsconfig.json'), ...env };
  // Same as `npm run build` (src/cli/production-env.ts): React's development build renders ~3x slower.
  childEnv.NODE_ENV ??= 'production';
  for (const name of ['DOCS_CONTENT_DIR', 'DOCS_DATA_DIR', 'DOCS_OUT_DIR', 'DOCS_SITE_URL']) if (!(name in env)) delete childEnv[name];
  const nodeArgs = ['--import', tsxLoaderUrl(), path.join(BENCH_DIR, 'build-child.ts'), root];
  const useTime = existsSync(TIME_BIN);
  const timeFile = path.join(os.tmpdir(), `docs-bench-time-${process.pid}-${Date.now()}.txt`);
  const [command, args] = useTime ? [TIME_BIN, ['-v', '-o', timeFile, process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];

  const before = builtClientBundles();
  const started = performance.now();
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
  });
  const wallMs = performance.now() - started;
  const after = builtClientBundles();
  const assetBuild = [...after].some((key) => !before.has(key)) ? 'cold' : after.size > 0 ? 'warm' : 'unknown';

  let timePeakKB: number | undefined;
  let cpuSeconds: number | undefined;
  if (useTime && existsSync(timeFile)) {
    const report = readFileSync(timeFile, 'utf8');
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
    if (match?.[1]) timePeakKB = Number(match[1]);
    const user = /User time \(seconds\): ([\d.]+)/.exec(report);
    const sys = /System time \(seconds\): ([\d.]+)/.exec(report);
    if (user?.[1] && sys?.[1]) cpuSeconds = Number(user[1]) + Number(sys[1]);
    rmSync(timeFile, { force: true });
  }
  const line = stdout.split('\n').find((l) => l.startsWith(RESULT_MARKER));
  const child = line ? (JSON.parse(line.slice(RESULT_MARKER.length)) as ChildResult) : undefined;
  const peakRssKB = timePeakKB ?? child?.maxRssKB;
  const rssSource = timePeakKB !== undefined ? '/usr/bin/time -v' : 'process.resourceUsage().maxRSS';
  if (code !== 0 || !child) {
    const error = (stderr.trim() || stdout.trim() || `exit code ${code}`).split('\n').slice(0, 60).join('\n');
    return { ok: false, wallMs, peakRssKB, cpuSeconds, rssSource, error, assetBuild };
  }
  return { ok: true, wallMs, peakRssKB, cpuSeconds, rssSource, child, assetBuild };
}

// ---------------------------------------------------------------------------------------------
// Measuring the output

interface Stats {
  median: number;
  p95: number;
  max: number;
}

interface OutputSizes {
  htmlFiles: number;
  docPages: number;
  /** Gzipped bytes per HTML file. */
  html: Stats;
  /** Gzipped bytes of JavaScript per doc page (script src, plus their static imports). */
  js: Stats;
  /** Gzipped bytes of CSS per doc page (link rel=stylesheet). */
  css: Stats;
  /** Same two figures over every HTML page, not only doc pages. */
  jsAllPages: Stats;
  cssAllPages: Stats;
  totalFiles: number;
  totalBytes: number;
  totalGzipBytes: number;
  /** The heaviest generated GraphQL reference page, when the site has any. */
  largestGraphqlPage?: { route: string; bytes: number; gzipBytes: number };
  /** Interactive tools (islands): gzipped bytes each loads beyond React, by island. */
  tools: Record<string, ToolSize>;
}

function stats(values: number[]): Stats {
  if (values.length === 0) return { median: 0, p95: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, p95: rank(0.95), max: sorted[sorted.length - 1]! };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(abs) : [abs];
  });
}


/** The biggest HTML page under docs/graphql, raw and gzipped. */
function largestGraphqlPage(outDir: string, files: string[]): OutputSizes['largestGraphqlPage'] {
  // Only the generated sections: a hand-written page may live under docs/graphql too.
  const sections = ['queries', 'mutations', 'objects', 'inputObjects', 'interfaces', 'unions', 'enums', 'scalars'];
  const pages = files.filter((f) => sections.some((s) => f.startsWith(path.join(outDir, 'docs', 'graphql', s) + path.sep)) && f.endsWith('.html'));
  if (pages.length === 0) return undefined;
  const biggest = pages.reduce((a, b) => (statSync(b).size > statSync(a).size ? b : a));
  const route = '/' + path.relative(outDir, biggest).replace(/\/index\.html$/, '').split(path.sep).join('/');
  return { route, bytes: statSync(biggest).size, gzipBytes: gzipSync(readFileSync(biggest)).length };
}

function measureOutput(outDir: string): OutputSizes {
  const files = listFiles(outDir);
  const gz = cachedGzipSize();
  const weigh = createPageWeigher(outDir);

  const htmlSizes: number[] = [];
  const js: number[] = [];
  const css: number[] = [];
  const jsAll: number[] = [];
  const cssAll: number[] = [];
  let totalBytes = 0;
  let totalGzipBytes = 0;
  for (const file of files) {
    totalBytes += statSync(file).size;
    totalGzipBytes += gz(file);
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(file, 'utf8');
    htmlSizes.push(gz(file));
    const { js: jsBytes, css: cssBytes } = weigh(file, html);
    jsAll.push(jsBytes);
    cssAll.push(cssBytes);
    if (/<body\b[^>]*\bclass="[^"]*\bpage-doc\b/.test(html)) {
      js.push(jsBytes);
      css.push(cssBytes);
    }
  }
  return {
    htmlFiles: htmlSizes.length,
    docPages: js.length,
    html: stats(htmlSizes),
    js: stats(js),
    css: stats(css),
    jsAllPages: stats(jsAll),
    cssAllPages: stats(cssAll),
    totalFiles: files.length,
    totalBytes,
    totalGzipBytes,
    largestGraphqlPage: largestGraphqlPage(outDir, files),
    tools: measureToolSizes(outDir),
  };
}

// ---------------------------------------------------------------------------------------------
// Targets, budgets, report

interface TargetResult {
  name: string;
  kind: 'synthetic' | 'real';
  root: string;
  contentPages: number;
  corpus?: { reused: boolean; generateMs: number; seed: number };
  /** Search figures measured in Chromium on the built site. */
  search?: SearchFigures;
  ok: boolean;
  error?: string;
  wallSeconds: number;
  buildSeconds?: number;
  startupSeconds?: number;
  timings?: Record<string, number>;
  pages?: number;
  pagesPerSecond?: number;
  peakRssMB?: number;
  rssSource: string;
  assetBuild: string;
  output?: OutputSizes;
}

interface Check {
  target: string;
  name: string;
  pass: boolean;
  detail: string;
}

function countContentPages(contentDir: string): number {
  if (!existsSync(contentDir)) return 0;
  return listFiles(contentDir).filter((f) => /\.mdx?$/i.test(f)).length;
}

function toResult(base: Omit<TargetResult, 'ok' | 'wallSeconds' | 'rssSource' | 'assetBuild'>, run: BuildRun, outDir: string): TargetResult {
  const result: TargetResult = {
    ...base,
    ok: run.ok,
    wallSeconds: run.wallMs / 1000,
    peakRssMB: run.peakRssKB !== undefined ? run.peakRssKB / 1024 : undefined,
    rssSource: run.rssSource,
    assetBuild: run.assetBuild,
  };
  if (!run.ok || !run.child) return { ...result, error: run.error };
  return {
    ...result,
    buildSeconds: run.child.buildMs / 1000,
    startupSeconds: run.child.startupMs / 1000,
    timings: run.child.timings,
    pages: run.child.pages,
    pagesPerSecond: run.child.pages / (run.wallMs / 1000),
    output: measureOutput(outDir),
  };
}

function checkBudgets(result: TargetResult): Check[] {
  const checks: Check[] = [];
  if (!result.ok) return [{ target: result.name, name: 'build', pass: false, detail: 'the build failed (see the error above)' }];
  if (result.kind === 'synthetic') {
    const { seconds, interpolated } = buildSecondsBudget(result.contentPages);
    checks.push({
      target: result.name,
      name: 'build time',
      pass: result.wallSeconds <= seconds,
      detail: `${result.wallSeconds.toFixed(2)} s ≤ ${seconds.toFixed(1)} s${interpolated ? ' (interpolated budget)' : ''}`,
    });
  }
  if (result.peakRssMB !== undefined) {
    checks.push({ target: result.name, name: 'peak memory', pass: result.peakRssMB < BUDGETS.peakRssMB, detail: `${result.peakRssMB.toFixed(0)} MB < ${BUDGETS.peakRssMB} MB` });
  }
  if (result.search) {
    const first = result.search.firstResultGzipBytes / 1024;
    checks.push({ target: result.name, name: 'search: bytes to first result (gzip)', pass: first <= BUDGETS.searchFirstResultGzipKB, detail: `${first.toFixed(1)} KB ≤ ${BUDGETS.searchFirstResultGzipKB} KB` });
    const ms = result.search.keystrokeMs.median;
    checks.push({ target: result.name, name: 'search: keystroke to results (median)', pass: ms <= BUDGETS.searchKeystrokeMs, detail: `${ms.toFixed(1)} ms ≤ ${BUDGETS.searchKeystrokeMs} ms` });
  }
  const searchMs = result.timings?.search;
  if (searchMs !== undefined && result.kind === 'real') {
    checks.push({ target: result.name, name: 'search stage', pass: searchMs / 1000 <= BUDGETS.searchIndexSeconds, detail: `${(searchMs / 1000).toFixed(2)} s ≤ ${BUDGETS.searchIndexSeconds} s` });
  }
  const referenceMs = result.timings?.reference;
  if (referenceMs !== undefined) {
    checks.push({ target: result.name, name: 'reference stage', pass: referenceMs / 1000 <= BUDGETS.referenceSeconds, detail: `${(referenceMs / 1000).toFixed(2)} s ≤ ${BUDGETS.referenceSeconds} s` });
  }
  if (result.output && result.kind === 'real') {
    for (const [tool, maxKB] of Object.entries(BUDGETS.toolGzipKB)) {
      const size = result.output.tools[tool];
      const kb = size ? (size.codeGzip + size.workerGzip) / 1024 : NaN;
      checks.push({ target: result.name, name: `tool ${tool} (gzip, beyond React)`, pass: Boolean(size) && kb <= maxKB, detail: size ? `${kb.toFixed(1)} KB ≤ ${maxKB} KB` : 'not found in the build' });
    }
  }
  if (result.output) {
    const kb = result.output.js.median / 1024;
    checks.push({
      target: result.name,
      name: 'doc page JS (median, gzip)',
      pass: result.output.docPages > 0 && kb <= BUDGETS.docPageJsGzipKB,
      detail: result.output.docPages > 0 ? `${kb.toFixed(1)} KB ≤ ${BUDGETS.docPageJsGzipKB} KB` : 'no doc pages found in the output',
    });
  }
  return checks;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const signed = (n: number): string => `${n >= 0 ? '+' : ''}${n.toFixed(2)}`;
const dash = '—';

function checkVersions(target: string, v: VersionsFigures | undefined): Check {
  if (!v) return { target, name: 'archived versions (warm)', pass: false, detail: 'the build with archived versions failed (see the error above)' };
  const extra = v.warmSeconds - v.baseSeconds;
  return { target, name: 'archived versions (warm)', pass: extra <= BUDGETS.versionsWarmExtraSeconds, detail: `${signed(extra)} s ≤ +${BUDGETS.versionsWarmExtraSeconds} s for ${BENCH_VERSIONS.length} versions` };
}

function printReport(results: TargetResult[], checks: Check[], versions?: VersionsFigures): void {
  console.log('\nBuild');
  console.log(
    table(
      ['Target', 'Content pages', 'HTML pages', 'Wall s', 'build() s', 'Pages/s', 'Peak RSS MB', 'Client assets'],
      results.map((r) => [
        r.name,
        String(r.contentPages),
        r.pages !== undefined ? String(r.pages) : dash,
        r.wallSeconds.toFixed(2),
        r.buildSeconds !== undefined ? r.buildSeconds.toFixed(2) : dash,
        r.pagesPerSecond !== undefined ? r.pagesPerSecond.toFixed(0) : dash,
        r.peakRssMB !== undefined ? r.peakRssMB.toFixed(0) : dash,
        r.ok ? r.assetBuild : 'FAILED',
      ]),
    ),
  );
  const measured = results.filter((r) => r.output);
  if (measured.length > 0) {
    console.log('\nPer-page transfer, gzipped KB (JS and CSS: what one doc page loads)');
    console.log(
      table(
        ['Target', 'HTML med', 'HTML p95', 'HTML max', 'JS med', 'JS max', 'CSS med', 'CSS max', 'Output MB', 'Output gz MB', 'Files'],
        measured.map((r) => {
          const o = r.output!;
          return [r.name, kb(o.html.median), kb(o.html.p95), kb(o.html.max), kb(o.js.median), kb(o.js.max), kb(o.css.median), kb(o.css.max), (o.totalBytes / 1048576).toFixed(1), (o.totalGzipBytes / 1048576).toFixed(1), String(o.totalFiles)];
        }),
      ),
    );
    for (const r of measured) {
      const g = r.output?.largestGraphqlPage;
      if (g) console.log(`\nLargest GraphQL page (${r.name}): ${g.route}, ${(g.bytes / 1024).toFixed(0)} KB HTML, ${(g.gzipBytes / 1024).toFixed(1)} KB gzipped`);
      const tools = Object.entries(r.output?.tools ?? {});
      if (r.kind === 'real' && tools.length) {
        console.log(`\nInteractive tools (${r.name}; gzipped KB, loaded only on pages with the tool)`);
        console.log(
          table(
            ['island', 'own code', 'worker', 'total', 'shared (React)'],
            tools.map(([name, t]) => [name, kb(t.codeGzip), kb(t.workerGzip), kb(t.codeGzip + t.workerGzip), kb(t.sharedGzip)]),
          ),
        );
      }
    }
    const searched = measured.filter((r) => r.search);
    if (searched.length > 0) {
      console.log('\nSearch (Chromium; gzipped KB)');
      console.log(
        table(
          ['Target', 'Pagefind MB', 'Pagefind files', 'Names KB', 'Names gz KB', 'To 1st result', 'To full list', 'Per query', 'Key→results ms', 'p95', 'Key→merged ms', 'p95'],
          searched.map((r) => {
            const s = r.search!;
            return [r.name, (s.pagefindBytes / 1048576).toFixed(1), String(s.pagefindFiles), kb(s.namesBytes), kb(s.namesGzipBytes), kb(s.firstResultGzipBytes), kb(s.fullResultsGzipBytes), kb(s.perQueryGzipBytes), s.keystrokeMs.median.toFixed(1), s.keystrokeMs.p95.toFixed(1), s.mergedMs.median.toFixed(1), s.mergedMs.p95.toFixed(1)];
          }),
        ),
      );
    }
    console.log('\nStage timings, ms (from build())');
    for (const r of measured) {
      const stages = Object.entries(r.timings ?? {}).map(([k, v]) => `${k} ${v}`).join(', ');
      console.log(`  ${r.name.padEnd(Math.max(...measured.map((m) => m.name.length)))}  start-up ${Math.round((r.startupSeconds ?? 0) * 1000)}, ${stages}`);
    }
  }
  if (versions) {
    console.log(`\nArchived versions (${versions.contentPages} content pages, ${BENCH_VERSIONS.length} archived copies; wall s)`);
    console.log(
      table(
        ['No versions', 'Cold cache', 'Warm cache', 'Warm extra', 'Pages written', 'Copy stage ms'],
        [[versions.baseSeconds.toFixed(2), versions.coldSeconds.toFixed(2), versions.warmSeconds.toFixed(2), signed(versions.warmSeconds - versions.baseSeconds), String(versions.warmPages), String(versions.warmCopyMs ?? dash)]],
      ),
    );
  }
  console.log(`\nPeak RSS measured with ${[...new Set(results.map((r) => r.rssSource))].join(', ')}; wall time is the whole build process, Node start-up included.`);
  console.log('\nBudgets (bench/budgets.ts)');
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.target.padEnd(16)} ${c.name}: ${c.detail}`);
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ENGINE_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

interface LighthouseFigures {
  pages: { kind: string; route: string; scores: Record<string, number>; metrics: Record<string, number | undefined> }[];
  exitCode: number;
}

/** Lighthouse with the performance budget on the real site's build (scripts/lighthouse.ts --performance). */
function measureLighthouse(outDir: string, reportsDir: string): LighthouseFigures | undefined {
  console.log('real-site: Lighthouse on one page of each kind (performance included)…');
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  let exitCode = 0;
  try {
    execFileSync(npx, ['tsx', path.join(ENGINE_ROOT, 'scripts', 'lighthouse.ts'), '--performance'], { cwd: ENGINE_ROOT, stdio: 'inherit', env: { ...process.env, DOCS_OUT_DIR: outDir, DOCS_REPORTS_DIR: reportsDir } });
  } catch (error) {
    exitCode = (error as { status?: number }).status ?? 1;
  }
  const file = path.join(reportsDir, 'lighthouse.json');
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { pages: LighthouseFigures['pages'] };
  return { pages: report.pages, exitCode };
}

function checkLighthouse(figures: LighthouseFigures | undefined): Check[] {
  if (!figures) return [{ target: 'real-site', name: 'Lighthouse performance', pass: false, detail: 'Lighthouse did not run (see the error above)' }];
  const worst = figures.pages.reduce((min, p) => Math.min(min, p.scores.performance ?? 0), 100);
  const low = figures.pages.filter((p) => (p.scores.performance ?? 0) < BUDGETS.lighthousePerformance).map((p) => `${p.route} ${p.scores.performance}`);
  return [
    {
      target: 'real-site',
      name: `Lighthouse performance (${figures.pages.length} pages)`,
      pass: low.length === 0 && figures.exitCode === 0,
      detail: low.length ? `below ${BUDGETS.lighthousePerformance}: ${low.join(', ')}` : `lowest ${worst} ≥ ${BUDGETS.lighthousePerformance}${figures.exitCode ? ' (another Lighthouse check failed, see above)' : ''}`,
    },
  ];
}

/** One measurement of the real site, announced; a failure is printed and gives undefined (the report then lacks that table). */
async function realSiteMeasure<T>(what: string, measure: () => Promise<T>): Promise<T | undefined> {
  console.log(`real-site: ${what}…`);
  try {
    return await measure();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    return undefined;
  }
}

/**
 * The real site's warm rebuild after one edit and its dev server (first page, a saved edit), as
 * the default bench measures them, printed and written to bench/peers-results.json (`realSite`)
 * so that a peers run reports every figure of the comparison. The dev server is started twice:
 * after a change to the engine its first start has no valid page snapshot and renders the site
 * (`devFirstStart`); the second is every later start (`dev`). False when a measurement failed.
 */
async function realSiteFigures(): Promise<boolean> {
  const warm = await realSiteMeasure(`npm run build cold, warm, and warm after editing ${EDITED_PAGE}`, () => measureWarmRebuild(ENGINE_ROOT));
  const devFirstStart = await realSiteMeasure('dev server, first start: first page and a saved edit', () => measureDevServer(ENGINE_ROOT));
  const dev = await realSiteMeasure('dev server, next start', () => measureDevServer(ENGINE_ROOT));
  printRealSite(warm, dev, devFirstStart);
  mergeResults(path.join(BENCH_DIR, 'peers-results.json'), { realSite: { date: new Date().toISOString(), commit: gitCommit(), warm, dev, devFirstStart } });
  return warm !== undefined && dev !== undefined;
}

function printRealSite(warm: WarmFigures | undefined, dev: DevFigures | undefined, devFirstStart?: DevFigures): void {
  if (warm) {
    console.log('\nWarm rebuild (real site, `npm run build` with its search index; wall s)');
    console.log(
      table(
        ['Target', 'Cold', 'Warm, no change', 'Warm, one edit', 'One edit: largest stages (ms)'],
        [['real site', warm.cold.seconds.toFixed(2), warm.warm.seconds.toFixed(2), warm.oneEdit.seconds.toFixed(2), largestStages(warm.oneEdit)]],
      ),
    );
  }
  const row = (label: string, d: DevFigures): string[] => [label, (d.firstPageMs / 1000).toFixed(2), firstPageHow(d).trim().replace(/^\((.*)\)$/, '$1') || 'rendered', (d.siteLoadedMs / 1000).toFixed(2), d.savedEditMs.toFixed(0), d.edits.map((ms) => ms.toFixed(0)).join(' ')];
  const rows = [...(devFirstStart ? [row('first start', devFirstStart)] : []), ...(dev ? [row(devFirstStart ? 'next start' : 'start', dev)] : [])];
  if (rows.length > 0) {
    console.log('\nDev server (real site)');
    console.log(table(['Start', 'First page s', 'How', 'Site loaded s', 'Saved edit shown ms (median)', 'Each edit ms'], rows));
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.peers || options.scale) {
    const pages = options.sizes === DEFAULT_SIZES ? 1000 : options.sizes[0]!;
    const ok = await runPeerComparison({ pages, seed: options.seed, runs: options.runs, scale: options.scale, scaleOnly: !options.peers, engineRoot: ENGINE_ROOT, prepareCorpus, buildOurs: runBuild, afterRuns: options.peers ? realSiteFigures : undefined });
    if (!ok) process.exitCode = 1;
    return;
  }
  const results: TargetResult[] = [];
  const loadBefore = os.loadavg()[0] ?? 0;
  const cpus = os.cpus().length;
  if (loadBefore > cpus * 0.5) {
    console.warn(`warning: the machine is busy (1-minute load ${loadBefore.toFixed(1)} on ${cpus} CPUs); times will be slower and noisier than usual.`);
  }

  for (const size of options.sizes) {
    const name = `synthetic-${size}`;
    const corpus = prepareCorpus(size, options.seed);
    const contentPages = countContentPages(path.join(corpus.dir, 'content', 'docs'));
    console.log(`${name}: ${corpus.reused ? 'reusing' : `generated in ${(corpus.ms / 1000).toFixed(1)} s,`} corpus ${path.relative(ENGINE_ROOT, corpus.dir)} (${contentPages} pages); building…`);
    const run = await runBuild(corpus.dir, {});
    const result = toResult({ name, kind: 'synthetic', root: corpus.dir, contentPages, corpus: { reused: corpus.reused, generateMs: Math.round(corpus.ms), seed: options.seed } }, run, path.join(corpus.dir, 'dist'));
    if (result.ok) result.search = await measureSearch(path.join(corpus.dir, 'dist'));
    if (!result.ok) console.error(`\n${name}: BUILD FAILED\n${result.error}\n`);
    results.push(result);
  }

  // Archived versions: the smallest corpus again with two archived versions, cold and warm cache.
  let versions: VersionsFigures | undefined;
  const smallest = results.find((r) => r.kind === 'synthetic' && r.ok && r.contentPages === Math.min(...options.sizes));
  if (smallest) {
    console.log(`${smallest.name}: with ${BENCH_VERSIONS.length} archived versions (${BENCH_VERSIONS.join(', ')}), cold then warm version cache…`);
    try {
      versions = await measureVersions(smallest.root, smallest.contentPages, runBuild);
    } catch (error) {
      console.error(`\n${(error as Error).message}\n`);
    }
  }

  let lighthouse: LighthouseFigures | undefined;
  let warm: WarmFigures | undefined;
  let dev: DevFigures | undefined;
  if (options.real) {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-bench-'));
    const outDir = path.join(tmp, 'dist');
    try {
      const contentPages = countContentPages(path.join(ENGINE_ROOT, 'content', 'docs'));
      console.log(`real-site: building ${contentPages} pages into a temporary folder…`);
      const run = await runBuild(ENGINE_ROOT, { DOCS_OUT_DIR: outDir });
      const result = toResult({ name: 'real-site', kind: 'real', root: ENGINE_ROOT, contentPages }, run, outDir);
      if (result.ok) result.search = await measureSearch(outDir);
      if (!result.ok) console.error(`\nreal-site: BUILD FAILED\n${result.error}\n`);
      results.push(result);
      if (result.ok) lighthouse = measureLighthouse(outDir, path.join(tmp, 'reports'));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    // Warm rebuilds (the build cache) and the dev server, both on the real site.
    warm = await realSiteMeasure(`npm run build cold, warm, and warm after editing ${EDITED_PAGE}`, () => measureWarmRebuild(ENGINE_ROOT));
    dev = await realSiteMeasure('dev server, first page and a saved edit', () => measureDevServer(ENGINE_ROOT));
  }

  const checks = results.flatMap(checkBudgets);
  if (options.real) checks.push(...checkLighthouse(lighthouse));
  if (smallest) checks.push(checkVersions(smallest.name, versions));
  if (options.real) {
    checks.push(
      warm
        ? { target: 'real-site', name: 'warm rebuild after one edit', pass: warm.oneEdit.seconds <= BUDGETS.warmEditSeconds, detail: `${warm.oneEdit.seconds.toFixed(2)} s ≤ ${BUDGETS.warmEditSeconds} s` }
        : { target: 'real-site', name: 'warm rebuild after one edit', pass: false, detail: 'the warm rebuild bench failed (see the error above)' },
    );
  }
  printReport(results, checks, versions);
  printRealSite(warm, dev);
  const loadAfter = os.loadavg()[0] ?? 0;
  console.log(`Machine: ${cpus} CPUs, 1-minute load ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after the run.`);
  const failed = checks.filter((c) => !c.pass);
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        commit: gitCommit(),
        args: process.argv.slice(2),
        machine: { buildNodeEnv: process.env.NODE_ENV ?? 'production', docsBuildThreads: process.env.DOCS_BUILD_THREADS, loadAverage1m: { before: loadBefore, after: loadAfter }, node: process.version, platform: `${os.platform()} ${os.release()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryMB: Math.round(os.totalmem() / 1048576) },
        budgets: BUDGETS,
        results,
        versions,
        warm,
        dev,
        lighthouse,
        checks,
        passed: failed.length === 0,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE)}. ${failed.length === 0 ? 'All budgets met.' : `${failed.length} budget check(s) failed.`}`);
  if (failed.length > 0) process.exitCode = 1;
}

await main();
