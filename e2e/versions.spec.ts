import { expect, test, type Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES, describeViolations } from './support/axe.ts';
import { VERSIONS_URL } from './support/versions-site.ts';

// A fixture with Next and archived 1.7.0 and 1.6.0 (tests/helpers/versions-fixture.ts).
test.use({ baseURL: VERSIONS_URL });

const menuButton = (page: Page) => page.locator('.version-menu > summary');
const menuLink = (page: Page, label: RegExp) => page.getByRole('list', { name: 'Documentation versions' }).getByRole('link', { name: label });

test('the version menu switches to the same page in another version, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/docs/guides/lineage');
  await expect(menuButton(page)).toHaveText(/Next/);
  await menuButton(page).click();
  await menuLink(page, /^1\.7\.0$/).click();
  await expect(page).toHaveURL('/docs/1.7.0/guides/lineage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lineage guide (1.7)');
  await expect(menuButton(page)).toHaveText(/1\.7\.0/);

  // Keyboard: Enter opens, Tab reaches the entries, Escape closes and gives focus back.
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menuLink(page, /^Next/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuLink(page, /^Next/)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(menuLink(page, /^Next/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/docs/guides/lineage');
});

test('a page missing in the other version leads to its nearest parent there, else its start', async ({ page }) => {
  await page.goto('/docs/1.7.0/guides/old-tool');
  await menuButton(page).click();
  await expect(menuLink(page, /^Next/)).toHaveAttribute('href', '/docs/guides');
  await expect(menuLink(page, /^1\.6\.0$/)).toHaveAttribute('href', '/docs/1.6.0/introduction');
  await menuLink(page, /^1\.6\.0$/).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction (1.6)');
});

test('archived pages show a banner to the same page in Next, or its nearest parent; Next has none', async ({ page }) => {
  await page.goto('/docs/1.7.0/guides/lineage');
  const banner = page.locator('.version-banner');
  await expect(banner).toContainText('version 1.7.0');
  await banner.getByRole('link').click();
  await expect(page).toHaveURL('/docs/guides/lineage');
  await expect(page.locator('.version-banner')).toHaveCount(0);

  await page.goto('/docs/1.7.0/guides/old-tool');
  await page.locator('.version-banner').getByRole('link').click();
  await expect(page).toHaveURL('/docs/guides');
});

test('the menu works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: VERSIONS_URL });
  const page = await context.newPage();
  await page.goto('/docs/1.6.0/quickstart');
  await menuButton(page).click();
  await menuLink(page, /^Next/).click();
  await expect(page).toHaveURL('/docs/quickstart');
  await context.close();
});

test('search on an archived page finds only that version', async ({ page }) => {
  const pagefindUrls: string[] = [];
  page.on('request', (r) => r.url().includes('pagefind') && pagefindUrls.push(new URL(r.url()).pathname));
  /** Result hrefs once `expected` (a route prefix) is among them: full-text hits arrive after the names. */
  const search = async (query: string, expected: string): Promise<string[]> => {
    const dialog = page.getByRole('dialog', { name: 'Search' });
    // On a loaded machine the search chunk can take a while: press again until the dialog is up
    // (a second "/" lands in the box, which fill() replaces).
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.keyboard.press('/');
      await expect(dialog.getByRole('combobox', { name: 'Search the docs' })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByRole('combobox', { name: 'Search the docs' }).fill(query);
    const hrefs = () => dialog.getByRole('listbox', { name: 'Results' }).locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    await expect.poll(async () => (await hrefs()).some((h) => h.startsWith(expected)), { timeout: 10_000 }).toBe(true);
    const found = await hrefs();
    await page.keyboard.press('Escape');
    return found;
  };
  await page.goto('/docs/1.7.0/quickstart');
  // "lineage" is a title word on the lineage guide and only body text on the old tool's page (a Pagefind hit).
  const archived = await search('lineage', '/docs/1.7.0/guides/old-tool');
  expect(archived.every((h) => h.startsWith('/docs/1.7.0/')), archived.join(', ')).toBe(true);
  const own = await search('quasarseven', '/docs/1.7.0/guides/lineage');
  expect(own.every((h) => h.startsWith('/docs/1.7.0/')), own.join(', ')).toBe(true);
  expect(pagefindUrls.every((u) => u.startsWith('/search/1.7.0/pagefind/')), pagefindUrls.join(', ')).toBe(true);

  await page.goto('/docs/quickstart');
  const next = await search('lineage', '/docs/guides/lineage');
  expect(next.some((h) => /^\/docs\/1\./.test(h)), next.join(', ')).toBe(false);
});

test('search on Next asks every bundle its pages are split among, with one WebAssembly', async ({ page }) => {
  const fetched: string[] = [];
  page.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/docs/quickstart');
  // A word in the body of the lineage guide only, which the fixture's split puts in the third bundle.
  const results = await page.evaluate(() => (window as unknown as { docsSearch: (q: string) => Promise<{ url: string }[]> }).docsSearch('zephyrnext'));
  expect(results.map((r) => r.url)).toContain('/docs/guides/lineage');
  for (const bundle of ['/pagefind/', '/pagefind-2/', '/pagefind-3/']) expect(fetched).toContain(`${bundle}pagefind-entry.json`);
  expect(fetched.filter((u) => u.endsWith('.pagefind') && u.includes('/wasm.'))).toEqual(['/pagefind/wasm.en.pagefind']);
});

for (const theme of ['light', 'dark'] as const) {
  test(`an archived page with the menu open is axe clean (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/docs/1.7.0/guides/old-tool');
    await menuButton(page).click();
    await expect(menuLink(page, /^Next/)).toBeVisible();
    const violations = await axeViolations(page, theme === 'dark' ? { rules: COLOUR_RULES } : {});
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}

test('the menu fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/docs/1.7.0/guides/lineage');
  await menuButton(page).click();
  const box = await page.getByRole('list', { name: 'Documentation versions' }).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
