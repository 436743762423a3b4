import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe.ts';

/** A category of the sidebar by its own label (not a descendant's). */
function sidebarCategory(page: Page, label: string): Locator {
  return page
    .locator('#sidebar li.sidebar-category')
    .filter({ has: page.locator(':scope > a', { hasText: new RegExp(`^${label}(Cloud only)?$`) }) });
}

function sidebarLink(page: Page, label: string): Locator {
  return page.locator('#sidebar a').filter({ hasText: new RegExp(`^${label}(Cloud only)?$`) });
}

const picker = (page: Page): Locator => page.getByRole('group', { name: 'Edition' });
const FRESHNESS = '/docs/managed-datahub/observe/freshness-assertions';

async function searchResults(page: Page, query: string): Promise<string[]> {
  await page.getByRole('link', { name: 'Search the docs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search the docs' }).fill(query);
  const list = dialog.getByRole('listbox', { name: 'Results' });
  await expect(list.getByRole('option').first()).toBeVisible();
  // Names answer first; the merged list (with full text) replaces them when the list is no longer busy.
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return list.locator('a[role="option"]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test('choosing Open source hides cloud-only items, also in a lazily opened category; All shows them again', async ({ page }) => {
  await page.goto('/docs/introduction');
  const cloudCategory = sidebarCategory(page, 'DataHub Cloud');
  await expect(cloudCategory).toBeVisible();
  await expect(cloudCategory.locator('.cloud-mark .sr-only').first()).toHaveText('Cloud only');

  await picker(page).getByRole('radio', { name: 'Open source' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'oss');
  await expect(cloudCategory).toBeHidden();
  await expect(sidebarLink(page, 'Quickstart')).toBeVisible();
  await expect(picker(page).getByRole('status')).toHaveText(/cloud-only pages are hidden/i);

  // Data quality is collapsed here: its items come from /_sidebar/….json on first open.
  const quality = sidebarCategory(page, 'Data quality');
  const fetched = page.waitForResponse((r) => r.url().endsWith('/_sidebar/getting-started/data-quality.json'));
  await quality.getByRole('button', { name: 'Expand Data quality' }).click();
  await fetched;
  await expect(sidebarLink(page, 'Incidents')).toBeVisible();
  await expect(sidebarLink(page, 'Metadata tests')).toHaveCount(1);
  await expect(sidebarLink(page, 'Metadata tests')).toBeHidden();
  await expect(sidebarLink(page, 'Data Health dashboard')).toBeHidden();

  // Hidden items are out of the tab order: tabbing from the toggle never lands on them.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-edition'));
    expect(label).not.toBe('cloud');
  }

  await picker(page).getByRole('radio', { name: 'All' }).check();
  await expect(sidebarLink(page, 'Metadata tests')).toBeVisible();
  await expect(cloudCategory).toBeVisible();
});

test('choosing Cloud hides open-source-only items', async ({ page }) => {
  await page.goto('/docs/introduction');
  await expect(sidebarLink(page, 'Quickstart')).toBeVisible();
  await picker(page).getByRole('radio', { name: 'Cloud' }).check();
  await expect(sidebarLink(page, 'Quickstart')).toBeHidden();
  await expect(sidebarCategory(page, 'DataHub Cloud')).toBeVisible();
});

test('search starts with the chosen edition and leaves cloud-only results out', async ({ page }) => {
  await page.goto('/docs/introduction');
  const all = await searchResults(page, 'freshness assertion');
  expect(all).toContain(FRESHNESS);
  await page.keyboard.press('Escape');

  await picker(page).getByRole('radio', { name: 'Open source' }).check();
  const oss = await searchResults(page, 'freshness assertion');
  await expect(page.getByRole('dialog', { name: 'Search' }).getByLabel('Edition')).toHaveValue('Open source');
  expect(oss.length).toBeGreaterThan(0);
  // Pages of that folder that open-source readers can use too (edition: both) may stay.
  const forBoth = ['/docs/managed-datahub/observe/assertions', '/docs/managed-datahub/observe/data-contract'];
  expect(oss.filter((route) => route.startsWith('/docs/managed-datahub/observe/') && !forBoth.includes(route))).toEqual([]);
  expect(oss).not.toContain(FRESHNESS);
});

test('the choice persists across navigation and reload, and travels in the URL', async ({ page }) => {
  await page.goto('/docs/introduction');
  await picker(page).getByRole('radio', { name: 'Open source' }).check();
  await expect(page).toHaveURL(/\/docs\/introduction\?edition=oss$/);

  await sidebarLink(page, 'Features').click();
  await expect(page).toHaveURL(/\/docs\/features\?edition=oss$/);
  await expect(picker(page).getByRole('radio', { name: 'Open source' })).toBeChecked();
  await expect(sidebarCategory(page, 'DataHub Cloud')).toBeHidden();

  await page.reload();
  await expect(picker(page).getByRole('radio', { name: 'Open source' })).toBeChecked();
  await expect(sidebarCategory(page, 'DataHub Cloud')).toBeHidden();

  await picker(page).getByRole('radio', { name: 'All' }).check();
  await expect(page).toHaveURL(/\/docs\/features$/);
});

test('?edition=oss in a link applies, even over a stored choice', async ({ page }) => {
  await page.goto('/docs/introduction');
  await picker(page).getByRole('radio', { name: 'Cloud' }).check();
  await page.goto('/docs/quickstart?edition=oss');
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'oss');
  await expect(picker(page).getByRole('radio', { name: 'Open source' })).toBeChecked();
  await expect(sidebarCategory(page, 'DataHub Cloud')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docs-edition'))).toBe('oss');
});

test('a cloud-only page says so at the top and links its open-source alternative', async ({ page }) => {
  await page.goto('/docs/managed-datahub/integrations/oidc-sso-integration?edition=oss');
  const note = page.getByRole('note').filter({ hasText: 'DataHub Cloud only.' });
  await expect(note).toBeVisible();
  // The current page stays in the sidebar even though it is cloud-only.
  await expect(page.locator('#sidebar a[aria-current="page"]')).toBeVisible();
  const link = note.getByRole('link');
  await expect(link).toHaveAttribute('href', '/docs/authentication/guides/sso/initialize-oidc');
  await link.click();
  await expect(page).toHaveURL(/\/docs\/authentication\/guides\/sso\/initialize-oidc/);
  await expect(page.getByRole('note').filter({ hasText: 'DataHub Cloud only.' })).toHaveCount(0);
});

test('a cloud-only page without an alternative only says it is cloud-only', async ({ page }) => {
  await page.goto('/docs/tests/metadata-tests');
  const note = page.getByRole('note').filter({ hasText: 'DataHub Cloud only.' });
  await expect(note).toBeVisible();
  await expect(note.getByRole('link')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the control is hidden, every item shows and the notice is there', async ({ page }) => {
    await page.goto(`${FRESHNESS}?edition=oss`);
    await expect(picker(page)).toBeHidden();
    await expect(sidebarLink(page, 'Volume assertions')).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'DataHub Cloud only.' })).toBeVisible();
  });
});

test('the control works by keyboard with a visible focus ring', async ({ page }) => {
  await page.goto('/docs/introduction');
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'docs-edition');
  }
  expect(reached, 'Tab reaches the edition control').toBe(true);
  const all = picker(page).getByRole('radio', { name: 'All' });
  await expect(all).toBeFocused();
  const ring = await all.evaluate((input) => getComputedStyle(input.nextElementSibling!).outlineStyle);
  expect(ring).toBe('solid');
  await page.keyboard.press('ArrowRight');
  await expect(picker(page).getByRole('radio', { name: 'Open source' })).toBeFocused();
  await expect(picker(page).getByRole('radio', { name: 'Open source' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'oss');
  await expect(sidebarCategory(page, 'DataHub Cloud')).toBeHidden();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the control fits in the navigation drawer', async ({ page }) => {
    await page.goto('/docs/introduction');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const group = picker(page);
    await expect(group).toBeVisible();
    // The drawer slides in; measure once it has settled.
    await expect.poll(async () => (await group.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    const box = (await group.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await group.getByRole('radio', { name: 'Cloud' }).check();
    await expect(sidebarLink(page, 'Quickstart')).toBeHidden();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a page with the control and the stronger notice is axe clean (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${FRESHNESS}?edition=oss`);
    await expect(picker(page).getByRole('radio', { name: 'Open source' })).toBeChecked();
    const violations = await axeViolations(page);
    expect(violations.map((v) => v.id), describeViolations(violations)).toEqual([]);
  });
}
