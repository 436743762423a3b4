import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';

/** Opens the search dialog on a page and types a query; returns the dialog. */
async function search(page: Page, query: string) {
  await page.goto('/docs/introduction');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search the docs' }).fill(query);
  return dialog;
}

test('a question finds the page that answers it, and its stop words match nothing on their own', async ({ page }) => {
  const dialog = await search(page, 'how do I delete a dataset');
  const options = dialog.getByRole('listbox', { name: 'Results' }).getByRole('option');
  await expect(dialog.getByRole('listbox', { name: 'Results' })).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(options.first()).toHaveAttribute('href', /^\/docs\/(how\/delete-metadata|api\/tutorials\/datasets)(#|$)/);
  // "a", "how", "do" and "I" are not searched for: no hit lands on a heading made of them.
  for (const title of await options.locator('.search-result-title').allTextContents()) expect(title).not.toMatch(/› (A|How|I|Do)$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/(how\/delete-metadata|api\/tutorials\/datasets)/);
});

test('a connector asked for by name, misspelt or in a phrase, comes first', async ({ page }) => {
  for (const query of ['snowflak', 'connect snowflake']) {
    const dialog = await search(page, query);
    await expect(dialog.getByRole('listbox', { name: 'Results' })).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(dialog.getByRole('listbox', { name: 'Results' }).getByRole('option').first()).toHaveAttribute('href', '/docs/generated/ingestion/sources/snowflake');
  }
});

test('nonsense gets a real "no results" state, not look-alike noise', async ({ page }) => {
  const dialog = await search(page, 'qwxzv');
  await expect(dialog.getByText('No results for')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('0 results');
  await expect(dialog.getByRole('listbox', { name: 'Results' })).toBeHidden();
});

test('results the edition filter hides are counted, and one click shows them', async ({ page }) => {
  const dialog = await search(page, 'remote executor');
  await dialog.getByLabel('Edition').selectOption('Open source');
  const note = dialog.locator('.search-hidden-note');
  await expect(note).toHaveText(/^\d+ results? (is|are) hidden: (it is|they are) on Cloud pages\. Show them$/);
  await expect(dialog.getByRole('status')).toContainText('hidden');
  const violations = await axeViolations(page, { include: '.search-dialog' });
  expect(violations.map((v) => v.id)).toEqual([]);
  await note.getByRole('button', { name: 'Show them' }).click();
  await expect(dialog.getByLabel('Edition')).toHaveValue('');
  await expect(note).toBeHidden();
  await expect(dialog.getByRole('listbox', { name: 'Results' }).getByRole('option').first()).toHaveAttribute('href', /\/docs\/managed-datahub\//);
});

test('a pasted URN is offered to the URN inspector, filled in', async ({ page }) => {
  const urn = 'urn:li:dataset:(urn:li:dataPlatform:snowflake,db.schema.orders,PROD)';
  const dialog = await search(page, urn);
  const offer = dialog.getByRole('listbox', { name: 'Results' }).getByRole('option').first();
  await expect(offer).toContainText('Inspect this URN');
  await expect(offer).toHaveAttribute('href', `/docs/api/urn-inspector?urn=${encodeURIComponent(urn)}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/urn-inspector\?urn=/);
  await expect(page.getByRole('textbox', { name: /URN/ }).first()).toHaveValue(urn);
});
