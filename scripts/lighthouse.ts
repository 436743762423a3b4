/**
 * Lighthouse on one page of each kind of the built site (dist/, or DOCS_OUT_DIR), in Debian's
 * Chromium, with Lighthouse's default mobile settings (simulated slow 4G and a 4× slower CPU).
 *
 * In `npm test` each page must score 100 in accessibility, best practices and SEO and keep its
 * cumulative layout shift at most 0.05: none of these depends on how fast the machine is.
 * The performance score does (total blocking time is the main-thread time measured on this
 * CPU), so it is a budget, not a test: `npm run bench` runs this script with `--performance`,
 * which also requires performance ≥ BUDGETS.lighthousePerformance (bench/budgets.ts). Writes
 * reports/lighthouse.json (scores, metrics, failing audits) and reports/lighthouse.md (a table),
 * and exits 1 naming each page, category and failing audit when a page falls short. npm test's
 * run shares the pages out to one child process per core (scripts/lighthouse-worker.ts, each with
 * its own Chromium); `--performance` measures them one at a time here (scripts/lighthouse-page.ts
 * runs one page either way).
 *
 * Usage: `npx tsx scripts/lighthouse.ts [--performance] [--only=/docs/quickstart,...]`; with
 * LIGHTHOUSE_FULL=1 each page's whole Lighthouse result is written next to the reports, for profiling.
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { startStaticServer } from '../src/cli/static-server.ts';
import { BUDGETS } from '../bench/budgets.ts';
import { categoriesFor, launchChrome, measurePage, type PageResult, type RunSettings, type Target } from './lighthouse-page.ts';
import type { FromWorker, ToWorker } from './lighthouse-worker.ts';

const GRAPHQL_SECTIONS = ['queries', 'mutations', 'objects', 'inputObjects', 'interfaces', 'unions', 'enums', 'scalars'];
const TARGETS: Target[] = [
  { kind: 'home', route: '/' },
  { kind: 'guide', route: '/docs/quickstart' },
  { kind: 'connector', route: '/docs/generated/ingestion/sources/snowflake' },
  { kind: 'entity', route: '/docs/generated/metamodel/entities/dataset' },
  ...GRAPHQL_SECTIONS.map((s) => ({ kind: `GraphQL ${s}`, route: `/docs/graphql/${s}` })),
  { kind: 'GraphQL operation', route: '/docs/graphql/queries/searchacrossentities' },
  // Every other kind of page: generated indexes, the capability matrix, guides with tabs, a
  // sidebar category, the interactive tools and the search page.
  { kind: 'connector index', route: '/docs/generated/ingestion/sources' },
  { kind: 'capability matrix', route: '/docs/generated/ingestion/capability-matrix' },
  { kind: 'guide with tabs', route: '/docs/api/tutorials/tags' },
  { kind: 'category', route: '/docs/category/developers-architecture' },
  { kind: 'tool: URN inspector', route: '/docs/api/urn-inspector' },
  { kind: 'tool: model explorer', route: '/docs/api/model-explorer' },
  { kind: 'tool: GraphQL checker', route: '/docs/api/graphql/checker' },
  {
    kind: 'search',
    route: '/search',
    // Like the not-found page, the search page is kept out of search engines on purpose.
    skip: { audits: ['is-crawlable'], why: 'the search page carries noindex on purpose' },
  },
  { kind: 'adoption stories', route: '/adoption-stories' },
  {
    kind: '404',
    route: '/404.html',
    // The not-found page is deliberately kept out of search engines.
    skip: { audits: ['is-crawlable'], why: 'the not-found page carries noindex on purpose' },
  },
];

const withPerformance = process.argv.includes('--performance');
const CATEGORIES = categoriesFor(withPerformance);
const MIN_SCORES: Record<string, number> = { accessibility: 100, 'best-practices': 100, seo: 100, ...(withPerformance ? { performance: BUDGETS.lighthousePerformance } : {}) };
/** Layout shift is about the page, not the machine: held in every run. */
const MAX_CLS = 0.05;

const outDir = path.resolve(process.env.DOCS_OUT_DIR ?? 'dist');
const reportsDir = path.resolve(process.env.DOCS_REPORTS_DIR ?? 'reports');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
// A route of --only that is not a target above is measured too (kind "other"), e.g. a variant of a page.
const targets = only ? only.map((route) => TARGETS.find((t) => t.route === route) ?? { kind: 'other', route }) : TARGETS;
/**
 * How many Chromiums measure pages at once in npm test's run. One run keeps about one core busy
 * (Lighthouse in Node and the page in Chromium mostly take turns), so each core gets its own
 * child process and Chromium (LIGHTHOUSE_WORKERS overrides). The bench's `--performance` run
 * measures one page at a time in this process, so that nothing else competes with the page.
 */
const workerCount = withPerformance ? 1 : Math.max(1, Math.min(targets.length, Number(process.env.LIGHTHOUSE_WORKERS) || Math.min(availableParallelism(), 4)));

if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error(`✖ Lighthouse: no built site in ${outDir}; run \`npm run build\` first.`);
  process.exit(1);
}

const server = await startStaticServer(outDir, 0, '127.0.0.1');
const settings: RunSettings = { withPerformance, reportsDir, serverPort: (server.address() as AddressInfo).port };

/** Results in the order of `targets`, whichever process measured them. */
const results: PageResult[] = [];
let failed = false;

/** Prints one page's line (and what failed, with the fix) as soon as it is measured. */
function report(index: number, result: PageResult, seconds: number): void {
  results[index] = result;
  const target = targets[index]!;
  const { scores, metrics } = result;
  const short = CATEGORIES.filter((id) => MIN_SCORES[id] !== undefined && scores[id]! < MIN_SCORES[id]!);
  const cls = metrics.cls ?? 0;
  const shifts = cls > MAX_CLS;
  if (short.length || shifts) failed = true;
  console.log(
    `${short.length || shifts ? '✖' : '✔'} ${target.kind.padEnd(22)} ${target.route.padEnd(46)} ` +
      CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ') +
      `, CLS ${cls.toFixed(3)}${withPerformance ? `, TBT ${Math.round(metrics.tbtMs ?? 0)} ms, LCP ${Math.round(metrics.lcpMs ?? 0)} ms` : ''}, main thread ${Math.round(metrics.mainThreadMs ?? 0)} ms, DOM ${metrics.domElements ?? '?'}` +
      ` (${seconds.toFixed(1)} s)`,
  );
  if (shifts) console.log(`    cumulative layout shift ${cls.toFixed(3)} > ${MAX_CLS}: reserve the space of what loads late (see the failing audit layout-shifts in reports/lighthouse.json)`);
  for (const id of short) {
    console.log(`    ${id} ${scores[id]} < ${MIN_SCORES[id]}; failing audits:`);
    for (const f of result.failing.filter((x) => x.category === id)) console.log(`      - ${f.audit}: ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`);
  }
}

/** The pages one after another in one Chromium of this process (the bench, or one worker). */
async function measureHere(): Promise<void> {
  const chrome = await launchChrome();
  try {
    for (const [index, target] of targets.entries()) {
      const { result, seconds } = await measurePage(target, chrome.port, settings);
      report(index, result, seconds);
    }
  } finally {
    await chrome.kill();
  }
}

/**
 * The pages shared out to `workerCount` child processes (scripts/lighthouse-worker.ts), each
 * with its own Chromium: a worker gets the next page when it has answered the last. The first
 * page that cannot be measured stops every worker and the run, as in measureHere.
 */
function measureInWorkers(): Promise<void> {
  const workerFile = fileURLToPath(new URL('./lighthouse-worker.ts', import.meta.url));
  let next = 0;
  let error: Error | undefined;
  return new Promise((resolve, reject) => {
    let running = workerCount;
    const workers = Array.from({ length: workerCount }, () =>
      fork(workerFile, [], { env: { ...process.env, LIGHTHOUSE_WORKER_SETTINGS: JSON.stringify(settings) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    );
    const send = (worker: (typeof workers)[number], message: ToWorker): void => {
      if (worker.connected) worker.send(message);
    };
    /** The page each worker is measuring, by its index in `targets`. */
    const pending = new Map<(typeof workers)[number], number>();
    const giveWork = (worker: (typeof workers)[number]): void => {
      if (error || next >= targets.length) return send(worker, { type: 'stop' });
      const index = next++;
      pending.set(worker, index);
      send(worker, { type: 'page', target: targets[index]! });
    };
    for (const worker of workers) {
      worker.on('message', (message: FromWorker) => {
        const index = pending.get(worker)!;
        pending.delete(worker);
        if (message.type === 'error') {
          if (!error) {
            error = new Error(message.message);
            // Where it went wrong in the worker, not where the parent heard of it.
            if (message.stack) error.stack = message.stack;
          }
          for (const w of workers) send(w, { type: 'stop' });
          return;
        }
        report(index, message.result, message.seconds);
        giveWork(worker);
      });
      worker.on('exit', (code, signal) => {
        if ((code !== 0 || pending.has(worker)) && !error) {
          error = new Error(`Lighthouse worker stopped (${signal ?? `exit code ${code}`}) while measuring ${targets[pending.get(worker) ?? -1]?.route ?? 'no page'}`);
          for (const w of workers) send(w, { type: 'stop' });
        }
        if (--running === 0) (error ? reject(error) : resolve());
      });
      giveWork(worker);
    }
  });
}

try {
  await (workerCount > 1 ? measureInWorkers() : measureHere());
} finally {
  server.close();
}

mkdirSync(reportsDir, { recursive: true });
writeFileSync(path.join(reportsDir, 'lighthouse.json'), `${JSON.stringify({ date: new Date().toISOString(), lighthouse: '12.8.2', settings: 'default (mobile, simulated throttling)', minimum: MIN_SCORES, maxCls: MAX_CLS, performanceChecked: withPerformance, pages: results }, null, 2)}\n`);
writeFileSync(
  path.join(reportsDir, 'lighthouse.md'),
  [
    '# Lighthouse',
    '',
    `Lighthouse 12.8.2, default mobile settings, local Chromium; minimum ${Object.entries(MIN_SCORES).map(([c, v]) => `${c} ${v}`).join(', ')}; CLS at most ${MAX_CLS}${withPerformance ? '' : ' (performance reported, budgeted by `npm run bench`)'}.`,
    '',
    '| Kind | Page | Performance | Accessibility | Best practices | SEO | LCP (ms) | TBT (ms) | CLS | Main thread (ms) | DOM elements |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.kind} | ${r.route} | ${r.scores.performance ?? '–'} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${Math.round(r.metrics.lcpMs ?? 0)} | ${Math.round(r.metrics.tbtMs ?? 0)} | ${(r.metrics.cls ?? 0).toFixed(3)} | ${Math.round(r.metrics.mainThreadMs ?? 0)} | ${r.metrics.domElements ?? ''} |`,
    ),
    '',
    ...results.filter((r) => r.skipped).map((r) => `${r.route}: not scored on ${r.skipped!.audits.join(', ')} (${r.skipped!.why}).`),
    '',
  ].join('\n'),
);
console.log(`\nLighthouse: ${results.length} pages; report in ${path.relative(process.cwd(), reportsDir)}/lighthouse.md`);
process.exit(failed ? 1 : 0);
