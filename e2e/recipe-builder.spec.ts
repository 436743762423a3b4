import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES, describeViolations } from './support/axe.ts';

const SNOWFLAKE = '/docs/generated/ingestion/sources/snowflake';
const builder = (page: Page) => page.locator('section[data-island="recipe-builder"]');
const status = (page: Page) => page.locator('.rb-status');
const yaml = (page: Page) => page.locator('.rb-yaml');
const report = (page: Page) => page.locator('.rb-report');
const field = (page: Page, name: string) => builder(page).getByRole('textbox', { name: new RegExp(`^${name}\\b`) });

const BAD_RECIPE = `source:
  type: snowflake
  config:
    account_id: 12345
    acount_name: typo
    include_table_lineage: "yes"
sink:
  type: datahub-rest
  config:
    server: http://localhost:8080
`;

async function open(page: Page): Promise<void> {
  await page.goto(SNOWFLAKE);
  // The first check waits for React, the worker, the schema and the validator to load.
  await expect(status(page)).toHaveText('Valid: matches the snowflake configuration schema.', { timeout: 20_000 });
}

async function loadText(page: Page, text: string): Promise<void> {
  const load = page.locator('.rb-load');
  if (!(await load.evaluate((d: HTMLDetailsElement) => d.open))) await load.locator('summary').click();
  await page.getByRole('textbox', { name: /^Paste a recipe/ }).fill(text);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
}

test('builds a Snowflake recipe: fields, secret placeholder, sink, live validation and YAML', async ({ page }) => {
  await open(page);
  // The form starts from the starter recipe; the secret is an environment variable reference.
  await expect(field(page, 'password')).toHaveValue('${SNOWFLAKE_PASSWORD}');
  await field(page, 'account_id').fill('xy12345.us-east-2.aws');
  await field(page, 'username').fill('DATAHUB_READER');
  await page.getByRole('combobox', { name: 'Sink type' }).selectOption('file');
  await page.getByRole('textbox', { name: 'filename' }).fill('./snowflake.json');
  await expect(status(page)).toHaveText('Valid: matches the snowflake configuration schema.');
  await expect(yaml(page)).toContainText('account_id: xy12345.us-east-2.aws');
  await expect(yaml(page)).toContainText('username: DATAHUB_READER');
  await expect(yaml(page)).toContainText('password: ${SNOWFLAKE_PASSWORD}');
  await expect(yaml(page)).toContainText(/type: file\s+config:\s+filename: \.\/snowflake\.json/);

  // A required field emptied: the error names its path, and its link focuses the field.
  await field(page, 'account_id').fill('');
  await expect(status(page)).toHaveText('1 error: fix them before running the recipe.');
  const problem = page.locator('#rb-problems li');
  await expect(problem).toHaveText('Error source.config.account_id: is required');
  await expect(field(page, 'account_id')).toHaveAttribute('aria-invalid', 'true');
  await problem.getByRole('link', { name: 'source.config.account_id' }).click();
  await expect(field(page, 'account_id')).toBeFocused();

  // A wrong type typed in a folded field is found, named by path, and unfolds on demand.
  await builder(page).locator('details.rb-more-top > summary').click();
  await builder(page).getByRole('textbox', { name: /^connect_args/ }).fill('{"login_timeout": 30');
  await expect(page.locator('#rb-problems')).toContainText('source.config.connect_args: is not valid JSON');
});

test('a pasted recipe loads with every problem at its line and field path', async ({ page }) => {
  await open(page);
  await loadText(page, BAD_RECIPE);
  await expect(report(page)).toContainText('The recipe as pasted has 3 problems');
  const items = report(page).getByRole('listitem');
  await expect(items.nth(0)).toHaveText('Error line 4: source.config.account_id: must be string');
  await expect(items.nth(1)).toHaveText('Error line 5: source.config.acount_name: unknown field: the snowflake configuration has no such option');
  await expect(items.nth(2)).toHaveText('Error line 6: source.config.include_table_lineage: must be boolean');
  // Its values are in the form; the unknown field is kept, and can be removed.
  await expect(field(page, 'account_id')).toHaveValue('12345');
  await expect(yaml(page)).toContainText('acount_name: typo');
  await page.getByRole('button', { name: 'Remove acount_name' }).click();
  await expect(yaml(page)).not.toContainText('acount_name');
  await expect(status(page)).toHaveText('Valid: matches the snowflake configuration schema.');
});

test('folded options are drawn only once opened, and a problem link still reaches a folded field', async ({ page }) => {
  await open(page);
  const fold = builder(page).locator('details.rb-more-top');
  // Mounting draws the main fields only: Snowflake's other options wait in the closed fold.
  await expect(fold.locator('.rb-field')).toHaveCount(0);
  // include_views is not a main field: its control is in the fold, not drawn yet.
  await loadText(page, 'source:\n  type: snowflake\n  config:\n    account_id: abc\n    include_views: "yes"\n');
  await report(page).getByRole('link', { name: 'source.config.include_views' }).click();
  await expect(page.locator(':focus')).toHaveId('rb-f-include_views');
  await expect(fold).toHaveJSProperty('open', true);
  expect(await fold.locator('.rb-field').count()).toBeGreaterThan(20);
});

test('a recipe for another connector, pasted, is pointed to its page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  await page.locator('.rb-load > summary').click();
  await page.evaluate(() => navigator.clipboard.writeText('source:\n  type: bigquery\n  config:\n    project_ids: [acme]\n'));
  // Pasting loads at once, without pressing Load.
  await page.getByRole('textbox', { name: /^Paste a recipe/ }).focus();
  await page.keyboard.press('ControlOrMeta+v');
  await expect(report(page)).toContainText('Not loaded. This recipe is for bigquery, this page is snowflake.');
  await report(page).getByRole('link', { name: 'Build it on the BigQuery page' }).click();
  await expect(page).toHaveURL('/docs/generated/ingestion/sources/bigquery#recipe-builder');
  await expect(status(page)).toHaveText('Valid: matches the bigquery configuration schema.', { timeout: 20_000 });
});

test('hostile input gets a message and never freezes the page', async ({ page }) => {
  await open(page);
  await loadText(page, `# ${'x'.repeat(250_000)}`);
  await expect(report(page)).toContainText('a recipe is at most 200 KB');
  const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`)].join('\n');
  await loadText(page, bomb);
  await expect(report(page)).toContainText('aliases');
  await loadText(page, '\u0000\u0001PK\u0003\u0004\u00ff binary');
  await expect(report(page)).toContainText('does not look like text');
  await loadText(page, `${'['.repeat(50_000)}${']'.repeat(50_000)}`);
  await expect(report(page)).toContainText('Not loaded.');
  await loadText(page, 'source:\n  type: snowflake\n   config: [\n');
  await expect(report(page)).toContainText('The text is not valid YAML.');
  // The form still answers.
  await field(page, 'username').fill('STILL_HERE');
  await expect(yaml(page)).toContainText('username: STILL_HERE');
});

test('Download saves recipe.yml; Copy puts it on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('recipe.yml');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain('type: snowflake');
  expect(text).toContain('password: ${SNOWFLAKE_PASSWORD}');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.locator('.rb-action-status')).toHaveText('Copied recipe.yml to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
});

test('works with the keyboard alone', async ({ page }) => {
  await open(page);
  const summary = page.locator('.rb-load > summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /^Paste a recipe/ })).toBeFocused();
  await page.keyboard.insertText(BAD_RECIPE);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Load', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(report(page)).toContainText('3 problems');
  // The first problem's link takes focus to its field.
  await page.keyboard.press('Tab');
  await expect(report(page).getByRole('link', { name: 'source.config.account_id' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field(page, 'account_id')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('abc.eu-west-1');
  await page.keyboard.press('Tab');
  await expect(field(page, 'warehouse')).toBeFocused();
  await expect(yaml(page)).toContainText('account_id: abc.eu-west-1');
  // Checkboxes toggle with Space.
  await builder(page).getByRole('checkbox', { name: /^include_table_lineage/ }).focus();
  await page.keyboard.press('Space');
  await expect(yaml(page)).toContainText('include_table_lineage: false');
  // Folded options open with Enter.
  await builder(page).locator('details.rb-more-top > summary').focus();
  await page.keyboard.press('Enter');
  await expect(builder(page).getByRole('combobox', { name: /^authentication_type/ })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the builder has no axe violations (${colorScheme}), with problems showing`, async ({ page }) => {
    // Every control of the form is open: axe takes a while on a loaded machine.
    test.slow();
    await page.emulateMedia({ colorScheme });
    await open(page);
    await loadText(page, BAD_RECIPE);
    await expect(report(page)).toContainText('3 problems');
    await field(page, 'account_id').fill('');
    // account_id is now missing, and the loaded recipe's unknown field is still there.
    await expect(status(page)).toContainText('2 errors');
    await builder(page).locator('details.rb-more-top > summary').click();
    const violations = await axeViolations(page, { include: 'section[data-island="recipe-builder"]', ...(colorScheme === 'dark' ? { rules: COLOUR_RULES } : {}) });
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the section points to the starter recipe and lists the required fields', async ({ page }) => {
    await page.goto(SNOWFLAKE);
    const fallback = builder(page);
    await expect(fallback).toContainText('With JavaScript on, a form here writes the recipe for you');
    await expect(fallback.getByRole('link', { name: 'Starter recipe for snowflake' })).toHaveAttribute('href', '#plugin-snowflake-recipe');
    await expect(fallback.getByRole('link', { name: 'account_id' })).toHaveAttribute('href', '#snowflake.account_id');
    await expect(page.locator('[id="plugin-snowflake-recipe"]')).toBeVisible();
  });

  test('the schema and the compiled validator are published', async ({ request }) => {
    const schema = (await (await request.get('/tools/recipes/snowflake.schema.json')).json()) as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toContain('account_id');
    const validator = await request.get('/tools/recipes/snowflake.validate.js');
    expect(validator.ok()).toBe(true);
    expect(await validator.text()).toMatch(/export\s*\{/);
    const index = (await (await request.get('/tools/recipes/index.json')).json()) as { plugins: Record<string, { route: string }> };
    expect(index.plugins.bigquery?.route).toBe('/docs/generated/ingestion/sources/bigquery');
  });
});
