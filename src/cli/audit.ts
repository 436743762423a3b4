import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_BUDGETS } from '../../bench/budgets.ts';
import { auditSite, heaviest, type AuditCheck, type AuditProblem } from '../audit/site-audit.ts';

/**
 * `npm run audit`: checks every page of the built site (dist/, or DOCS_OUT_DIR): valid HTML and
 * our page rules, every in-site link and anchor, and the per-page budgets of bench/budgets.ts.
 * Writes reports/site-audit.json and reports/external-links.md; exits 1 on any problem.
 */
const outDir = path.resolve(process.env.DOCS_OUT_DIR ?? 'dist');
const reportsDir = path.resolve(process.env.DOCS_REPORTS_DIR ?? 'reports');
const SHOWN_PER_CHECK = 40;

const TITLES: Record<AuditCheck, string> = {
  html: 'HTML validity (html-validate standard + a11y + document presets, and our page rules)',
  link: 'In-site links and anchors',
  budget: 'Per-page budgets (gzipped)',
};
const FIXES: Record<AuditCheck, string> = {
  html: 'Fix the component or page that renders this markup; the rule name says what is wrong (see https://html-validate.org/rules/ for html-validate rules).',
  link: 'Fix the link in the page source, the sidebar or the component that renders it.',
  budget: 'Make the page lighter (split a long page, move code to an island loaded on demand) or, if the growth is justified, raise PAGE_BUDGETS in bench/budgets.ts and say why.',
};

function where(p: AuditProblem): string {
  return `${path.relative(process.cwd(), path.join(outDir, p.file))}${p.line ? `:${p.line}:${p.column}` : ''} (${p.route})`;
}

let result;
try {
  result = await auditSite(outDir, PAGE_BUDGETS);
} catch (error) {
  console.error(`✖ site audit: ${(error as Error).message}`);
  process.exit(1);
}

const byCheck = new Map<AuditCheck, AuditProblem[]>();
for (const p of result.problems) byCheck.set(p.check, [...(byCheck.get(p.check) ?? []), p]);

for (const check of ['html', 'link', 'budget'] as const) {
  const found = byCheck.get(check) ?? [];
  console.log(`${found.length ? '✖' : '✔'} ${TITLES[check]}: ${found.length ? `${found.length} problem${found.length === 1 ? '' : 's'}` : `${result.pages} pages pass`}`);
  for (const p of found.slice(0, SHOWN_PER_CHECK)) console.log(`  ${where(p)}\n    [${p.rule}] ${p.message}`);
  if (found.length > SHOWN_PER_CHECK) console.log(`  … and ${found.length - SHOWN_PER_CHECK} more (all in ${path.relative(process.cwd(), reportsDir)}/site-audit.json)`);
  if (found.length) console.log(`  Fix: ${FIXES[check]}`);
  if (check === 'budget' && found.length) {
    for (const kind of ['html', 'css', 'js'] as const) {
      if (!found.some((p) => p.rule === `budget-${kind}`)) continue;
      const list = heaviest(result.weights, kind)
        .map((h) => `${h.route} ${h.kb.toFixed(1)} KB`)
        .join(', ');
      console.log(`  Heaviest ${kind.toUpperCase()}: ${list}`);
    }
  }
}

const external = [...result.external].sort(([a], [b]) => a.localeCompare(b));
const weights = [...result.weights.values()];
const max = (kind: 'html' | 'css' | 'js'): number => Math.max(...weights.map((w) => w[kind])) / 1024;
mkdirSync(reportsDir, { recursive: true });
writeFileSync(
  path.join(reportsDir, 'site-audit.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      pages: result.pages,
      seconds: Number(result.seconds.toFixed(1)),
      budgetsKB: PAGE_BUDGETS,
      maxKB: { html: Number(max('html').toFixed(1)), css: Number(max('css').toFixed(1)), js: Number(max('js').toFixed(1)) },
      heaviestHtml: heaviest(result.weights, 'html', 10),
      problems: result.problems,
      externalLinks: external.length,
    },
    null,
    2,
  )}\n`,
);
writeFileSync(
  path.join(reportsDir, 'external-links.md'),
  [
    '# External links in the built site',
    '',
    `${external.length} distinct URLs, listed for review; tests do not fetch them (no network in CI).`,
    '',
    '| URL | Linked from (pages) | First pages |',
    '| --- | ---: | --- |',
    ...external.map(([url, routes]) => `| <${url}> | ${routes.length} | ${routes.slice(0, 3).join(', ')}${routes.length > 3 ? ', …' : ''} |`),
    '',
  ].join('\n'),
);

console.log(
  `\nSite audit: ${result.pages} pages in ${result.seconds.toFixed(1)} s (${result.threads} threads); ` +
    `largest gzipped HTML ${max('html').toFixed(1)} KB, CSS ${max('css').toFixed(1)} KB, JS ${max('js').toFixed(1)} KB ` +
    `(budgets ${PAGE_BUDGETS.htmlGzipKB}/${PAGE_BUDGETS.cssGzipKB}/${PAGE_BUDGETS.jsGzipKB} KB); ` +
    `${external.length} external URLs listed in ${path.relative(process.cwd(), reportsDir)}/external-links.md`,
);
process.exit(result.problems.length ? 1 : 0);
