import { expect, test, type Page } from '@playwright/test';

/** Issue 20, item 9: the top-nav tab follows the section, crumbs do not repeat, categories are described, the version reads as a version. */
const currentTab = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');

const TABS: [string, string][] = [
  ['/docs/generated/ingestion/sources/snowflake', 'Integrations'],
  ['/docs/generated/ingestion/capability-matrix', 'Integrations'],
  ['/docs/graphql/queries', 'API'],
  ['/docs/python-sdk/sdk-v2', 'API'],
  ['/docs/api/tutorials/tags', 'API'],
  ['/docs/quickstart', 'Docs'],
];
for (const [route, tab] of TABS) {
  test(`the top-nav tab of ${route} is "${tab}"`, async ({ page }) => {
    await page.goto(route);
    await expect(currentTab(page)).toHaveText(tab);
    // It is the section the breadcrumb names.
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  });
}

test('no crumb repeats the one before it', async ({ page }) => {
  for (const route of ['/docs/architecture/architecture', '/docs/quickstart', '/docs/generated/ingestion/sources/snowflake']) {
    await page.goto(route);
    const crumbs = (await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem').allTextContents()).map((c) => c.trim().toLowerCase());
    for (let i = 1; i < crumbs.length; i++) expect(crumbs[i], `${route}: ${crumbs.join(' › ')}`).not.toBe(crumbs[i - 1]);
  }
});

test('sidebar categories written in sidebars.ts are described in words, not "Pages about …"', async ({ page }) => {
  for (const route of ['/docs/category/api-sdks-api-task-guides', '/docs/category/developers-architecture', '/docs/category/getting-started-concepts']) {
    await page.goto(route);
    const lead = await page.locator('.doc .lead').textContent();
    expect(lead).not.toMatch(/^Pages about /);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(lead);
  }
});

test('the version label reads "Version: Next", not a next-page button', async ({ page }) => {
  await page.goto('/docs/quickstart');
  const label = page.locator('.navbar .version-label');
  await expect(label).toHaveText('Version: Next');
  await expect(label.locator('.version-label-prefix')).toBeVisible();
});
