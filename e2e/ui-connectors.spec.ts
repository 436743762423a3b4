import { expect, test } from '@playwright/test';

/** Issue 20, items 1 and 5: connector logos and a connector index that filters as you type. */
const INDEX = '/docs/generated/ingestion/sources';
const tiles = (page: import('@playwright/test').Page) => page.locator('.connector-tile');
const shownTiles = (page: import('@playwright/test').Page) => page.locator('.connector-tile:not([hidden])');
const filterBox = (page: import('@playwright/test').Page) => page.getByRole('searchbox', { name: 'Filter connectors' });

test('the index is a grid of tiles with logos; typing narrows it and counts; Escape clears', async ({ page }) => {
  await page.goto(INDEX);
  const total = await tiles(page).count();
  expect(total).toBeGreaterThan(80);
  // Every tile has a decorative logo (icon or monogram) and its name as text.
  await expect(page.locator('.connector-tile .connector-logo[aria-hidden="true"]')).toHaveCount(total);
  // Icons come from the sprite the connectors handler publishes (logos.ts): referenced, loaded and drawn.
  const icon = page.locator('#snowflake .connector-logo svg use');
  await expect(icon).toHaveAttribute('href', /^\/images\/connector-logos\.svg#snowflake$/);
  await expect.poll(() => icon.evaluate((use) => (use as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(10);
  await expect(page.locator('#mssql .connector-monogram')).toHaveText('MS');
  await expect(page.getByRole('status').filter({ hasText: 'connectors' })).toHaveText(`${total} of ${total} connectors`);

  await filterBox(page).fill('snow');
  await expect(shownTiles(page).filter({ hasText: 'Snowflake' })).toHaveCount(1);
  // Filtered-out tiles are really gone from view (and from the tab order).
  await expect(page.locator('#mysql')).toBeHidden();
  const shown = await shownTiles(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(5);
  await expect(page.getByRole('status').filter({ hasText: 'connectors' })).toHaveText(`${shown} of ${total} connectors`);
  // Groups without a match disappear with their heading.
  await expect(page.getByRole('heading', { name: 'BI Tool', level: 2 })).toBeHidden();
  // Platform types and plugin names match too.
  await filterBox(page).fill('bi tool');
  await expect(shownTiles(page).filter({ hasText: 'Looker' })).toHaveCount(1);

  await filterBox(page).press('Escape');
  await expect(filterBox(page)).toHaveValue('');
  await expect(shownTiles(page)).toHaveCount(total);
});

test('no match shows the empty state; keyboard only', async ({ page }) => {
  await page.goto(INDEX);
  await filterBox(page).focus();
  await page.keyboard.type('zzqx');
  await expect(page.getByText('No connector matches.')).toBeVisible();
  await expect(shownTiles(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText('No connector matches.')).toBeHidden();
  await page.keyboard.type('mysql');
  // Tab leaves the box to the first shown tile's link; Enter opens it.
  await page.keyboard.press('Tab');
  await expect(page.locator('.connector-tile:not([hidden]) a').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sources\/mysql$/);
  await expect(page.locator('.connector-header .connector-logo svg')).toHaveCount(1);
});

test('the full list shows without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(INDEX);
  expect(await tiles(page).count()).toBeGreaterThan(80);
  await expect(page.locator('[data-connector-filter]')).toBeHidden();
  await context.close();
});

test('tiles of a row line up: same top edge across the first row of a group', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/generated/ingestion/sources');
  const tops = await page.locator('[data-connector-group]').first().locator('.connector-tile').evaluateAll((tiles) => tiles.map((t) => Math.round(t.getBoundingClientRect().top)));
  const firstRow = tops.filter((top) => Math.abs(top - tops[0]!) < 20);
  expect(firstRow.length).toBeGreaterThan(1);
  expect(new Set(firstRow).size, `tops of the first row: ${firstRow.join(', ')}`).toBe(1);
});
