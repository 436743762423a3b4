import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { listPages, routeOfFile } from '../src/audit/site-audit.ts';
import { COLOUR_RULES, describeViolations, preloadAxe, runPreloadedAxe, type AxeViolation } from './support/axe.ts';

/**
 * axe on every page of the built site, in the light theme (all WCAG 2.2 A/AA rules and best
 * practices) and then the dark theme (the colour rules: the DOM is the same, only colours
 * change). Pages are split into shards that the two Playwright workers share; each shard fails
 * with every violation of its pages listed. Redirect stubs are skipped (they render the page
 * they send the reader to, which is checked on its own).
 *
 * The layout around the content (navbar, sidebar, site footer) is the same markup on many pages.
 * Each distinct layout is checked in full the first time a worker meets it; on later pages with
 * the same layout it is excluded and axe checks the rest of the page. "The same" ignores only
 * which link is marked current (`aria-current`), whose style is checked with the first page.
 * This makes the run about three times faster without leaving any markup unchecked.
 */
const OUT_DIR = path.resolve(process.env.DOCS_OUT_DIR ?? 'dist');
const SHARDS = Number(process.env.AXE_SHARDS ?? 24);

function pageRoutes(): { routes: string[]; redirects: number } {
  const routes: string[] = [];
  let redirects = 0;
  for (const file of listPages(OUT_DIR)) {
    const head = readFileSync(file, 'utf8').slice(0, 2000);
    if (/http-equiv="refresh"/i.test(head)) {
      redirects++;
      continue;
    }
    routes.push(routeOfFile(path.relative(OUT_DIR, file).split(path.sep).join('/')));
  }
  return { routes, redirects };
}

const CHROME = ['header.navbar', 'nav.sidebar', 'footer.site-footer'];
/** Layouts this worker has checked in full (hashes of their markup). */
const checkedLayouts = new Set<string>();

/** A hash of the page's layout markup, ignoring which link is marked current. */
async function layoutSignature(page: Page): Promise<string> {
  const markup = await page.evaluate(
    (selectors) =>
      selectors
        .map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return `${selector}:none`;
          const copy = element.cloneNode(true) as Element;
          copy.querySelectorAll('[aria-current]').forEach((e) => e.removeAttribute('aria-current'));
          return copy.outerHTML;
        })
        .join('\n'),
    CHROME,
  );
  return createHash('sha256').update(markup).digest('hex');
}

/** The violations of one loaded page in both themes, as report lines (empty when clean). */
async function auditLoadedPage(page: Page, where: string): Promise<string[]> {
  const lines: string[] = [];
  const report = (theme: string, violations: AxeViolation[]): void => {
    if (violations.length) lines.push(`${where} (${theme} theme):\n${describeViolations(violations, 4).replace(/^/gm, '  ')}`);
  };
  const layout = await layoutSignature(page);
  const exclude = checkedLayouts.has(layout) ? CHROME : [];
  await page.emulateMedia({ colorScheme: 'light' });
  report('light', await runPreloadedAxe(page, { exclude }));
  await page.emulateMedia({ colorScheme: 'dark' });
  report('dark', await runPreloadedAxe(page, { rules: COLOUR_RULES, exclude }));
  await page.emulateMedia({ colorScheme: 'light' });
  if (!lines.length) checkedLayouts.add(layout);
  return lines;
}

const { routes, redirects } = pageRoutes();

test('the audit sees the whole site', () => {
  // A guard against a listing bug making the audit check nothing.
  expect(routes.length, `only ${routes.length} pages found in ${OUT_DIR}`).toBeGreaterThan(100);
  test.info().annotations.push({ type: 'pages', description: `${routes.length} pages checked by axe, ${redirects} redirect stubs skipped` });
});

for (let shard = 0; shard < SHARDS; shard++) {
  // Contiguous slices of the sorted routes: neighbours share layouts (GraphQL members, sources).
  const size = Math.ceil(routes.length / SHARDS);
  const mine = routes.slice(shard * size, (shard + 1) * size);
  test(`axe, light and dark, on pages ${shard + 1}/${SHARDS} (${mine.length} pages)`, async ({ page }) => {
    test.setTimeout(20 * 60_000);
    await preloadAxe(page.context());
    const failures: string[] = [];
    for (const route of mine) {
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status(), `${route} answered ${response?.status()}`).toBeLessThan(route === '/404.html' ? 500 : 400);
      failures.push(...(await auditLoadedPage(page, route)));
    }
    expect(failures, `axe violations on ${failures.length} page/theme pairs:\n\n${failures.join('\n\n')}`).toEqual([]);
  });
}

test('a page with an image without alt text fails the per-page audit, naming the rule and element', async ({ page }) => {
  await preloadAxe(page.context());
  await page.goto('/404.html');
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main><h1>Fixture</h1>' +
      '<img id="diagram" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"></main></body></html>',
  );
  const lines = await auditLoadedPage(page, '/fixture/missing-alt');
  expect(lines.join('\n')).toContain('/fixture/missing-alt (light theme)');
  expect(lines.join('\n')).toContain('image-alt');
  expect(lines.join('\n')).toContain('#diagram');
});
