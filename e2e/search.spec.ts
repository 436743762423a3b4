import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe.ts';


test('the keyboard opens search, moves through results and opens one; Escape returns focus', async ({ page }) => {
  await page.goto('/docs/introduction');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByRole('combobox', { name: 'Search the docs' });
  await expect(input).toBeFocused();
  await input.fill('createTag');
  const options = dialog.getByRole('listbox', { name: 'Results' }).getByRole('option');
  await expect(options.first()).toContainText('createTag');
  await expect(dialog.getByRole('status')).toHaveText(/\d+ results?/);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/graphql\/mutations\/createtag/);

  // Escape closes and focus goes back to where it was.
  const button = page.locator('.search-button');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('Ctrl+K opens search; results show section, kind, the heading hit and a highlighted excerpt', async ({ page }) => {
  await page.goto('/docs/quickstart');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search the docs' }).fill('ROW_COUNT_TOTAL');
  const first = dialog.getByRole('listbox', { name: 'Results' }).getByRole('option').first();
  await expect(first).toContainText('ROW_COUNT_TOTAL');
  await expect(first.locator('.search-result-meta')).toHaveText('API & SDKs · GraphQL');
  await first.click();
  await expect(page).toHaveURL(/\/docs\/graphql\/enums.*#volumeassertiontype\.row_count_total$/);
  await expect(page.locator('[id="volumeassertiontype.row_count_total"]')).toBeInViewport();
});

test('filters narrow the results by kind, section and edition', async ({ page }) => {
  await page.goto('/docs/introduction');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search the docs' }).fill('dataset');
  await expect(dialog.getByRole('listbox', { name: 'Results' }).getByRole('option').first()).toBeVisible();
  await dialog.getByLabel('Kind').selectOption('entity');
  await expect(dialog.getByRole('listbox', { name: 'Results' }).getByRole('option').first()).toBeVisible();
  const metas = await dialog.locator('.search-result-meta').allTextContents();
  expect(metas.length).toBeGreaterThan(0);
  expect(metas.every((m) => m.endsWith('Entities'))).toBe(true);
  await dialog.getByLabel('Kind').selectOption('');
  await dialog.getByLabel('Section').selectOption('Integrations');
  await expect(dialog.getByRole('listbox', { name: 'Results' }).getByRole('option').first()).toBeVisible();
  expect((await dialog.locator('.search-result-meta').allTextContents()).every((m) => m.startsWith('Integrations'))).toBe(true);
});

test('the /search page runs the query from the URL and keeps edits in it', async ({ page }) => {
  await page.goto('/search?q=snowflak');
  const first = page.getByRole('listbox', { name: 'Results' }).getByRole('option').first();
  await expect(first).toContainText('Snowflake');
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('bigquery');
  await expect(page).toHaveURL(/\/search\?q=bigquery$/);
  await expect(page.getByRole('listbox', { name: 'Results' }).getByRole('option').first()).toContainText('BigQuery');
});

test('odd queries give results or the empty state, never an error or injected HTML', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/search');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  for (const q of ['"unterminated', '(*+?[\\', '🙂 lineage', '<img src=x onerror="window.hacked=1">', 'x'.repeat(10_000)]) {
    await input.fill(q);
    await expect(page.locator('.search-results:not([hidden]) [role="option"], .search-empty').first()).toBeVisible();
  }
  await input.fill('∅∅∅');
  await expect(page.locator('.search-empty')).toContainText('No results');
  await expect(page.locator('.search-empty').getByRole('link', { name: 'feature map' })).toHaveAttribute('href', '/docs/features');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('recent searches are remembered and offered when the box is empty', async ({ page }) => {
  await page.goto('/docs/introduction');
  await page.keyboard.press('/');
  await page.getByRole('dialog').getByRole('combobox', { name: 'Search the docs' }).fill('glossary');
  await page.getByRole('dialog').getByRole('listbox', { name: 'Results' }).getByRole('option').first().click();
  await page.waitForURL(/\/docs\//);
  await page.keyboard.press('/');
  const recent = page.getByRole('dialog').locator('.search-recent');
  await expect(recent.getByRole('button', { name: 'glossary' })).toBeVisible();
  await recent.getByRole('button', { name: 'glossary' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Search the docs' })).toHaveValue('glossary');
});

test('pages carry no search code until search opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().includes('pagefind') || r.url().includes('/search/')) scripts.push(r.url());
  });
  await page.goto('/docs/introduction');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /mount-|pagefind|names\.json/.test(u))).toEqual([]);
});

test('full text covers the generated reference, kept in a second Pagefind bundle that shares the first one\'s WebAssembly', async ({ page }) => {
  const fetched: string[] = [];
  page.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/docs/introduction');
  // A word found in the body of generated reference pages only (the build puts those in /pagefind-generated/).
  const results = await page.evaluate(() => (window as unknown as { docsSearch: (q: string) => Promise<{ url: string }[]> }).docsSearch('recording'));
  expect(results.some((r) => r.url.startsWith('/docs/generated/')), results.map((r) => r.url).join(', ')).toBe(true);
  expect(fetched).toContain('/pagefind-generated/pagefind-entry.json');
  expect(fetched.filter((u) => u.endsWith('.pagefind') && u.startsWith('/pagefind/wasm'))).toHaveLength(1);
  expect(fetched.filter((u) => u.startsWith('/pagefind-generated/wasm'))).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the search dialog and page have no axe violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/docs/introduction');
    await page.keyboard.press('/');
    await page.getByRole('dialog').getByRole('combobox', { name: 'Search the docs' }).fill('lineage');
    await expect(page.getByRole('dialog').getByRole('listbox', { name: 'Results' }).getByRole('option').first()).toBeVisible();
    const dialogResults = await axeViolations(page, { include: '.search-dialog' });
    expect(dialogResults.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.goto('/search?q=tags');
    await expect(page.getByRole('listbox', { name: 'Results' }).getByRole('option').first()).toBeVisible();
    const pageResults = await axeViolations(page);
    expect(pageResults.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
