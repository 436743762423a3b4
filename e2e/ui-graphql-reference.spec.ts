import { expect, test } from '@playwright/test';
import { layoutShift } from './support/layout-shift.ts';

/** Issue 20, item 11: the model explorer and the GraphQL queries page do not shift as they load. */
const EXPLORER = '/docs/api/model-explorer';
const QUERIES = '/docs/graphql/queries';

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

test('a GraphQL section page downloads the checker only when the reader opens it, which opens it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/docs/graphql/enums', { waitUntil: 'networkidle' });
  // The page's own script only: no framework, no checker.
  expect(scripts, scripts.join(', ')).toHaveLength(1);
  const toggle = page.getByRole('button', { name: 'Check a query against this schema' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  await expect(page.getByRole('textbox', { name: /query/i })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(1);
});
