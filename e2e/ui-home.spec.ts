import { expect, test, type Page } from '@playwright/test';

/** Issue 20, item 10: a home page with a search field, task entry points, connectors and gap-free card grids. */

test('the hero search field opens the site search; / still works', async ({ page }) => {
  await page.goto('/');
  const field = page.locator('.hero-search');
  await expect(field).toBeVisible();
  await field.click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  await page.locator('body').press('/');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
});

test('task entry points and a strip of connector logos lead to their pages', async ({ page }) => {
  await page.goto('/');
  const tasks = page.getByRole('region', { name: 'Common tasks' }).getByRole('link');
  expect(await tasks.count()).toBeGreaterThanOrEqual(6);
  const strip = page.getByRole('region', { name: 'Popular connectors' });
  const logos = strip.locator('.connector-strip a');
  await expect(logos).toHaveCount(12);
  await expect(strip.locator('.connector-strip .connector-logo')).toHaveCount(12);
  await expect(strip.getByRole('link', { name: 'Snowflake' })).toHaveAttribute('href', '/docs/generated/ingestion/sources/snowflake');
  await expect(strip.getByRole('link', { name: /^All \d+ connectors/ })).toHaveAttribute('href', '/docs/generated/ingestion/sources');
});

/** Every card grid on the page: the tiles of each row share top and bottom, and every row is full width. */
async function gridGaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('.home .cards, .connector-strip')) {
      const box = grid.getBoundingClientRect();
      const rows = new Map<number, DOMRect[]>();
      for (const child of grid.children) {
        const r = child.getBoundingClientRect();
        rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r]);
      }
      for (const [top, cells] of rows) {
        if (new Set(cells.map((c) => Math.round(c.bottom))).size > 1) problems.push(`${grid.className} row at ${top}: bottoms differ`);
        const right = Math.max(...cells.map((c) => c.right));
        const left = Math.min(...cells.map((c) => c.left));
        if (box.right - right > 2 || left - box.left > 2) problems.push(`${grid.className} row at ${top}: gap of ${Math.round(box.right - right)} px`);
      }
    }
    return problems;
  });
}

for (const width of [1280, 1024, 768, 390]) {
  test(`card grids have no gaps at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    expect(await gridGaps(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

