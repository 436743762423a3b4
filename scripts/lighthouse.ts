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
 * and exits 1 naming each page, category and failing audit when a page falls short.
 *
 * Usage: `npx tsx scripts/lighthouse.ts [--performance] [--only=/docs/quickstart,...]`; with
 * LIGHTHOUSE_FULL=1 each page's whole Lighthouse result is written next to the reports, for profiling.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStaticServer } from '../src/cli/static-server.ts';
import { BUDGETS } from '../bench/budgets.ts';
import { chromiumPath } from './ensure-browser.ts';

interface Target {
  kind: string;
  route: string;
  /** Audits that cannot apply to this page, with the reason (kept out of its scores). */
  skip?: { audits: string[]; why: string };
}

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
/**
 * Categories scored on every page; performance only with --performance (the bench). Without it
 * Lighthouse runs the other three categories plus the few audits this script reads from the
 * trace (layout shift, main-thread time, DOM size): the simulated performance metrics (FCP, LCP,
 * TBT…), which cost about a third of each page's run, are left out of `npm test`.
 */
const CATEGORIES = withPerformance ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['accessibility', 'best-practices', 'seo'];
const LINK_AUDITS = ['crawlable-anchors', 'link-text'];
const TRACE_AUDITS = ['cumulative-layout-shift', 'layout-shifts', 'mainthread-work-breakdown', 'dom-size'];
const MIN_SCORES: Record<string, number> = { accessibility: 100, 'best-practices': 100, seo: 100, ...(withPerformance ? { performance: BUDGETS.lighthousePerformance } : {}) };
/** Layout shift is about the page, not the machine: held in every run. */
const MAX_CLS = 0.05;

const outDir = path.resolve(process.env.DOCS_OUT_DIR ?? 'dist');
const reportsDir = path.resolve(process.env.DOCS_REPORTS_DIR ?? 'reports');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
// A route of --only that is not a target above is measured too (kind "other"), e.g. a variant of a page.
const targets = only ? only.map((route) => TARGETS.find((t) => t.route === route) ?? { kind: 'other', route }) : TARGETS;

if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error(`✖ Lighthouse: no built site in ${outDir}; run \`npm run build\` first.`);
  process.exit(1);
}

const server = await startStaticServer(outDir, 0, '127.0.0.1');
const port = (server.address() as AddressInfo).port;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
});

interface PageResult {
  kind: string;
  route: string;
  scores: Record<string, number>;
  failing: { category: string; audit: string; title: string; score: number | null; displayValue?: string }[];
  metrics: Record<string, number | undefined>;
  skipped?: Target['skip'];
}

const results: PageResult[] = [];
let failed = false;
try {
  for (const target of targets) {
    const started = performance.now();
    const runner = await lighthouse(
      `http://127.0.0.1:${port}${target.route}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
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
      },
    );
    if (!runner) throw new Error(`Lighthouse returned no result for ${target.route}`);
    const lhr = runner.lhr;
    // LIGHTHOUSE_FULL=1 keeps each page's whole result (every audit's details) for profiling.
    if (process.env.LIGHTHOUSE_FULL === '1') {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(path.join(reportsDir, `lhr-${target.route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${target.route}: ${lhr.runtimeError.message}`);
    const scores: Record<string, number> = {};
    const failing: PageResult['failing'] = [];
    for (const id of CATEGORIES) {
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
    results.push({
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
    });
    const short = CATEGORIES.filter((id) => MIN_SCORES[id] !== undefined && scores[id]! < MIN_SCORES[id]!);
    const cls = metric('cumulative-layout-shift') ?? 0;
    const shifts = cls > MAX_CLS;
    if (short.length || shifts) failed = true;
    console.log(
      `${short.length || shifts ? '✖' : '✔'} ${target.kind.padEnd(22)} ${target.route.padEnd(46)} ` +
        CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ') +
        `, CLS ${cls.toFixed(3)}${withPerformance ? `, TBT ${Math.round(metric('total-blocking-time') ?? 0)} ms, LCP ${Math.round(metric('largest-contentful-paint') ?? 0)} ms` : ''}, main thread ${Math.round(metric('mainthread-work-breakdown') ?? 0)} ms, DOM ${metric('dom-size') ?? '?'}` +
        ` (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (shifts) console.log(`    cumulative layout shift ${cls.toFixed(3)} > ${MAX_CLS}: reserve the space of what loads late (see the failing audit layout-shifts in reports/lighthouse.json)`);
    for (const id of short) {
      console.log(`    ${id} ${scores[id]} < ${MIN_SCORES[id]}; failing audits:`);
      for (const f of failing.filter((x) => x.category === id)) console.log(`      - ${f.audit}: ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`);
    }
  }
} finally {
  await chrome.kill();
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
