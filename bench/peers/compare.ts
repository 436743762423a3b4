/**
 * `npm run bench -- --peers`: builds one synthetic corpus (1,000 pages unless --pages=N) with this
 * site's pipeline, with and without search, and with Docusaurus 3, then prints the figures side by
 * side and writes bench/peers-results.json. bench/run.ts calls runPeerComparison() and hands it its
 * own corpus and child-build machinery, so our builds are measured exactly as in the main bench.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBrowserLoad, sampleRoutes, type BrowserLoadFigures } from './browser-load.ts';
import { buildDocusaurus, DOCUSAURUS_PACKAGES, installDocusaurus, prepareDocusaurusProject, type DocusaurusProject, type Installation } from './docusaurus.ts';
import { corpusDocRoutes, measurePageAssets, type PageAssetFigures } from './page-assets.ts';
import { TreeRssSampler, type TreePeak } from './process-tree.ts';

/** What bench/run.ts's runBuild() returns, as far as this module reads it. */
export interface OurBuildRun {
  ok: boolean;
  wallMs: number;
  peakRssKB?: number;
  rssSource: string;
  error?: string;
  assetBuild: string;
  child?: { pages: number; buildMs: number; timings: Record<string, number> };
}

export interface PeerOptions {
  pages: number;
  seed: number;
  engineRoot: string;
  /** Writes (or reuses) the synthetic corpus; bench/run.ts's prepareCorpus. */
  prepareCorpus(pages: number, seed: number): { dir: string; reused: boolean; ms: number };
  /** Builds a project with our pipeline in a child process; bench/run.ts's runBuild. */
  buildOurs(root: string, env: Record<string, string>): Promise<OurBuildRun>;
}

interface Row {
  target: string;
  engine: 'ours' | 'docusaurus';
  search: string;
  ok: boolean;
  error?: string;
  wallSeconds: number;
  /** Largest sum of RSS over the build's process tree, sampled every 100 ms (MB). */
  peakTreeMB?: number;
  /** Largest RSS of a single process (/usr/bin/time -v, else the tree sampler), MB. */
  peakProcessMB?: number;
  maxProcesses?: number;
  tree?: TreePeak;
  htmlPages?: number;
  assets?: PageAssetFigures;
  /** The same pages loaded in Chromium (a sample of them). */
  browser?: BrowserLoadFigures;
  details: Record<string, unknown>;
}

const MB = 1024;
const dash = '—';
const kb = (bytes: number | undefined): string => (bytes === undefined ? dash : (bytes / 1024).toFixed(1));
const fixed = (value: number | undefined, digits: number): string => (value === undefined ? dash : value.toFixed(digits));

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function gitCommit(root: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** Doc pages opened in Chromium per build. */
const BROWSER_SAMPLE = 30;

async function ourRow(options: PeerOptions, corpusDir: string, routes: string[], search: boolean): Promise<Row> {
  const target = `ours (search ${search ? 'on' : 'off'})`;
  const load = os.loadavg()[0] ?? 0;
  console.log(`${target}: building (1-minute load ${load.toFixed(1)})…`);
  // Every descendant of this process: /usr/bin/time (a few KB), the build process and its worker threads.
  const sampler = new TreeRssSampler(process.pid, false).start();
  const run = await options.buildOurs(corpusDir, { DOCS_SEARCH: search ? '1' : '0' });
  const tree = sampler.stop();
  const row: Row = {
    target,
    engine: 'ours',
    search: search ? 'Pagefind full text + names index, built in the same run' : 'none (DOCS_SEARCH=0)',
    ok: run.ok,
    wallSeconds: run.wallMs / 1000,
    peakTreeMB: tree ? Math.max(tree.peakTreeKB, run.peakRssKB ?? 0) / MB : undefined,
    peakProcessMB: run.peakRssKB !== undefined ? run.peakRssKB / MB : tree ? tree.peakProcessKB / MB : undefined,
    maxProcesses: tree?.maxProcesses,
    tree,
    details: { load1mBefore: load, rssSource: run.rssSource, clientAssets: run.assetBuild, buildSeconds: run.child ? run.child.buildMs / 1000 : undefined, timingsMs: run.child?.timings },
  };
  if (!run.ok) return { ...row, error: run.error };
  const outDir = path.join(corpusDir, 'dist');
  const assets = measurePageAssets(outDir, routes);
  const browser = await measureBrowserLoad(outDir, sampleRoutes(routes, BROWSER_SAMPLE));
  return { ...row, htmlPages: run.child?.pages ?? assets.htmlFiles, assets, browser };
}

async function docusaurusRow(corpusDir: string, routes: string[], install: Installation): Promise<{ row: Row; project?: DocusaurusProject }> {
  const target = `Docusaurus ${install.installed['@docusaurus/core'] ?? DOCUSAURUS_PACKAGES['@docusaurus/core']}`;
  let project: DocusaurusProject | undefined;
  try {
    project = prepareDocusaurusProject(corpusDir, install);
    const load = os.loadavg()[0] ?? 0;
    console.log(`${target}: project with ${project.docs} docs in ${project.dir}; building (cold: no .docusaurus/, no webpack cache; 1-minute load ${load.toFixed(1)})…`);
    const build = await buildDocusaurus(project, install);
    const tree = build.tree;
    const row: Row = {
      target,
      engine: 'docusaurus',
      search: 'none (no search plugin installed)',
      ok: build.ok,
      wallSeconds: build.wallMs / 1000,
      peakTreeMB: tree ? Math.max(tree.peakTreeKB, build.timePeakKB ?? 0) / MB : undefined,
      peakProcessMB: build.timePeakKB !== undefined ? build.timePeakKB / MB : tree ? tree.peakProcessKB / MB : undefined,
      maxProcesses: tree?.maxProcesses,
      tree,
      details: { load1mBefore: load, rssSource: build.timePeakKB !== undefined ? '/usr/bin/time -v' : 'tree sampler', warnings: build.warnings.length, warningSample: build.warnings.slice(0, 5), projectSeconds: project.seconds },
    };
    if (!build.ok) return { row: { ...row, error: `${build.error}\n(full log: ${path.join(project.dir, 'build.log')})` }, project };
    const assets = measurePageAssets(build.outDir, routes);
    const browser = await measureBrowserLoad(build.outDir, sampleRoutes(routes, BROWSER_SAMPLE));
    return { row: { ...row, htmlPages: assets.htmlFiles, assets, browser }, project };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { row: { target, engine: 'docusaurus', search: 'none', ok: false, error: message, wallSeconds: 0, details: {} }, project };
  }
}

function printRows(rows: Row[], pages: number, seed: number): void {
  console.log(`\nPeers: the same synthetic corpus of ${pages.toLocaleString('en-US')} pages (seed ${seed}), built one after the other`);
  console.log(
    table(
      ['Target', 'Wall s', 'CPU s', 'Peak MB (tree)', 'Peak MB (1 proc)', 'Procs', 'HTML pages', 'JS in HTML', 'JS loaded', 'JS prefetched', 'CSS/page', 'HTML/page', 'All JS KB (files)', 'Output MB'],
      rows.map((r) => [
        r.ok ? r.target : `${r.target} FAILED`,
        fixed(r.wallSeconds, 1),
        fixed(r.tree?.cpuSeconds, 1),
        fixed(r.peakTreeMB, 0),
        fixed(r.peakProcessMB, 0),
        r.maxProcesses !== undefined ? String(r.maxProcesses) : dash,
        r.htmlPages !== undefined ? String(r.htmlPages) : dash,
        kb(r.assets?.jsGzip.median),
        kb(r.browser?.scriptGzip.median),
        kb(r.browser?.prefetchGzip.median),
        kb(r.assets?.cssGzip.median),
        kb(r.assets?.htmlGzip.median),
        r.assets ? `${kb(r.assets.allJs.gzipBytes)} (${r.assets.allJs.files})` : dash,
        r.assets ? (r.assets.totalBytes / 1048576).toFixed(1) : dash,
      ]),
    ),
  );
  console.log(
    [
      '',
      'Wall s: the whole build command, process start-up included. CPU s: user + system time of every process and thread of the',
      'build (from /proc; steadier than wall time on a busy machine). Peak MB (tree): the largest sum of RSS over every process of',
      'the build, sampled from /proc every 100 ms (worker threads count with their process; shared pages count once per process).',
      'Peak MB (1 proc): /usr/bin/time -v "Maximum resident set size", the largest single process. Procs: most processes at once.',
      'Per page, gzipped KB, medians. JS in HTML: every <script src> (with its static imports), <link rel=preload as=script> and',
      `<link rel=modulepreload> of each doc page's HTML, over all the corpus' doc pages. JS loaded / prefetched: ${BROWSER_SAMPLE} doc pages opened`,
      'in Chromium (fresh cache, no interaction, until the network is idle): requests of type script (including chunks a runtime',
      "inserts before hydrating: Docusaurus fetches each route's chunks so), and other .js requests (<link rel=prefetch>).",
      'CSS/page: <link rel=stylesheet>. All JS: every .js file of the output, gzipped (what pages may load later), and their count.',
    ].join('\n'),
  );
  const ours = rows.find((r) => r.engine === 'ours' && r.ok && r.target.includes('search on'));
  const peer = rows.find((r) => r.engine === 'docusaurus' && r.ok);
  if (ours && peer) {
    const ratio = (a: number | undefined, b: number | undefined): string => (a && b ? `${(a / b).toFixed(1)}×` : dash);
    console.log(
      `\n${peer.target} vs ours (search on): build time ${ratio(peer.wallSeconds, ours.wallSeconds)}, CPU time ${ratio(peer.tree?.cpuSeconds, ours.tree?.cpuSeconds)}, peak memory (tree) ${ratio(peer.peakTreeMB, ours.peakTreeMB)}, ` +
        `JS loaded per page ${ratio(peer.browser?.scriptGzip.median, ours.browser?.scriptGzip.median)}, CSS per page ${ratio(peer.assets?.cssGzip.median, ours.assets?.cssGzip.median)}.`,
    );
  }
  for (const r of rows.filter((row) => !row.ok)) console.error(`\n${r.target}: FAILED\n${r.error ?? ''}`);
}

/** Runs the comparison; resolves to false when a build failed. */
export async function runPeerComparison(options: PeerOptions): Promise<boolean> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const corpus = options.prepareCorpus(options.pages, options.seed);
  const routes = corpusDocRoutes(path.join(corpus.dir, 'content', 'docs'));
  console.log(`peers: ${corpus.reused ? 'reusing' : `generated in ${(corpus.ms / 1000).toFixed(1)} s,`} corpus ${path.relative(options.engineRoot, corpus.dir)} (${routes.length} pages)`);

  const cacheRoot = path.join(options.engineRoot, 'node_modules', '.cache', 'bench-peers');
  let install: Installation | undefined;
  let installError: string | undefined;
  try {
    install = await installDocusaurus(cacheRoot, (line) => console.log(`peers: ${line}`));
    console.log(`peers: Docusaurus ${install.reused ? 'already installed' : `installed in ${install.seconds.toFixed(0)} s`} (${Object.entries(install.installed).map(([n, v]) => `${n}@${v}`).join(', ')})`);
  } catch (error) {
    installError = error instanceof Error ? error.message : String(error);
  }

  const rows: Row[] = [];
  // Search off first, then on, so that the corpus' dist/ is left as a normal build makes it.
  rows.push(await ourRow(options, corpus.dir, routes, false));
  rows.push(await ourRow(options, corpus.dir, routes, true));
  let project: DocusaurusProject | undefined;
  if (install) {
    const peer = await docusaurusRow(corpus.dir, routes, install);
    rows.push(peer.row);
    project = peer.project;
  } else {
    rows.push({ target: `Docusaurus ${DOCUSAURUS_PACKAGES['@docusaurus/core']}`, engine: 'docusaurus', search: 'none', ok: false, error: installError, wallSeconds: 0, details: {} });
  }

  printRows(rows, routes.length, options.seed);
  const loadAfter = os.loadavg()[0] ?? 0;
  const cpus = os.cpus().length;
  console.log(`\nMachine: ${cpus} CPUs, Node ${process.version}, 1-minute load ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after the run.`);

  const ourPackage = JSON.parse(readFileSync(path.join(options.engineRoot, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
  const file = path.join(options.engineRoot, 'bench', 'peers-results.json');
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        commit: gitCommit(options.engineRoot),
        args: process.argv.slice(2),
        machine: { cpus, cpuModel: os.cpus()[0]?.model, memoryMB: Math.round(os.totalmem() / 1048576), node: process.version, platform: `${os.platform()} ${os.release()}`, loadAverage1m: { before: loadBefore, after: loadAfter } },
        corpus: { pages: routes.length, seed: options.seed, dir: path.relative(options.engineRoot, corpus.dir), reused: corpus.reused },
        versions: {
          ours: { package: ourPackage.version, commit: gitCommit(options.engineRoot), react: ourPackage.dependencies.react, vite: ourPackage.dependencies.vite, pagefind: ourPackage.dependencies.pagefind },
          docusaurus: install?.installed ?? DOCUSAURUS_PACKAGES,
        },
        method: {
          wallSeconds: 'wall time of the whole build command (child process), start-up included',
          cpuSeconds: 'tree.cpuSeconds: user + system time of every descendant process (all threads), from /proc/<pid>/stat utime+stime+cutime+cstime, largest sum seen',
          peakTreeMB: 'largest sum of RSS over every descendant process of the bench runner during the build, sampled from /proc every 100 ms, or /usr/bin/time\'s figure if larger',
          peakProcessMB: '/usr/bin/time -v Maximum resident set size (largest single process of the tree)',
          perPage: 'gzipped bytes (level 6), medians. assets: over every corpus doc route, from the HTML: JS = <script src> + their static imports + <link rel=preload as=script|modulepreload>; CSS = <link rel=stylesheet>. browser: a sample of doc routes opened in Chromium (fresh context, no interaction, until network idle): scriptGzip = requests of type script, prefetchGzip = other .js requests',
          docusaurus: 'cold build (no .docusaurus/, no webpack persistent cache), default bundler (webpack + Babel, not @docusaurus/faster), markdown.format detect, blog off, no search plugin',
          ours: 'bench/build-child.ts through bench/run.ts runBuild (NODE_ENV=production); client assets cold or warm as reported',
        },
        results: rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Wrote ${path.relative(process.cwd(), file)}.`);

  const ok = rows.every((r) => r.ok);
  if (project) {
    // Kept when a build failed, or on request (BENCH_KEEP_PEER_PROJECT=1), to look at its build/ or build.log.
    if (ok && process.env.BENCH_KEEP_PEER_PROJECT !== '1') rmSync(project.dir, { recursive: true, force: true });
    else console.log(`The Docusaurus project is kept in ${project.dir} (build/ and build.log).`);
  }
  return ok;
}
