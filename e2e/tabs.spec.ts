import { expect, test, type Locator, type Page } from '@playwright/test';

const LABELS = ['macOS', 'Linux', 'Windows'];

/** The tab blocks of the quickstart that share groupId "os". */
function osBlocks(page: Page): Locator {
  return page.locator('.tabs[data-group="os"]');
}

/** Asserts that exactly `label` is selected in `block` and only its panel shows. */
async function expectSelected(block: Locator, label: string): Promise<void> {
  for (const other of LABELS) {
    const tab = block.getByRole('tab', { name: other, exact: true });
    const panel = block.locator(`:scope > [role="tabpanel"][id="${await tab.getAttribute('aria-controls')}"]`);
    if (other === label) {
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(tab).toHaveAttribute('tabindex', '0');
      await expect(panel).toBeVisible();
    } else {
      await expect(tab).toHaveAttribute('aria-selected', 'false');
      await expect(tab).toHaveAttribute('tabindex', '-1');
      await expect(panel).toBeHidden();
    }
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto('/docs/quickstart');
});

test('tabs are wired as a WAI-ARIA tab list, macOS first by default', async ({ page }) => {
  await expect(osBlocks(page)).toHaveCount(2);
  const first = osBlocks(page).first();
  await expect(first.getByRole('tablist')).toHaveAccessibleName('Choose os');
  await expect(first.getByRole('tab')).toHaveText(LABELS);
  for (const tab of await first.getByRole('tab').all()) {
    const panelId = await tab.getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id')) ?? '');
  }
  await expectSelected(first, 'macOS');
  await expectSelected(osBlocks(page).nth(1), 'macOS');
  // The no-JS labels inside panels are hidden once the script has taken over.
  await expect(first.locator('.tab-label').first()).toBeHidden();
});

test('clicking a tab shows its panel and hides the others', async ({ page }) => {
  const first = osBlocks(page).first();
  await first.getByRole('tab', { name: 'Linux' }).click();
  await expectSelected(first, 'Linux');
  await expect(first.getByRole('tabpanel')).toContainText('Add your user to the docker group');

  await first.getByRole('tab', { name: 'Windows' }).click();
  await expectSelected(first, 'Windows');
  await expect(first.getByRole('tabpanel')).toContainText('WSL 2');
});

test('tabs with the same groupId switch together', async ({ page }) => {
  const [first, second] = [osBlocks(page).nth(0), osBlocks(page).nth(1)];
  await first.getByRole('tab', { name: 'Windows' }).click();
  await expectSelected(first, 'Windows');
  await expectSelected(second, 'Windows');
  await expect(second.getByRole('tabpanel')).toContainText('Activate.ps1');

  await second.getByRole('tab', { name: 'Linux' }).click();
  await expectSelected(second, 'Linux');
  await expectSelected(first, 'Linux');
});

test('the clicked block stays where it was on screen when other blocks change height', async ({ page }) => {
  const second = osBlocks(page).nth(1);
  await second.scrollIntoViewIfNeeded();
  const before = await second.evaluate((el) => el.getBoundingClientRect().top);
  await second.getByRole('tab', { name: 'Linux' }).click();
  await expectSelected(second, 'Linux');
  const after = await second.evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
});

// BUG (src/client/tabs.ts, keydown handler): arrow keys call selectGroup(group, value) without the
// origin block, so the scroll compensation that clicks get is skipped. Pressing ArrowRight on the
// second "os" block of /docs/quickstart switches the first block too, which changes its height, and
// the focused tab list jumps (by about 65 px at 1400x900) instead of staying put.
test('arrow keys also keep the block where it was on screen', async ({ page }) => {
  const second = osBlocks(page).nth(1);
  await second.scrollIntoViewIfNeeded();
  await second.getByRole('tab', { name: 'macOS' }).focus();
  const before = await second.evaluate((el) => el.getBoundingClientRect().top);
  await page.keyboard.press('ArrowRight');
  await expectSelected(second, 'Linux');
  const after = await second.evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
});

test('the choice is remembered after a reload', async ({ page }) => {
  await osBlocks(page).first().getByRole('tab', { name: 'Linux' }).click();
  expect(await page.evaluate(() => localStorage.getItem('tabs:os'))).toBe('linux');
  await page.reload();
  await expectSelected(osBlocks(page).nth(0), 'Linux');
  await expectSelected(osBlocks(page).nth(1), 'Linux');
});

test('arrow, Home and End keys move between tabs', async ({ page }) => {
  const first = osBlocks(page).first();
  const second = osBlocks(page).nth(1);
  await first.getByRole('tab', { name: 'macOS' }).focus();

  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('tab', { name: 'Linux' })).toBeFocused();
  await expectSelected(first, 'Linux');
  await expectSelected(second, 'Linux');

  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('tab', { name: 'Windows' })).toBeFocused();
  await expectSelected(first, 'Windows');

  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('tab', { name: 'macOS' })).toBeFocused();
  await expectSelected(first, 'macOS');

  await page.keyboard.press('ArrowLeft');
  await expect(first.getByRole('tab', { name: 'Windows' })).toBeFocused();
  await expectSelected(first, 'Windows');

  await page.keyboard.press('Home');
  await expect(first.getByRole('tab', { name: 'macOS' })).toBeFocused();
  await expectSelected(first, 'macOS');

  await page.keyboard.press('End');
  await expect(first.getByRole('tab', { name: 'Windows' })).toBeFocused();
  await expectSelected(first, 'Windows');

  // Tab moves from the selected tab into its panel, not to the next tab.
  await page.keyboard.press('Tab');
  await expect(first.locator(':scope > [role="tabpanel"][data-value="windows"]')).toBeFocused();
});
