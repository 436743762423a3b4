import { expect, test, type Page } from '@playwright/test';

/** Issue 20, item 11: the model explorer and the GraphQL queries page do not shift as they load. */
const EXPLORER = '/docs/api/model-explorer';
const QUERIES = '/docs/graphql/queries';

/** Sum of the layout shifts since navigation, as Lighthouse's CLS counts them (none after input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 1500);
      }),
  );
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`the model explorer mounts without shifting the page (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(EXPLORER, { waitUntil: 'load' });
    // The graph is drawn: the explorer has replaced the list.
    await expect(page.locator('.mx-stage')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
}

test('the queries page keeps its place when the inline checker mounts (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(QUERIES, { waitUntil: 'load' });
  await expect(page.locator('.island[data-island="graphql-checker"] button.gqlc-toggle')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
