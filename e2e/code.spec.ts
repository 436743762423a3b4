import { expect, test, type Locator, type Page } from '@playwright/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const VENV_TITLE = 'Create a virtual environment and install the CLI';
const VENV_CODE = [
  'python3.12 -m venv ~/.venvs/datahub',
  'source ~/.venvs/datahub/bin/activate',
  'python3 -m pip install --upgrade pip wheel setuptools',
  'python3 -m pip install --upgrade acryl-datahub',
  'datahub version',
].join('\n');

/** The first visible code block whose title is `title`. */
function codeBlock(page: Page, title: string): Locator {
  return page.locator('figure.code-block:visible').filter({ has: page.locator('figcaption.code-title', { hasText: title }) }).first();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/docs/quickstart');
});

test('code blocks have a title, syntax-highlighted tokens and highlighted lines', async ({ page }) => {
  const block = codeBlock(page, VENV_TITLE);
  await expect(block).toBeVisible();
  await expect(block).toHaveAttribute('data-lang', 'bash');
  await expect(block.locator('figcaption.code-title')).toHaveText(VENV_TITLE);

  const lines = block.locator('pre code .line');
  await expect(lines).toHaveText(VENV_CODE.split('\n'));

  // Tokens are coloured spans with at least three distinct colours.
  const colours = await lines.locator('span').evaluateAll((spans) => [...new Set(spans.map((s) => getComputedStyle(s).color))]);
  expect(colours.length).toBeGreaterThanOrEqual(3);

  // {3-4}: exactly lines 3 and 4 are highlighted, and look different.
  const highlighted = await lines.evaluateAll((ls) => ls.map((l, i) => (l.classList.contains('highlighted') ? i + 1 : 0)).filter(Boolean));
  expect(highlighted).toEqual([3, 4]);
  const bg = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await bg(lines.nth(2))).not.toBe(await bg(lines.nth(0)));
  expect(await bg(lines.nth(2))).not.toBe('rgba(0, 0, 0, 0)');
});

test('line ranges with several parts highlight exactly those lines', async ({ page }) => {
  const block = codeBlock(page, 'postgres-recipe.yml');
  await expect(block).toHaveAttribute('data-lang', 'yaml');
  const highlighted = await block.locator('.line').evaluateAll((ls) => ls.map((l, i) => (l.classList.contains('highlighted') ? i + 1 : 0)).filter(Boolean));
  expect(highlighted).toEqual([2, 4, 5, 6, 7]);
});

test('the copy button copies the code and confirms', async ({ page }) => {
  const block = codeBlock(page, VENV_TITLE);
  const button = block.getByRole('button', { name: 'Copy code to clipboard' });
  await block.hover();
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('opacity', '1');
  await button.click();
  await expect(button).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(VENV_CODE);
  await expect(button).toHaveText('Copy', { timeout: 4_000 });
});

test('copying a block without a title copies only that block', async ({ page }) => {
  const block = page.locator('figure.code-block:visible').filter({ hasText: 'datahub docker check' }).first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('datahub docker check');
});
