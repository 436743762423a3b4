import { expect, test, type Page } from '@playwright/test';
import { layoutShift } from './support/layout-shift.ts';

/** Issue 20, item 8: the live recipe beside the form (wide) or under it (phone), no jump, Copy copies what is typed. */
const SNOWFLAKE = '/docs/generated/ingestion/sources/snowflake';
const builder = (page: Page) => page.locator('section[data-island="recipe-builder"]');
const form = (page: Page) => builder(page).locator('form.rb-form');
const output = (page: Page) => builder(page).locator('.rb-output');
const status = (page: Page) => page.locator('.rb-status');

async function open(page: Page, hash = ''): Promise<void> {
  await page.goto(SNOWFLAKE + hash);
  await expect(status(page)).toHaveText('Valid: matches the snowflake configuration schema.', { timeout: 20_000 });
}

test('wide screens: recipe.yml sits beside the form and stays in view while the form scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  await form(page).evaluate((f) => f.scrollIntoView({ block: 'start' }));
  const f = (await form(page).boundingBox())!;
  const o = (await output(page).boundingBox())!;
  expect(o.x).toBeGreaterThanOrEqual(f.x + f.width - 1);
  expect(Math.abs(o.y - f.y)).toBeLessThan(120);
  // Halfway down the form, the recipe is still on screen.
  await page.evaluate(() => window.scrollBy(0, 700));
  await expect(output(page).locator('.rb-yaml')).toBeInViewport();
  await expect(page.locator('.rb-status')).toBeInViewport();
});

test('phones: recipe.yml follows the form directly', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  const f = (await form(page).boundingBox())!;
  const o = (await output(page).boundingBox())!;
  expect(o.y).toBeGreaterThanOrEqual(f.y + f.height - 1);
  expect(o.y - (f.y + f.height)).toBeLessThan(40);
  expect(o.width).toBeGreaterThan(300);
});

test('the page does not jump when the builder mounts', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${SNOWFLAKE}#recipe-builder`);
  await expect(status(page)).toHaveText('Valid: matches the snowflake configuration schema.', { timeout: 20_000 });
  const shift = await layoutShift(page, 500);
  expect(shift).toBeLessThan(0.05);
});

test('Copy copies what was just typed, before the live check has run', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  // Type and click Copy in one task: the debounced check has had no chance to run.
  await page.evaluate(() => {
    const input = [...document.querySelectorAll<HTMLInputElement>('.rb input[type="text"]')].find((i) => i.id.endsWith('account_id') || i.labels?.[0]?.textContent?.startsWith('account_id'))!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'typed12345.eu-west-1');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    [...document.querySelectorAll<HTMLButtonElement>('.rb-actions button')].find((b) => b.textContent === 'Copy')!.click();
  });
  await expect(page.locator('.rb-action-status')).toHaveText('Copied recipe.yml to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('account_id: typed12345.eu-west-1');
});
