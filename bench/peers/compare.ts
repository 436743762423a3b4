/**
 * `npm run bench -- --peers`: builds one synthetic corpus (1,000 pages unless --pages=N) with this
 * site's pipeline (search off and on), Docusaurus 3 in its default mode, Docusaurus with
 * @docusaurus/faster, and Starlight; every build cold (all caches removed, ours included), N runs
 * interleaved (--runs=N, default 3), medians printed side by side with the ratio against the
 * fastest peer. Then the warm rebuild after editing one page (ours and Docusaurus faster with its
 * persistent cache). `--scale` adds our figures at 1,000, 3,000 and 10,000 pages (bench/peers/scale.ts).
 * Writes bench/peers-results.json. bench/run.ts calls runPeerComparison() with its own corpus and
 * child-build machinery, so our builds are measured exactly as in the main bench.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBrowserLoad, sampleRoutes, type BrowserLoadFigures } from './browser-load.ts';
import { buildDocusaurus, DOCUSAURUS_PACKAGES, futureConfig, installDocusaurus, prepareDocusaurusProject, type DocusaurusMode, type DocusaurusProject, type Installation } from './docusaurus.ts';
import { corpusDocRoutes, measurePageAssets, type PageAssetFigures } from './page-assets.ts';
import { TreeRssSampler, type TreePeak } from './process-tree.ts';
import { runScale, type ScaleRow } from './scale.ts';
import { clearSetAside, setAside } from './set-aside.ts';
import { timedNode, type TimedRun } from './timed-run.ts';
import { buildStarlight, installStarlight, prepareStarlightProject, STARLIGHT_PACKAGES, type StarlightInstallation, type StarlightProject } from './starlight.ts';

/** What bench/run.ts's runBuild() returns, as far as this module reads it. */
export interface OurBuildRun {
  ok: boolean;
  wallMs: number;
  peakRssKB?: number;
  cpuSeconds?: number;
  rssSource: string;
  error?: string;
  assetBuild: string;
  child?: { pages: number; buildMs: number; timings: Record<string, number> };
}

export interface PeerOptions {
  pages: number;
  seed: number;
  /** Cold runs per target, interleaved. */
  runs: number;
  /** Also our figures at SCALE_SIZES pages. */
  scale: boolean;
  /** Only the scale figures (no peers). */
  scaleOnly?: boolean;
  engineRoot: string;
  /** Writes (or reuses) the synthetic corpus; bench/run.ts's prepareCorpus. */
  prepareCorpus(pages: number, seed: number): { dir: string; reused: boolean; ms: number };
  /** Builds a project with our pipeline in a child process; bench/run.ts's runBuild. */
  buildOurs(root: string, env: Record<string, string>): Promise<OurBuildRun>;
  /**
   * Further figures, measured after the peers and the scale table but before the builds set
   * aside are deleted: deleting thousands of files slows file creation for minutes after (see
   * set-aside.ts), which would charge those figures for the bench's own clean-up. False: failed.
   */
  afterRuns?: () => Promise<boolean>;
}

/** One build's figures. */
export interface Measure {
  ok: boolean;
  error?: string;
  wallSeconds: number;
  cpuSeconds?: number;
  /** Largest single process (the figure compared), MB. */
  peakProcessMB?: number;
  /** Largest sum of RSS over the tree, sampled every 100 ms, MB. */
  peakTreeMB?: number;
  maxProcesses?: number;
  load1mBefore: number;
  details?: Record<string, unknown>;
}

type Engine = 'ours' | 'docusaurus' | 'starlight';

interface Row {
  id: string;
  target: string;
  engine: Engine;
  search: string;
  runs: Measure[];
  /** Medians over the successful runs. */
  median?: { wallSeconds: number; cpuSeconds?: number; peakProcessMB?: number; peakTreeMB?: number };
  htmlPages?: number;
  assets?: PageAssetFigures;
  browser?: BrowserLoadFigures;
}

const MB = 1024;
const dash = '—';
const kb = (bytes: number | undefined): string => (bytes === undefined ? dash : (bytes / 1024).toFixed(1));
const fixed = (value: number | undefined, digits: number): string => (value === undefined ? dash : value.toFixed(digits));

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const medianOf = (runs: Measure[], pick: (m: Measure) => number | undefined): number | undefined => median(runs.map(pick).filter((v): v is number => v !== undefined));

export function table(header: string[], rows: string[][]): string {
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

/** Doc pages opened in Chromium per target (once, after its last run). */
const BROWSER_SAMPLE = 30;

/**
 * The engine's own code, compiled once per engine version and the same for every site, by `npm ci`
 * (package.json "prepare": scripts/prepare-engine.ts), as the peers' packages ship compiled
 * JavaScript: kept through a cold build. `docs-worker`: the compile worker's code and its packages
 * in one file; `docs-client`: the browser script and stylesheet (the islands, the site's CSS),
 * which hold no page, config or content of any site.
 */
export const ENGINE_CODE_CACHES: ReadonlySet<string> = new Set(['docs-worker', 'docs-client']);

/**
 * Our pipeline's caches, cleared before each cold build of ours (set aside, see set-aside.ts):
 * every node_modules/.cache/docs-* folder of the engine except the engine's compiled code
 * (ENGINE_CODE_CACHES; with `engineCode`, that too: a build that compiles the engine itself),
 * and the project's own node_modules/.cache (archived versions) and dist/.
 */
export function clearOurCaches(engineRoot: string, projectRoot: string, engineCode = false): void {
  const cache = path.join(engineRoot, 'node_modules', '.cache');
  if (existsSync(cache)) for (const name of readdirSync(cache)) if (name.startsWith('docs-') && (engineCode || !ENGINE_CODE_CACHES.has(name))) setAside(path.join(cache, name));
  setAside(path.join(projectRoot, 'node_modules', '.cache'));
  setAside(path.join(projectRoot, 'dist'));
}

/**
 * An empty folder for a child process's os.tmpdir() (TMPDIR), set aside after the run. tsx keeps
 * the engine's modules it transpiled under os.tmpdir(): a child given this one transpiles every
 * module again, as on a machine where nothing of the engine ran yet.
 */
function freshTmpDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-bench-tmp-'));
  setAside(dir);
  return dir;
}

/** What `npm ci` adds to installing: scripts/prepare-engine.ts run with none of the engine compiled. */
export interface EngineCompile {
  ok: boolean;
  wallSeconds: number;
  cpuSeconds?: number;
  peakProcessMB?: number;
  output: string;
}

/**
 * Times the engine's compile step of `npm ci` (scripts/prepare-engine.ts) from nothing: the
 * compiled engine (ENGINE_CODE_CACHES) set aside and tsx's transpiled modules out of reach. It
 * leaves the compiled engine in place, as `npm ci` does, for the builds after it.
 */
export async function measureEngineCompile(engineRoot: string): Promise<EngineCompile> {
  const cache = path.join(engineRoot, 'node_modules', '.cache');
  for (const name of ENGINE_CODE_CACHES) setAside(path.join(cache, name));
  const run = await timedNode(['--import', import.meta.resolve('tsx'), path.join(engineRoot, 'scripts', 'prepare-engine.ts')], engineRoot, { ...process.env, TMPDIR: freshTmpDir() });
  // The script exits 0 when a step fails (installing goes on); it says "not made" for that step.
  const made = !/\bnot made\b/.test(run.output) && [...ENGINE_CODE_CACHES].every((name) => existsSync(path.join(cache, name)));
  return { ok: run.code === 0 && made, wallSeconds: run.wallMs / 1000, cpuSeconds: run.cpuSeconds, peakProcessMB: run.peakProcessKB !== undefined ? run.peakProcessKB / 1024 : undefined, output: run.output.trim() };
}

export async function measureOurs(options: PeerOptions, projectRoot: string, search: boolean, cold: boolean, engineCode = false): Promise<Measure> {
  if (cold) clearOurCaches(options.engineRoot, projectRoot, engineCode);
  const load = os.loadavg()[0] ?? 0;
  const sampler = new TreeRssSampler(process.pid, false).start();
  // A warm build uses the build cache, as `npm run build` does; cold rounds build without it.
  // Compiling the engine in the build includes transpiling its modules (tsx), which a fresh TMPDIR makes it do.
  const run = await options.buildOurs(projectRoot, { DOCS_SEARCH: search ? '1' : '0', ...(cold ? {} : { DOCS_BENCH_CACHE: '1' }), ...(engineCode ? { TMPDIR: freshTmpDir() } : {}) });
  const tree = sampler.stop();
  return fromTree(
    { ok: run.ok, error: run.error, wallSeconds: run.wallMs / 1000, cpuSeconds: run.cpuSeconds, peakProcessKB: run.peakRssKB, load },
    tree,
    { rssSource: run.rssSource, clientAssets: run.assetBuild, buildSeconds: run.child ? run.child.buildMs / 1000 : undefined, pages: run.child?.pages, timingsMs: run.child?.timings },
  );
}

function fromTree(base: { ok: boolean; error?: string; wallSeconds: number; cpuSeconds?: number; peakProcessKB?: number; load: number }, tree: TreePeak | undefined, details: Record<string, unknown>): Measure {
  const processKB = base.peakProcessKB ?? tree?.peakProcessKB;
  return {
    ok: base.ok,
    ...(base.error ? { error: base.error } : {}),
    wallSeconds: base.wallSeconds,
    // /usr/bin/time counts only descendants that were waited for: a helper process stopped just
    // before its parent exits (Pagefind's, in our build and Starlight's) is missed. The sampler
    // sees it while it runs; the larger figure is the one closer to the truth.
    cpuSeconds: base.cpuSeconds === undefined ? tree?.cpuSeconds : Math.max(base.cpuSeconds, tree?.cpuSeconds ?? 0),
    peakProcessMB: processKB !== undefined ? processKB / MB : undefined,
    peakTreeMB: tree ? Math.max(tree.peakTreeKB, processKB ?? 0) / MB : undefined,
    maxProcesses: tree?.maxProcesses,
    load1mBefore: base.load,
    details,
  };
}

interface Target {
  row: Row;
  /** One cold build. */
  build(): Promise<Measure>;
  /** The output folder of the last build. */
  outDir(): string;
  cleanup(ok: boolean): void;
}

/** A peer's timed build as a measure; a failed build names its log in the project folder. */
function peerMeasure(build: { ok: boolean; error?: string; run: TimedRun }, projectDir: string, load: number, details: Record<string, unknown> = {}): Measure {
  const r = build.run;
  return fromTree(
    { ok: build.ok, error: build.error ? `${build.error}\n(full log: ${path.join(projectDir, 'build.log')})` : undefined, wallSeconds: r.wallMs / 1000, cpuSeconds: r.cpuSeconds, peakProcessKB: r.peakProcessKB, load },
    r.tree,
    { rssSource: r.source, ...details },
  );
}

function docusaurusTarget(corpusDir: string, install: Installation, mode: DocusaurusMode): { target: Target; project: DocusaurusProject } {
  const project = prepareDocusaurusProject(corpusDir, install, mode);
  const version = install.installed['@docusaurus/core'] ?? DOCUSAURUS_PACKAGES['@docusaurus/core'];
  const row: Row = { id: `docusaurus-${mode}`, target: mode === 'faster' ? `Docusaurus ${version} faster` : `Docusaurus ${version}`, engine: 'docusaurus', search: 'none (no search plugin in the default preset setup)', runs: [] };
  return {
    project,
    target: {
      row,
      async build() {
        const load = os.loadavg()[0] ?? 0;
        const build = await buildDocusaurus(project, install);
        return peerMeasure(build, project.dir, load, { warnings: build.warnings.length, warningSample: build.warnings.slice(0, 5) });
      },
      outDir: () => path.join(project.dir, 'build'),
      cleanup(ok) {
        if (ok && process.env.BENCH_KEEP_PEER_PROJECT !== '1') setAside(project.dir); // deleted with the rest when the run is over
        else console.log(`${row.target}: project kept in ${project.dir} (build/ and build.log).`);
      },
    },
  };
}

function starlightTarget(corpusDir: string, install: StarlightInstallation): { target: Target; project: StarlightProject } {
  const project = prepareStarlightProject(corpusDir, install);
  const row: Row = {
    id: 'starlight',
    target: `Starlight ${install.installed['@astrojs/starlight'] ?? STARLIGHT_PACKAGES['@astrojs/starlight']}`,
    engine: 'starlight',
    search: `Pagefind ${install.installed.pagefind ?? ''} full text, built in the same run`.replace('  ', ' '),
    runs: [],
  };
  return {
    project,
    target: {
      row,
      async build() {
        const load = os.loadavg()[0] ?? 0;
        return peerMeasure(await buildStarlight(project, install), project.dir, load);
      },
      outDir: () => path.join(project.dir, 'dist'),
      cleanup(ok) {
        if (ok && process.env.BENCH_KEEP_PEER_PROJECT !== '1') setAside(project.dir); // deleted with the rest when the run is over
        else console.log(`${row.target}: project kept in ${project.dir} (dist/ and build.log).`);
      },
    },
  };
}

function failedTarget(id: string, target: string, engine: Engine, error: string): Target {
  const row: Row = { id, target, engine, search: dash, runs: [] };
  return { row, build: async () => ({ ok: false, error, wallSeconds: 0, load1mBefore: os.loadavg()[0] ?? 0 }), outDir: () => '', cleanup: () => undefined };
}

/** Appends a line to the edited page, so that exactly one page's content changes. */
function editPage(file: string): () => void {
  const original = readFileSync(file, 'utf8');
  appendFileSync(file, `\n\nEdited for the warm-rebuild benchmark at ${new Date().toISOString()}.\n`);
  return () => writeFileSync(file, original);
}

/** A corpus page that is plain Markdown in a sub-folder (the same file for every engine). */
function corpusSamplePage(docsDir: string): string {
  for (const folder of readdirSync(docsDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
    const page = readdirSync(path.join(docsDir, folder)).filter((n) => n.endsWith('.md') && !/^readme/i.test(n)).sort()[0];
    if (page) return path.join(folder, page);
  }
  throw new Error(`no Markdown page in a sub-folder of ${docsDir}`);
}

interface WarmFigures {
  page: string;
  ours?: Measure;
  docusaurusFaster?: Measure;
  docusaurusCache: string;
}

function printRows(rows: Row[], pages: number, seed: number, runs: number): Row | undefined {
  console.log(`\nPeers: the same synthetic corpus of ${pages.toLocaleString('en-US')} pages (seed ${seed}), every build cold, median of ${runs} interleaved run(s)`);
  console.log(
    table(
      ['Target', 'Search', 'Wall s', 'CPU s', 'Peak MB (1 proc)', 'Peak MB (tree)', 'Procs', 'HTML pages', 'JS in HTML', 'JS loaded', 'CSS/page', 'HTML/page', 'All JS KB (files)', 'Output MB'],
      rows.map((r) => [
        r.median ? r.target : `${r.target} FAILED`,
        r.engine === 'docusaurus' ? 'none' : r.id === 'ours-off' ? 'off' : 'Pagefind' + (r.engine === 'ours' ? ' + names' : ''),
        fixed(r.median?.wallSeconds, 1),
        fixed(r.median?.cpuSeconds, 1),
        fixed(r.median?.peakProcessMB, 0),
        fixed(r.median?.peakTreeMB, 0),
        String(Math.max(0, ...r.runs.map((m) => m.maxProcesses ?? 0)) || dash),
        r.htmlPages !== undefined ? String(r.htmlPages) : dash,
        kb(r.assets?.jsGzip.median),
        kb(r.browser?.scriptGzip.median),
        kb(r.assets?.cssGzip.median),
        kb(r.assets?.htmlGzip.median),
        r.assets ? `${kb(r.assets.allJs.gzipBytes)} (${r.assets.allJs.files})` : dash,
        r.assets ? (r.assets.totalBytes / 1048576).toFixed(1) : dash,
      ]),
    ),
  );
  const peers = rows.filter((r) => r.engine !== 'ours' && r.median);
  const fastest = peers.sort((a, b) => a.median!.wallSeconds - b.median!.wallSeconds)[0];
  if (fastest) {
    const ratio = (peer: number | undefined, own: number | undefined): string => (peer && own ? `${(peer / own).toFixed(2)}×` : dash);
    console.log(`\nAgainst the fastest peer (${fastest.target}, ${fastest.median!.wallSeconds.toFixed(1)} s): its figure ÷ this row's (above 1: this row is faster or smaller)`);
    console.log(
      table(
        ['Target', 'Wall', 'CPU', 'Peak MB (1 proc)', 'JS loaded/page', 'HTML/page'],
        rows
          .filter((r) => r.median)
          .map((r) => [
            r.target,
            ratio(fastest.median!.wallSeconds, r.median!.wallSeconds),
            ratio(fastest.median!.cpuSeconds, r.median!.cpuSeconds),
            ratio(fastest.median!.peakProcessMB, r.median!.peakProcessMB),
            ratio(fastest.browser?.scriptGzip.median, r.browser?.scriptGzip.median),
            ratio(fastest.assets?.htmlGzip.median, r.assets?.htmlGzip.median),
          ]),
      ),
    );
  }
  console.log(
    [
      '',
      'Wall s: the whole build command, process start-up included (median). CPU s: user + system time of every process and thread',
      'of the build (/usr/bin/time -v, children included, or the /proc sampler\'s sum if larger: time misses a helper killed at exit). Peak MB (1 proc): /usr/bin/time -v "Maximum resident set size", the',
      'largest single process. Peak MB (tree): the largest sum of RSS over the build\'s processes, sampled from /proc every 100 ms.',
      'Procs: most processes at once. Per page, gzipped KB, medians. JS in HTML: <script src> (with static imports), preload and',
      `modulepreload of each doc page's HTML. JS loaded: ${BROWSER_SAMPLE} doc pages opened in Chromium (fresh cache, until network idle),`,
      'requests of type script. CSS/page: <link rel=stylesheet>. All JS: every .js file of the output, gzipped, and their count.',
    ].join('\n'),
  );
  return fastest;
}

function printWarm(warm: WarmFigures): void {
  console.log(`\nWarm rebuild: one page edited (${warm.page}), then built again with every cache of the previous build kept`);
  const line = (label: string, m: Measure | undefined): string[] => [label, m ? (m.ok ? fixed(m.wallSeconds, 1) : 'FAILED') : dash, fixed(m?.cpuSeconds, 1), fixed(m?.peakProcessMB, 0)];
  console.log(table(['Target', 'Wall s', 'CPU s', 'Peak MB (1 proc)'], [line('ours (search on)', warm.ours), line(`Docusaurus faster (${warm.docusaurusCache})`, warm.docusaurusFaster)]));
}

/** Adds (or replaces) top-level sections of a results file, keeping the others. */
export function mergeResults(file: string, section: Record<string, unknown>): void {
  let previous: Record<string, unknown> = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // first run, or an unreadable file: start afresh
  }
  writeFileSync(file, `${JSON.stringify({ ...previous, ...section }, null, 2)}\n`);
}

function machine(loadBefore: number): Record<string, unknown> {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryMB: Math.round(os.totalmem() / 1048576), node: process.version, platform: `${os.platform()} ${os.release()}`, loadAverage1m: { before: loadBefore, after: os.loadavg()[0] ?? 0 } };
}

/** Runs the comparison; resolves to false when a build failed. */
export async function runPeerComparison(options: PeerOptions): Promise<boolean> {
  const file = path.join(options.engineRoot, 'bench', 'peers-results.json');
  const loadBefore = os.loadavg()[0] ?? 0;
  if (loadBefore > os.cpus().length * 0.5) console.warn(`warning: the machine is busy (1-minute load ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs); figures will be slower and noisier than usual.`);
  let ok = true;
  try {
    if (!options.scaleOnly) ok = (await runPeers(options, file, loadBefore)) && ok;
    if (options.scale || options.scaleOnly) {
      const save = (rows: ScaleRow[]): void => mergeResults(file, { scale: { date: new Date().toISOString(), commit: gitCommit(options.engineRoot), seed: options.seed, machine: machine(loadBefore), rows } });
      const rows = await runScale(options, save);
      ok = rows.every((r) => r.ok) && ok;
    }
    if (options.afterRuns) ok = (await options.afterRuns()) && ok;
  } finally {
    clearSetAside(); // the outputs and caches of every cold build, deleted only now
  }
  console.log(`Wrote ${path.relative(process.cwd(), file)}.`);
  return ok;
}

async function runPeers(options: PeerOptions, file: string, loadBefore: number): Promise<boolean> {
  const corpus = options.prepareCorpus(options.pages, options.seed);
  const docsDir = path.join(corpus.dir, 'content', 'docs');
  const routes = corpusDocRoutes(docsDir);
  console.log(`peers: ${corpus.reused ? 'reusing' : `generated in ${(corpus.ms / 1000).toFixed(1)} s,`} corpus ${path.relative(options.engineRoot, corpus.dir)} (${routes.length} pages)`);

  const cacheRoot = path.join(options.engineRoot, 'node_modules', '.cache', 'bench-peers');
  const log = (line: string): void => console.log(`peers: ${line}`);
  const dusVersion = DOCUSAURUS_PACKAGES['@docusaurus/core']!;
  const slVersion = STARLIGHT_PACKAGES['@astrojs/starlight']!;
  const [dus, sl] = await Promise.allSettled([installDocusaurus(cacheRoot, log), installStarlight(cacheRoot, log)]);
  for (const [name, result] of [['Docusaurus', dus], ['Starlight', sl]] as const) {
    if (result.status === 'fulfilled') console.log(`peers: ${name} ${result.value.reused ? 'already installed' : `installed in ${result.value.seconds.toFixed(0)} s`} (${Object.entries(result.value.installed).map(([n, v]) => `${n}@${v}`).join(', ')})`);
  }
  const errorOf = (result: PromiseSettledResult<unknown>): string => (result.status === 'rejected' ? (result.reason instanceof Error ? result.reason.message : String(result.reason)) : '');

  const ours = (search: boolean, engineCode = false): Target => {
    const row: Row = engineCode
      ? { id: 'ours-engine', target: 'ours (search on, engine compiled in the build)', engine: 'ours', search: 'as ours (search on), with the engine\'s compiled code (ENGINE_CODE_CACHES) and transpiled modules removed too: a build after `npm ci --ignore-scripts` or an edit of the engine', runs: [] }
      : { id: search ? 'ours-on' : 'ours-off', target: `ours (search ${search ? 'on' : 'off'})`, engine: 'ours', search: search ? 'Pagefind full text + names index, built in the same run' : 'none (DOCS_SEARCH=0)', runs: [] };
    return { row, build: () => measureOurs(options, corpus.dir, search, true, engineCode), outDir: () => path.join(corpus.dir, 'dist'), cleanup: () => undefined };
  };
  const safely = (make: () => Target, id: string, label: string, engine: Engine): Target => {
    try {
      return make();
    } catch (error) {
      return failedTarget(id, label, engine, error instanceof Error ? error.message : String(error));
    }
  };
  let faster: { target: Target; project: DocusaurusProject } | undefined;
  // The order of one round. Docusaurus faster goes last so that its persistent cache is still there
  // for the warm rebuild (the default mode's cold build clears the shared install's node_modules/.cache).
  const targets: Target[] = [
    ours(false),
    ours(true),
    // The same build compiling the engine too (what `npm ci` does once, measured in every round
    // below), so what the cold rows leave out is measured rather than argued.
    ours(true, true),
    sl.status === 'fulfilled' ? safely(() => starlightTarget(corpus.dir, sl.value).target, 'starlight', `Starlight ${slVersion}`, 'starlight') : failedTarget('starlight', `Starlight ${slVersion}`, 'starlight', errorOf(sl)),
    dus.status === 'fulfilled' ? safely(() => docusaurusTarget(corpus.dir, dus.value, 'default').target, 'docusaurus-default', `Docusaurus ${dusVersion}`, 'docusaurus') : failedTarget('docusaurus-default', `Docusaurus ${dusVersion}`, 'docusaurus', errorOf(dus)),
    dus.status === 'fulfilled'
      ? safely(
          () => {
            faster = docusaurusTarget(corpus.dir, dus.value, 'faster');
            return faster.target;
          },
          'docusaurus-faster',
          `Docusaurus ${dusVersion} faster`,
          'docusaurus',
        )
      : failedTarget('docusaurus-faster', `Docusaurus ${dusVersion} faster`, 'docusaurus', errorOf(dus)),
  ];

  const compiles: EngineCompile[] = [];
  for (let round = 1; round <= options.runs; round += 1) {
    console.log(`round ${round}/${options.runs}: the engine compiled as \`npm ci\` does (scripts/prepare-engine.ts), from nothing…`);
    const compile = await measureEngineCompile(options.engineRoot);
    compiles.push(compile);
    console.log(`  ${compile.ok ? `${compile.wallSeconds.toFixed(1)} s wall, ${fixed(compile.cpuSeconds, 1)} s CPU, ${fixed(compile.peakProcessMB, 0)} MB` : `FAILED: ${compile.output.split('\n').slice(-8).join('\n  ')}`}`);
    for (const target of targets) {
      console.log(`round ${round}/${options.runs}: ${target.row.target}, cold build (1-minute load ${(os.loadavg()[0] ?? 0).toFixed(1)})…`);
      const m = await target.build();
      target.row.runs.push(m);
      console.log(`  ${m.ok ? `${m.wallSeconds.toFixed(1)} s wall, ${fixed(m.cpuSeconds, 1)} s CPU, ${fixed(m.peakProcessMB, 0)} MB` : `FAILED: ${(m.error ?? '').split('\n').slice(-8).join('\n  ')}`}`);
      // Output figures once, from the last round's output (our corpus' dist/ is rebuilt by the next target of ours).
      if (round === options.runs && m.ok) {
        target.row.assets = measurePageAssets(target.outDir(), routes);
        target.row.htmlPages = (m.details?.pages as number | undefined) ?? target.row.assets.htmlFiles;
        target.row.browser = await measureBrowserLoad(target.outDir(), sampleRoutes(routes, BROWSER_SAMPLE));
      }
    }
  }
  for (const { row } of targets) {
    const good = row.runs.filter((m) => m.ok);
    if (good.length > 0) row.median = { wallSeconds: medianOf(good, (m) => m.wallSeconds)!, cpuSeconds: medianOf(good, (m) => m.cpuSeconds), peakProcessMB: medianOf(good, (m) => m.peakProcessMB), peakTreeMB: medianOf(good, (m) => m.peakTreeMB) };
  }

  // Warm rebuild: the same page edited for both; Docusaurus faster keeps .docusaurus/ and Rspack's persistent cache.
  const page = corpusSamplePage(docsDir);
  const warm: WarmFigures = { page, docusaurusCache: 'rspackPersistentCache (on with faster: true)' };
  {
    // Cold rounds build without the build cache (as the budgets do): one unmeasured build with it
    // fills it, as a reader's previous `npm run build` would have; then the page is edited.
    console.log(`warm: ours (search on), filling the build cache, then ${page} edited and built again…`);
    const fill = await options.buildOurs(corpus.dir, { DOCS_SEARCH: '1', DOCS_BENCH_CACHE: '1' });
    if (!fill.ok) console.log(`  the build that fills the cache failed: ${fill.error ?? 'unknown error'}`);
    const restore = editPage(path.join(docsDir, page));
    try {
      warm.ours = await measureOurs(options, corpus.dir, true, false);
    } finally {
      restore();
    }
  }
  if (faster && faster.target.row.runs.at(-1)?.ok) {
    console.log(`warm: Docusaurus faster, ${page} edited, built again on the previous build's caches…`);
    const restore = editPage(path.join(faster.project.dir, 'docs', page));
    try {
      const load = os.loadavg()[0] ?? 0;
      const build = await buildDocusaurus(faster.project, dus.status === 'fulfilled' ? dus.value : (undefined as never), false);
      const r = build.run;
      warm.docusaurusFaster = fromTree({ ok: build.ok, error: build.error, wallSeconds: r.wallMs / 1000, cpuSeconds: r.cpuSeconds, peakProcessKB: r.peakProcessKB, load }, r.tree, { rssSource: r.source });
    } finally {
      restore();
    }
  }

  const rows = targets.map((t) => t.row);
  const fastest = printRows(rows, routes.length, options.seed, options.runs);
  const compiled = compiles.filter((c) => c.ok);
  const engineCompile = { runs: compiles, median: compiled.length ? { wallSeconds: median(compiled.map((c) => c.wallSeconds))!, cpuSeconds: median(compiled.flatMap((c) => c.cpuSeconds ?? [])) } : undefined };
  console.log(
    engineCompile.median
      ? `\nThe engine compiled by \`npm ci\` (scripts/prepare-engine.ts: compile worker, browser bundle, modules transpiled), once per install or engine change: ${engineCompile.median.wallSeconds.toFixed(1)} s wall, ${fixed(engineCompile.median.cpuSeconds, 1)} s CPU (median).`
      : '\nThe engine compile step (scripts/prepare-engine.ts) FAILED in every round.',
  );
  printWarm(warm);
  const loadAfter = os.loadavg()[0] ?? 0;
  console.log(`\nMachine: ${os.cpus().length} CPUs, Node ${process.version}, 1-minute load ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after the run.`);

  const ourPackage = JSON.parse(readFileSync(path.join(options.engineRoot, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
  mergeResults(file, {
    date: new Date().toISOString(),
    commit: gitCommit(options.engineRoot),
    args: process.argv.slice(2),
    machine: machine(loadBefore),
    corpus: { pages: routes.length, seed: options.seed, dir: path.relative(options.engineRoot, corpus.dir), reused: corpus.reused },
    runs: options.runs,
    versions: {
      ours: { package: ourPackage.version, commit: gitCommit(options.engineRoot), react: ourPackage.dependencies.react, rolldown: ourPackage.dependencies.rolldown, lightningcss: ourPackage.dependencies.lightningcss, pagefind: ourPackage.dependencies.pagefind },
      docusaurus: dus.status === 'fulfilled' ? dus.value.installed : DOCUSAURUS_PACKAGES,
      docusaurusFasterConfig: { future: futureConfig('faster') },
      starlight: sl.status === 'fulfilled' ? sl.value.installed : STARLIGHT_PACKAGES,
    },
    method: {
      cold: 'every cache removed before each build (moved aside, deleted when the run is over: a file system without a journal charges ~0.6 ms per file created just after mass deletions, see bench/peers/set-aside.ts): ours node_modules/.cache/docs-* (but the engine\'s own code, compiled by `npm ci` once per engine version and the same for every site: docs-worker, the compile worker, and docs-client, the browser script and stylesheet; row ours-engine removes these too and transpiles the engine\'s modules afresh, and engineCompile times the install step that makes them) and the corpus dist/; Docusaurus .docusaurus/, build/ and node_modules/.cache (webpack and Rspack caches); Starlight dist/, .astro/, node_modules/.astro, node_modules/.vite',
      rounds: 'each round builds every target once, in the order of results; figures are medians over the rounds',
      wallSeconds: 'wall time of the whole build command (child process), start-up included',
      cpuSeconds: 'the larger of /usr/bin/time -v user + system time (the command and every descendant it waited for: a helper stopped just before its parent exits, such as the Pagefind process, is missed) and the /proc tree sampler (the largest sum over the live tree, children reaped included)',
      peakProcessMB: '/usr/bin/time -v Maximum resident set size (largest single process of the tree)',
      peakTreeMB: 'largest sum of RSS over every descendant process during the build, sampled from /proc every 100 ms',
      perPage: 'gzipped bytes (level 6), medians, from the last round. assets: every corpus doc route, from the HTML; browser: a sample opened in Chromium',
      fastestPeer: fastest?.id,
      warm: 'after the cold rounds: ours builds once with its build cache (filling it), one page is edited, ours builds again with the cache (measured); Docusaurus faster builds again on the caches of its last cold build after the same page is edited (measured)',
    },
    search: Object.fromEntries(rows.map((r) => [r.id, r.search])),
    results: rows,
    engineCompile,
    warm,
  });

  const ok = rows.every((r) => r.runs.every((m) => m.ok)) && compiles.every((c) => c.ok);
  for (const target of targets) target.cleanup(target.row.runs.every((m) => m.ok));
  for (const r of rows) for (const m of r.runs.filter((run) => !run.ok)) console.error(`\n${r.target}: FAILED\n${m.error ?? ''}`);
  return ok;
}
