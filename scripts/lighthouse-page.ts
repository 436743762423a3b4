/**
 * One page through Lighthouse, shared by scripts/lighthouse.ts (which runs the pages one after
 * another in its own Chromium with `--performance`) and scripts/lighthouse-worker.ts (a child
 * process with its own Chromium, several of which share the pages of `npm test`'s run).
 * Lighthouse keeps per-run state in its module, so two runs at once need two processes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumPath } from './ensure-browser.ts';

export interface Target {
  kind: string;
  route: string;
  /** Audits that cannot apply to this page, with the reason (kept out of its scores). */
  skip?: { audits: string[]; why: string };
}

export interface PageResult {
  kind: string;
  route: string;
  scores: Record<string, number>;
  failing: { category: string; audit: string; title: string; score: number | null; displayValue?: string }[];
  metrics: Record<string, number | undefined>;
  skipped?: Target['skip'];
}

/** What a run needs to know besides the page. */
export interface RunSettings {
  withPerformance: boolean;
  /** Where LIGHTHOUSE_FULL=1 writes each page's whole result. */
  reportsDir: string;
  /** Port of the static server holding the built site (127.0.0.1). */
  serverPort: number;
}

/**
 * Categories scored on every page; performance only with --performance (the bench). Without it
 * Lighthouse runs the other three categories plus the few audits this script reads from the
 * trace (layout shift, main-thread time, DOM size): the simulated performance metrics (FCP, LCP,
 * TBT…), which cost about a third of each page's run, are left out of `npm test`.
 */
export function categoriesFor(withPerformance: boolean): string[] {
  return withPerformance ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['accessibility', 'best-practices', 'seo'];
}
const LINK_AUDITS = ['crawlable-anchors', 'link-text'];
const TRACE_AUDITS = ['cumulative-layout-shift', 'layout-shifts', 'mainthread-work-breakdown', 'dom-size'];

export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * Lighthouse's default configuration cut down to the audits a run keeps (those of `categories`
 * and `extra`), so that it does not load and check the other seventy for every page (a fifth of
 * a second each time). It runs the same audits as the full configuration filtered by
 * onlyCategories/onlyAudits; if an audit cannot be told by its file name, the full one is used.
 */
function configFor(categories: string[], extra: string[]): Config | undefined {
  const wanted = new Set([...categories.flatMap((id) => defaultConfig.categories?.[id]?.auditRefs.map((ref) => ref.id) ?? []), ...extra]);
  const audits = (defaultConfig.audits ?? []).filter((audit) => wanted.has((typeof audit === 'string' ? audit : 'path' in audit ? audit.path : '').split('/').pop() ?? ''));
  if (audits.length !== wanted.size) return undefined;
  return { ...defaultConfig, audits, categories: Object.fromEntries(categories.map((id) => [id, defaultConfig.categories![id]!])) };
}
let leanConfig: Config | undefined;

/**
 * Before each page Lighthouse times the machine for a second in the page (string building and
 * array copying, its "benchmark index"). Only the simulated performance metrics and a warning of
 * the command-line tool read the figure, so npm test's run, which has neither, skips it: about an
 * eighth of each page's CPU time. Lighthouse then reports a benchmark index of -1 (not measured).
 * The bench's `--performance` run keeps it. If a later Lighthouse no longer has this page
 * function, nothing is changed and the benchmark runs as before.
 */
function skipHostBenchmark(): void {
  if (typeof pageFunctions.computeBenchmarkIndex === 'function') pageFunctions.computeBenchmarkIndex = () => -1;
}

/** Runs Lighthouse on one page in the Chromium listening on `chromePort`; throws when the page cannot be loaded. */
export async function measurePage(target: Target, chromePort: number, settings: RunSettings): Promise<{ result: PageResult; seconds: number }> {
  const { withPerformance } = settings;
  const categories = categoriesFor(withPerformance);
  if (!withPerformance) {
    skipHostBenchmark();
    leanConfig ??= configFor(categories, TRACE_AUDITS);
  }
  const started = performance.now();
  const runner = await lighthouse(`http://127.0.0.1:${settings.serverPort}${target.route}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // In addition to the categories' audits (Lighthouse runs the union).
    onlyAudits: withPerformance ? undefined : TRACE_AUDITS,
    // npm test leaves out the two audits that read every link's event listeners (up to 15 s on
    // a page with 2,000 links); the site audit's docs/link-quality rule asks the same of every
    // page (src/audit/html-audit.ts). The bench runs them.
    skipAudits: [...(target.skip?.audits ?? []), ...(withPerformance ? [] : LINK_AUDITS)],
    // Our pages are static and finish loading at once: a quarter of a second of quiet after
    // load is enough for the trace (the defaults wait a second at each of four points, most
    // of a run's time). Metrics are simulated from the trace either way. The full-page
    // screenshot only illustrates the HTML report, which we do not write.
    pauseAfterFcpMs: 250,
    pauseAfterLoadMs: 250,
    networkQuietThresholdMs: 250,
    cpuQuietThresholdMs: 250,
    disableFullPageScreenshot: true,
  }, withPerformance ? undefined : leanConfig);
  if (!runner) throw new Error(`Lighthouse returned no result for ${target.route}`);
  const lhr = runner.lhr;
  // LIGHTHOUSE_FULL=1 keeps each page's whole result (every audit's details) for profiling.
  if (process.env.LIGHTHOUSE_FULL === '1') {
    mkdirSync(settings.reportsDir, { recursive: true });
    writeFileSync(path.join(settings.reportsDir, `lhr-${target.route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${target.route}: ${lhr.runtimeError.message}`);
  const scores: Record<string, number> = {};
  const failing: PageResult['failing'] = [];
  for (const id of categories) {
    const category = lhr.categories[id]!;
    scores[id] = Math.round((category.score ?? 0) * 100);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]!;
      if (ref.weight > 0 && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
        failing.push({ category: id, audit: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
      }
    }
  }
  const metric = (id: string): number | undefined => lhr.audits[id]?.numericValue;
  const result: PageResult = {
    kind: target.kind,
    route: target.route,
    scores,
    failing,
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      // What the score is made of, steadier than the score on a loaded machine.
      mainThreadMs: metric('mainthread-work-breakdown'),
      domElements: metric('dom-size'),
      bytes: metric('total-byte-weight'),
    },
    skipped: target.skip,
  };
  return { result, seconds: (performance.now() - started) / 1000 };
}
