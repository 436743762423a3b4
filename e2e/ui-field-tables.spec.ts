import { expect, test, type Page } from '@playwright/test';

/** Issue 20, item 3: connector configuration tables show their descriptions and can be filtered. */
const SNOWFLAKE = '/docs/generated/ingestion/sources/snowflake';
const configTable = (page: Page) => page.getByRole('region', { name: 'Configuration of snowflake' }).locator('table');
const filterBox = (page: Page) => page.getByRole('searchbox', { name: 'Filter fields' });

for (const width of [1440, 390]) {
  test(`every description is on screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SNOWFLAKE);
    const row = configTable(page).locator('tbody tr').filter({ has: page.locator('code', { hasText: /^authentication_type$/ }) });
    await row.scrollIntoViewIfNeeded();
    const description = row.locator('td').last();
    await expect(description).toBeVisible();
    const box = (await description.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Wide enough to read: not a sliver squeezed beside long cells.
    expect(box.width).toBeGreaterThan(Math.min(300, width * 0.7));
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('typing filters the configuration fields; Escape clears', async ({ page }) => {
  await page.goto(SNOWFLAKE);
  const rows = configTable(page).locator('tbody tr');
  const total = await rows.count();
  expect(total).toBeGreaterThan(100);
  await filterBox(page).fill('private key');
  const shown = configTable(page).locator('tbody tr:not([hidden])');
  await expect(shown.filter({ has: page.locator('code', { hasText: /^private_key$/ }) })).toBeVisible();
  await expect(shown.filter({ has: page.locator('code', { hasText: /^account_id$/ }) })).toHaveCount(0);
  const count = await shown.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(20);
  await expect(page.getByRole('status').filter({ hasText: 'fields shown' })).toHaveText(`${count} of ${total} fields shown.`);
  // A nested match keeps its parent in view.
  await filterBox(page).fill('authority_url');
  await expect(shown.filter({ has: page.locator('code', { hasText: /^oauth_config$/ }) })).toBeVisible();
  await filterBox(page).press('Escape');
  await expect(filterBox(page)).toHaveValue('');
  await expect(shown).toHaveCount(total);
});

test('pages without long field tables have no filter', async ({ page }) => {
  await page.goto('/docs/quickstart');
  await expect(page.locator('[data-field-filter]')).toHaveCount(0);
});
