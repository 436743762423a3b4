import { expect, test, type Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES, describeViolations } from './support/axe.ts';

const CHECKER = '/docs/api/graphql/checker';
const INVALID = 'query {\n  dataset(urn: "urn:li:dataset:x") {\n    nmae\n  }\n}';

const editor = (page: Page) => page.getByRole('textbox', { name: 'GraphQL query or mutation' });
const status = (page: Page) => page.locator('.gqlc-status');

test('an invalid query shows its error at line and column, with the type linked', async ({ page }) => {
  await page.goto(CHECKER);
  await expect(status(page)).toHaveText('Valid against the DataHub schema');
  await editor(page).fill(INVALID);
  await expect(status(page)).toHaveText('1 error');
  const error = page.getByRole('list', { name: 'Errors' }).getByRole('listitem');
  await expect(error).toHaveCount(1);
  await expect(error).toContainText('Cannot query field nmae on type Dataset');
  await expect(error.getByRole('link', { name: 'Dataset', exact: true })).toHaveAttribute('href', '/docs/graphql/objects/dataset');
  // Activating the position puts the caret on the faulty field.
  await error.getByRole('button', { name: 'Line 3, column 5' }).click();
  await expect(editor(page)).toBeFocused();
  expect(await editor(page).evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(INVALID.indexOf('nmae'));
  // The reference entry the link names exists.
  await error.getByRole('link', { name: 'Dataset', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dataset');
});

test('the editor numbers its lines and marks the line and the token of each problem, as decoration', async ({ page }) => {
  await page.goto(CHECKER);
  await editor(page).fill(INVALID);
  await expect(status(page)).toHaveText('1 error');
  const gutter = page.locator('.gqlc-gutter');
  await expect(gutter).toHaveAttribute('aria-hidden', 'true');
  await expect(gutter.locator('.gqlc-ln').filter({ hasText: /\d/ })).toHaveText(['1', '2', '3', '4', '5']);
  const mark = gutter.locator('.gqlc-ln-error');
  await expect(mark).toHaveText(/^\W*3$/);
  const token = page.locator('.gqlc-layer .gqlc-err');
  await expect(token).toHaveText('nmae');
  // The mark sits level with the marked line.
  const [a, b] = [(await mark.boundingBox())!, (await token.boundingBox())!];
  expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2))).toBeLessThan(4);
  // The textarea stays the labelled control and says it is invalid; the message is in the list.
  await expect(editor(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('list', { name: 'Errors' }).getByRole('button', { name: 'Line 3, column 5' })).toBeVisible();
  // Fixed, the marks go.
  await editor(page).fill(INVALID.replace('nmae', 'name'));
  await expect(status(page)).toHaveText('Valid against the DataHub schema');
  await expect(mark).toHaveCount(0);
  await expect(token).toHaveCount(0);
  await expect(editor(page)).not.toHaveAttribute('aria-invalid');
});

test('a valid query is announced as valid, lists its types and tells what is at the caret', async ({ page }) => {
  await page.goto(CHECKER);
  const query = 'query {\n  dataset(urn: "urn:li:dataset:x") {\n    properties {\n      name\n    }\n  }\n}';
  await editor(page).fill(query);
  await expect(status(page)).toHaveText('Valid against the DataHub schema');
  await expect(status(page)).toHaveAttribute('role', 'status');
  const types = page.getByRole('list', { name: 'Types in this query' });
  await expect(types.getByRole('link', { name: 'DatasetProperties' })).toHaveAttribute('href', /\/docs\/graphql\/objects(\/|#)datasetproperties$/);
  // Caret into `properties` (line 3), by keys.
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  const caret = page.locator('.gqlc-caret');
  await expect(caret).toHaveText('Field properties of Dataset, returns DatasetProperties');
  await caret.getByRole('link', { name: 'properties', exact: true }).click();
  await expect(page.locator('[id="dataset.properties"]')).toBeInViewport();
});

test('"Open in checker" under a guide example opens that query, and it validates', async ({ page }) => {
  await page.goto('/docs/api/graphql/getting-started');
  const block = page.locator('figure.code-block[data-lang="graphql"]').first();
  const code = (await block.locator('pre code').innerText()).replace(/\n$/, '');
  await block.getByRole('link', { name: 'Open in checker' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/graphql\/checker\?q=/);
  await expect(editor(page)).toHaveValue(code);
  await expect(status(page)).toHaveText('Valid against the DataHub schema');
});

test('a shared #q= link loads its query; an oversized paste gets a message instead of a check', async ({ page }) => {
  await page.goto(`${CHECKER}#q=${encodeURIComponent('{ nope }')}`);
  await expect(editor(page)).toHaveValue('{ nope }');
  await expect(status(page)).toHaveText('1 error');
  await expect(page.locator('.gqlc-errors')).toContainText('Cannot query field nope on type Query');
  await editor(page).fill(`# ${'x'.repeat(120_000)}\n{ me }`);
  await expect(status(page)).toContainText('Too long to check: 121 KB');
});

test('the checker sits, closed, on the GraphQL reference pages and opens there', async ({ page }) => {
  await page.goto('/docs/graphql/queries');
  const toggle = page.getByRole('button', { name: 'Check a query against this schema' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(editor(page)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(status(page)).toHaveText('Valid against the DataHub schema');
  await editor(page).fill('{ dataset { urn } }');
  await expect(status(page)).toHaveText('1 error');
  await expect(page.locator('.gqlc-errors')).toContainText('Field dataset argument urn of type String! is required, but it was not provided.');
  await expect(page.locator('.gqlc-errors').getByRole('link', { name: 'String!', exact: true })).toHaveAttribute('href', /\/docs\/graphql\/scalars#string$/);
});

test('when the checker script cannot be loaded, pressing the toggle takes the reader to the checker page', async ({ page }) => {
  await page.route(/\/assets\/mount-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/docs/graphql/queries');
  const toggle = page.getByRole('button', { name: 'Check a query against this schema' });
  await toggle.click();
  await expect(page).toHaveURL(CHECKER);
});

test('works with the keyboard alone', async ({ page }) => {
  await page.goto(CHECKER);
  await expect(status(page)).toHaveText('Valid against the DataHub schema');
  // Tab reaches the tool's buttons, then the editor, whose Tab key leaves it (no trap).
  await page.getByRole('button', { name: 'Copy link' }).focus();
  await page.keyboard.press('Tab');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{ dataset(urn: "x") { nmae } }');
  await expect(status(page)).toHaveText('1 error');
  await page.keyboard.press('Tab');
  const position = page.getByRole('button', { name: 'Line 1, column 23' });
  await expect(position).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor(page)).toBeFocused();
  expect(await editor(page).evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(22);
  // "Load example" restores the example, from the keyboard too.
  await page.getByRole('button', { name: 'Load example' }).focus();
  await page.keyboard.press('Enter');
  await expect(editor(page)).toHaveValue(/^# Read a dataset/);
  await expect(status(page)).toHaveText('Valid against the DataHub schema');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the checker page has no axe violations (${colorScheme}), with errors showing`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    await page.goto(CHECKER);
    await editor(page).fill(INVALID);
    await expect(status(page)).toHaveText('1 error');
    const violations = await axeViolations(page, colorScheme === 'dark' ? { rules: COLOUR_RULES } : {});
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.goto('/docs/graphql/enums');
    await page.getByRole('button', { name: 'Check a query against this schema' }).click();
    await expect(status(page)).toHaveText('Valid against the DataHub schema');
    const inline = await axeViolations(page, { include: '.gqlc', ...(colorScheme === 'dark' ? { rules: COLOUR_RULES } : {}) });
    expect(inline, describeViolations(inline)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the checker page explains itself, shows the example and links the schema file', async ({ page }) => {
    await page.goto(CHECKER);
    await expect(page.getByText('The checker runs in your browser and needs JavaScript')).toBeVisible();
    await expect(page.locator('.island figure.code-block[data-lang="graphql"]')).toContainText('query getDataset');
    const schema = page.getByRole('link', { name: 'graphql-schema.graphql', exact: true });
    await expect(schema).toHaveAttribute('href', '/tools/graphql-schema.graphql');
    const response = await page.request.get('/tools/graphql-schema.graphql');
    expect(await response.text()).toContain('type Dataset implements');
  });

  test('"Open in checker" is a plain link, and reference pages link to the checker', async ({ page }) => {
    await page.goto('/docs/api/graphql/getting-started');
    await expect(page.getByRole('link', { name: 'Open in checker' }).first()).toHaveAttribute('href', /^\/docs\/api\/graphql\/checker\?q=query%20getDataset/);
    await page.goto('/docs/graphql/queries');
    await page.getByRole('link', { name: 'Check a query against this schema' }).click();
    await expect(page).toHaveURL(CHECKER);
  });
});
