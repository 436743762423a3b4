import { expect, test, type Page } from '@playwright/test';

/** Relative luminance (0 black … 1 white) of the body's computed background colour. */
async function bodyLuminance(page: Page): Promise<number> {
  const bg = await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
  const [r, g, b] = (bg.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  expect(r, `background-color ${bg}`).toBeDefined();
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const html = (page: Page) => page.locator('html');

test('the toggle cycles system → light → dark → system and stores the choice', async ({ page }) => {
  await page.goto('/docs/quickstart');
  const toggle = page.getByRole('button', { name: /^Colour theme:/ });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Colour theme: system');
  await expect(html(page)).toHaveAttribute('data-theme-pref', 'system');
  await expect(html(page)).not.toHaveAttribute('data-theme', /.*/);

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Colour theme: light');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-theme-pref', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect(toggle.locator('.theme-icon-light')).toBeVisible();
  await expect(toggle.locator('.theme-icon-system')).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Colour theme: dark');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect(toggle.locator('.theme-icon-dark')).toBeVisible();
  expect(await bodyLuminance(page)).toBeLessThan(0.1);

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Colour theme: system');
  await expect(html(page)).not.toHaveAttribute('data-theme', /.*/);
  await expect(html(page)).toHaveAttribute('data-theme-pref', 'system');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
});

test('the choice persists across reloads and pages', async ({ page }) => {
  await page.goto('/docs/quickstart');
  const toggle = page.getByRole('button', { name: /^Colour theme:/ });
  await toggle.click();
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAccessibleName('Colour theme: dark');
  expect(await bodyLuminance(page)).toBeLessThan(0.1);

  await page.goto('/docs/features');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAccessibleName('Colour theme: dark');
});

test('no flash: a stored dark theme is applied before the body is parsed', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    const seen: Record<string, string | null> = {};
    (window as unknown as { __themeSeen: typeof seen }).__themeSeen = seen;
    const theme = (): string | null => document.documentElement?.getAttribute('data-theme') ?? null;
    seen.atStart = theme();
    // The moment <body> is created: nothing has been painted yet and no module script has run.
    new MutationObserver((_records, observer) => {
      if (document.body && !('atBody' in seen)) {
        seen.atBody = theme();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.atDomContentLoaded = theme();
    });
  });
  await page.goto('/docs/quickstart');
  const seen = await page.evaluate(() => (window as unknown as { __themeSeen: Record<string, string | null> }).__themeSeen);
  expect(seen.atStart, 'the init script runs before the page sets anything').toBeNull();
  expect(seen.atBody).toBe('dark');
  expect(seen.atDomContentLoaded).toBe('dark');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await bodyLuminance(page)).toBeLessThan(0.1);
});

test.describe('system preference', () => {
  test('dark OS preference gives a dark page', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/docs/quickstart');
    await expect(html(page)).toHaveAttribute('data-theme-pref', 'system');
    expect(await bodyLuminance(page)).toBeLessThan(0.1);
    const text = await page.locator('body').evaluate((b) => getComputedStyle(b).color);
    expect(text).not.toBe('rgb(28, 34, 48)');
  });

  test('light OS preference gives a light page', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/docs/quickstart');
    expect(await bodyLuminance(page)).toBeGreaterThan(0.8);
  });

  test('an explicit light choice wins over a dark OS preference', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/docs/quickstart');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await bodyLuminance(page)).toBeGreaterThan(0.8);
  });
});
