import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe.ts';

/** Issue 20, item 2: "On this page" below 1,200 px, as a disclosure above the body. */
const disclosure = (page: Page) => page.locator('details.toc-disclosure');
const summary = (page: Page) => disclosure(page).locator('summary');

for (const width of [390, 1024]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a closed "On this page" disclosure above the body lists the h2 and h3 headings', async ({ page }) => {
      await page.goto('/docs/quickstart');
      await expect(summary(page)).toBeVisible();
      await expect(summary(page)).toContainText('On this page');
      await expect(disclosure(page)).not.toHaveAttribute('open', '');
      // Above the body, in the first screen.
      await expect(summary(page)).toBeInViewport();
      const bodyTop = await page.locator('.doc-body').evaluate((b) => b.getBoundingClientRect().top);
      const summaryBottom = await summary(page).evaluate((s) => s.getBoundingClientRect().bottom);
      expect(summaryBottom).toBeLessThanOrEqual(bodyTop);
      const headings = await page.locator('.doc-body :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => h.id));
      const entries = await disclosure(page).locator('a').evaluateAll((as) => as.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
      expect(entries).toEqual(headings);
    });

    test('opens by keyboard, jumps to a section and closes', async ({ page }) => {
      await page.goto('/docs/quickstart');
      await summary(page).focus();
      await page.keyboard.press('Enter');
      await expect(disclosure(page)).toHaveAttribute('open', '');
      const link = disclosure(page).getByRole('link', { name: 'Step 4: load sample metadata' });
      await expect(link).toBeVisible();
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#step-4-load-sample-metadata$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Step 4: load sample metadata' })).toBeInViewport();
      await expect(disclosure(page)).not.toHaveAttribute('open', '');
    });
  });
}

test('wide screens keep the column and hide the disclosure', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/docs/quickstart');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  await expect(disclosure(page)).toBeHidden();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open disclosure has no axe violations on a phone (${colorScheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/docs/quickstart');
    await summary(page).click();
    const violations = await axeViolations(page, { include: 'details.toc-disclosure' });
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
