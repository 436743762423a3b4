import { expect, test, type Page } from '@playwright/test';

/** Issue 20, item 7: API alternatives as remembered language tabs; long code lines on screen and in print. */
const tabs = (page: Page) => page.locator('.doc-body .tabs[data-group="api"]');

test('the API task guides show GraphQL and Python as tabs, not stacked sections', async ({ page }) => {
  await page.goto('/docs/api/tutorials/tags');
  expect(await tabs(page).count()).toBeGreaterThanOrEqual(4);
  // No "GraphQL" / "Python" subheadings left between the tasks.
  await expect(page.locator('.doc-body h3', { hasText: /^(GraphQL|Python)$/ })).toHaveCount(0);
  const first = tabs(page).first();
  await expect(first.getByRole('tab', { name: 'GraphQL' })).toHaveAttribute('aria-selected', 'true');
  await expect(first.getByRole('tabpanel')).toHaveCount(1);
  await expect(first.locator('[role="tabpanel"][data-active] code').first()).toContainText('createTag');
});

test('choosing Python switches every API tab block and is remembered on the next pages', async ({ page }) => {
  await page.goto('/docs/api/tutorials/tags');
  await tabs(page).first().getByRole('tab', { name: 'Python' }).click();
  for (const block of await tabs(page).all()) await expect(block.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => localStorage.getItem('tabs:api'))).toBe('python');
  for (const route of ['/docs/api/tutorials/terms', '/docs/api/tutorials/datasets']) {
    await page.goto(route);
    await expect(tabs(page).first().getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs(page).first().locator('[role="tabpanel"][data-active]')).toHaveAttribute('data-value', 'python');
  }
});

test('a long code line scrolls with a visible cue on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/api/tutorials/tags');
  const pre = page.locator('.tabs [data-active] .code-block pre').filter({ hasText: 'resourceUrn' }).first();
  await pre.scrollIntoViewIfNeeded();
  const state = await pre.evaluate((p) => ({ overflows: p.scrollWidth > p.clientWidth, overflowX: getComputedStyle(p).overflowX, mask: getComputedStyle(p).maskImage }));
  expect(state.overflows).toBe(true);
  expect(state.overflowX).toBe('auto');
  // The right edge fades while there is more to the right.
  expect(state.mask).toContain('gradient');
  await pre.evaluate((p) => p.scrollTo({ left: p.scrollWidth }));
  await expect.poll(() => pre.evaluate((p) => getComputedStyle(p).maskImage)).not.toContain('28px');
});

test('in print, code wraps instead of being cut off, and every tab panel prints', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await page.goto('/docs/api/tutorials/tags');
  await page.emulateMedia({ media: 'print' });
  const cut = await page.locator('.code-block pre').evaluateAll((pres) => pres.filter((p) => p.scrollWidth > p.clientWidth + 1).length);
  expect(cut).toBe(0);
  await expect(tabs(page).first().locator('[role="tabpanel"][data-value="python"]')).toBeVisible();
});
