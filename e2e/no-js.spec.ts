import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  await page.goto('/docs/quickstart');
});

test('a doc page shows its content without JavaScript', async ({ page }) => {
  await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
  await expect(page.locator('.doc-body')).toContainText('This guide starts a complete DataHub instance');
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2: start DataHub' })).toBeVisible();
  await expect(page.locator('.admonition-tip .admonition-title')).toHaveText('Prefer a managed instance?');
  await expect(page.locator('figure.code-block').first()).toBeVisible();
});

test('every tab panel shows, under its label', async ({ page }) => {
  const blocks = page.locator('.tabs[data-group="os"]');
  await expect(blocks).toHaveCount(2);
  for (const block of await blocks.all()) {
    await expect(block.getByRole('tablist')).toBeHidden();
    const panels = block.locator(':scope > .tab-panel');
    await expect(panels).toHaveCount(3);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    const labels = block.locator(':scope > .tab-panel > .tab-label');
    await expect(labels).toHaveText(['macOS', 'Linux', 'Windows']);
    for (const label of await labels.all()) await expect(label).toBeVisible();
  }
  await expect(page.getByText('Add your user to the docker group')).toBeVisible();
  await expect(page.getByText('py -3.12 -m venv $HOME\\datahub-venv')).toBeVisible();
});

test('sidebar links navigate', async ({ page }) => {
  const sidebar = page.getByRole('navigation', { name: 'Docs' });
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL('/docs/features');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
  // A collapsed category is still reachable through its own page.
  // Every item of this category is cloud-only, so the category carries the mark too.
  await sidebar.getByRole('link', { name: 'DataHub Cloud Cloud only', exact: true }).click();
  await expect(page).toHaveURL('/docs/managed-datahub/managed-datahub-overview');
  await expect(sidebar.getByRole('link', { name: /DataHub Cloud overview/ })).toBeVisible();
});

test('the table of contents is there and its links work', async ({ page }) => {
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeVisible();
  await expect(toc.getByRole('link')).toHaveCount(11);
  await toc.getByRole('link', { name: 'Troubleshooting' }).click();
  await expect(page).toHaveURL(/#troubleshooting$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Troubleshooting' })).toBeInViewport();
});

test('no script-only controls are shown', async ({ page }) => {
  await expect(page.locator('[data-theme-toggle]')).toBeHidden();
  await expect(page.locator('[data-drawer-toggle]')).toBeHidden();
  const sidebarToggles = page.locator('[data-sidebar-toggle]');
  expect(await sidebarToggles.count()).toBeGreaterThan(0);
  for (const toggle of await sidebarToggles.all()) await expect(toggle).toBeHidden();
  const copyButtons = page.locator('[data-copy]');
  expect(await copyButtons.count()).toBeGreaterThan(5);
  for (const button of await copyButtons.all()) await expect(button).toBeHidden();
  await expect(page.getByRole('button')).toHaveCount(0);
});
