import { expect, test, type Page } from '@playwright/test';
const MATRIX = '/docs/generated/ingestion/capability-matrix';

test('a source page shows status, capabilities, install command, starter recipe and dotted config fields', async ({ page }) => {
  await page.goto('/docs/generated/ingestion/sources/snowflake');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snowflake');
  const main = page.locator('main');
  await expect(main).toContainText('Certified');
  await expect(main).toContainText("pip install 'acryl-datahub[snowflake]'");
  await expect(main.locator('pre').filter({ hasText: 'type: snowflake' }).first()).toBeVisible();
  await expect(main.locator('code', { hasText: /^profiling\.enabled$/ }).first()).toBeVisible();
  await expect(main.getByRole('table').filter({ hasText: 'Column-level Lineage' }).first()).toBeVisible();
});

test('the sources index groups sources by platform type and the sidebar lists them', async ({ page }) => {
  await page.goto('/docs/generated/ingestion/sources');
  await expect(page.getByRole('heading', { level: 2, name: 'Database' })).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'Postgres', exact: true }).click();
  await expect(page).toHaveURL(/\/sources\/postgres$/);
  await expect(page.getByRole('navigation', { name: 'Docs' }).locator('[aria-current="page"]')).toHaveText('Postgres');
});

/** Rows of the matrix the filters leave visible, with their data attributes. */
async function visibleRows(page: Page) {
  return page.locator('table.matrix tbody tr:not([hidden])').evaluateAll((rows) =>
    rows.map((r) => {
      const data = (r as HTMLElement).dataset;
      return { name: r.querySelector('th')?.textContent ?? '', status: data.status ?? '', types: data.types ?? '', caps: data.caps ?? '' };
    }),
  );
}

test('the capability matrix filters by status, platform type and capability, and keeps the choice in the URL', async ({ page }) => {
  await page.goto(MATRIX);
  const total = await page.locator('table.matrix tbody tr').count();
  expect(total).toBeGreaterThan(50);
  const count = page.locator('[data-matrix-count]');
  await expect(count).toHaveText(`${total} of ${total} sources shown.`);

  await page.getByLabel('Status').selectOption('CERTIFIED');
  let rows = await visibleRows(page);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThan(total);
  expect(rows.every((r) => r.status === 'CERTIFIED')).toBe(true);
  await expect(count).toHaveText(`${rows.length} of ${total} sources shown.`);

  await page.getByLabel('Platform type').selectOption('Database');
  await page.getByRole('checkbox', { name: 'Dataset Usage' }).check();
  rows = await visibleRows(page);
  expect(rows.map((r) => r.name)).toContain('Snowflake');
  expect(rows.map((r) => r.name)).not.toContain('Postgres');
  expect(rows.every((r) => r.status === 'CERTIFIED' && r.types.split('|').includes('Database') && r.caps.split(' ').includes('USAGE_STATS'))).toBe(true);
  await expect(page).toHaveURL(/\?type=Database&status=CERTIFIED&cap=USAGE_STATS$/);

  // The filtered view can be shared: loading the URL restores it.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Dataset Usage' })).toBeChecked();
  expect((await visibleRows(page)).length).toBe(rows.length);

  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Platform type').selectOption('');
  await page.getByRole('checkbox', { name: 'Dataset Usage' }).uncheck();
  await expect(count).toHaveText(`${total} of ${total} sources shown.`);
});

test('without JavaScript the matrix shows every source and no dead filters', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(MATRIX);
  await expect(page.locator('[data-matrix-filters]')).toBeHidden();
  expect(await page.locator('table.matrix tbody tr:not([hidden])').count()).toBeGreaterThan(50);
  await context.close();
});
