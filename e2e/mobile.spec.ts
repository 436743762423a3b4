import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const sidebar = (page: Page) => page.locator('#sidebar');
const menuButton = (page: Page) => page.getByRole('button', { name: /^(Open|Close) navigation$/ });

test.beforeEach(async ({ page }) => {
  await page.goto('/docs/quickstart');
});

test('the sidebar is hidden behind a menu button', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Docs' })).toHaveCount(0);
  const button = menuButton(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName('Open navigation');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAttribute('aria-controls', 'sidebar');
  // The page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the menu button opens the drawer; Escape closes it and returns focus', async ({ page }) => {
  const button = menuButton(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAccessibleName('Close navigation');
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page)).toBeInViewport({ ratio: 0.9 });
  await expect(sidebar(page).getByRole('link', { name: 'Quickstart', exact: true })).toBeVisible();
  // Focus moves into the drawer.
  await expect(sidebar(page).locator('a:focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAccessibleName('Open navigation');
  await expect(button).toBeFocused();
});

test('a drawer link navigates, and the backdrop closes the drawer', async ({ page }) => {
  await menuButton(page).click();
  await sidebar(page).getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL('/docs/features');
  await expect(sidebar(page)).toBeHidden();

  await menuButton(page).click();
  await expect(sidebar(page)).toBeVisible();
  await page.locator('[data-drawer-backdrop]').click({ position: { x: 370, y: 400 } });
  await expect(sidebar(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

// BUG (src/client/sidebar.ts, setupDrawer): opening the drawer should focus the current page's item,
// but `sidebar.querySelector('[aria-current="page"], a')` returns the first match in document order,
// which is always the first link ("Introduction"), so on /docs/quickstart focus lands on "Introduction".
test('opening the drawer focuses the current page item', async ({ page }) => {
  await menuButton(page).click();
  await expect(sidebar(page).getByRole('link', { name: 'Quickstart', exact: true })).toBeFocused();
});
