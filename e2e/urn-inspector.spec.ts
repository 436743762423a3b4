import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe.ts';

const TOOL = '/docs/api/urn-inspector';
const DATASET_PAGE = '/docs/generated/metamodel/entities/dataset';
const HIVE = 'urn:li:dataPlatform:hive';

/** The tool page with its island mounted (the fallback says "needs JavaScript"; the island does not). */
async function openTool(page: Page, query = ''): Promise<void> {
  await page.goto(`${TOOL}${query}`);
  // The island fetches the keys of every entity first; give a loaded machine time.
  await expect(page.getByRole('textbox', { name: 'URN', exact: true })).toBeVisible({ timeout: 15_000 });
}

const urnBox = (page: Page) => page.getByRole('textbox', { name: 'URN', exact: true });
const status = (page: Page) => page.getByRole('region', { name: 'URN inspector' }).getByRole('status').first();

test.describe('URN inspector page', () => {
  test('a bad URN gets an error that names the wrong part and its column', async ({ page }) => {
    await openTool(page);
    const urn = `urn:li:dataset:(${HIVE},db.table,LIVE)`;
    await urnBox(page).fill(urn);
    const column = urn.indexOf('LIVE') + 1;
    await expect(status(page)).toContainText('Not a valid URN: 1 error');
    await expect(status(page)).toContainText(`column ${column}: part 3 (origin) of the dataset key must be a FabricType symbol`);
    await expect(urnBox(page)).toHaveAttribute('aria-invalid', 'true');
    const problem = page.getByRole('list', { name: 'Problems' }).getByRole('listitem').first();
    await expect(problem).toContainText(`Error at column ${column}`);
    await expect(problem.locator('mark')).toHaveText('LIVE');

    await urnBox(page).fill(`urn:li:dataset:(${HIVE},db.table`);
    await expect(status(page)).toContainText('column 16: Mismatched parentheses');

    await urnBox(page).fill('urn:li:datset:(urn:li:dataPlatform:hive,t,PROD)');
    await expect(status(page)).toContainText('column 8: unknown entity type "datset" (did you mean "dataset"?)');
  });

  test('a valid nested dataset URN shows its type and key parts', async ({ page }) => {
    await openTool(page);
    await urnBox(page).fill(`urn:li:dataset:(${HIVE},db.table,PROD)`);
    await expect(status(page)).toHaveText('Valid dataset URN with 3 key parts.');
    await expect(urnBox(page)).toHaveAttribute('aria-invalid', 'false');
    const tree = page.getByRole('group', { name: 'Parts of the URN' });
    await expect(tree.getByRole('link', { name: 'dataset', exact: true })).toHaveAttribute('href', DATASET_PAGE);
    const parts = tree.locator(':scope > .urn-node > .urn-parts > li');
    await expect(parts).toHaveCount(3);
    await expect(parts.nth(0)).toContainText('platform (dataPlatform URN)');
    await expect(parts.nth(0).getByRole('link', { name: 'dataPlatform' })).toBeVisible();
    await expect(parts.nth(0)).toContainText('platformName (text) hive');
    await expect(parts.nth(1)).toContainText('name (text) db.table');
    await expect(parts.nth(2)).toContainText('origin (FabricType) PROD');
  });

  test('?urn= fills the inspector, and encoded parts are shown decoded', async ({ page }) => {
    await openTool(page, `?urn=${encodeURIComponent(`urn:li:dataset:(${HIVE},orders%2Cv2,PROD)`)}`);
    await expect(status(page)).toHaveText('Valid dataset URN with 3 key parts.');
    await expect(page.getByRole('group', { name: 'Parts of the URN' })).toContainText('orders%2Cv2 decoded: orders,v2');
  });

  test('filling the key fields gives the encoded URN', async ({ page }) => {
    await openTool(page);
    await page.getByLabel('Entity type').selectOption('dataset');
    await page.getByRole('textbox', { name: 'platform' }).fill('snowflake');
    await page.getByRole('textbox', { name: 'name' }).fill('sales.orders,v2 (old)');
    await page.getByRole('combobox', { name: 'origin' }).selectOption('DEV');
    const output = page.locator('output.urn-output');
    await expect(output).toHaveText('urn:li:dataset:(urn:li:dataPlatform:snowflake,sales.orders%2Cv2 %28old%29,DEV)');
    await expect(page.getByRole('list', { name: 'Changes made to the values' })).toContainText('platform: "snowflake" became urn:li:dataPlatform:snowflake');

    await page.getByRole('textbox', { name: 'name' }).fill('');
    await expect(page.getByRole('textbox', { name: 'name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('name cannot be empty')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy URN' })).toBeDisabled();

    await page.getByLabel('Entity type').selectOption('corpuser');
    await page.getByRole('textbox', { name: 'username' }).fill('jdoe@example.com');
    await expect(output).toHaveText('urn:li:corpuser:jdoe@example.com');
  });

  test('a huge paste or binary junk gets a clear message at once', async ({ page }) => {
    await openTool(page);
    await urnBox(page).fill('x'.repeat(50_000));
    await expect(status(page)).toContainText('The text is 50,000 characters long');
    await urnBox(page).fill('\u0000\u0001\u0002\uFFFD junk');
    await expect(status(page)).toContainText('does not start with "urn:li:"');
  });

  test('works with the keyboard alone', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page);
    // Tab from the page top to the URN box, as a keyboard user would.
    await page.locator('h1').click();
    for (let i = 0; i < 80 && !(await urnBox(page).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(urnBox(page)).toBeFocused();
    expect(await urnBox(page).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('urn:li:corpuser:(jdoe');
    await expect(status(page)).toContainText('Mismatched parentheses');
    // Past the entity links of the (now empty) tree to the builder's entity type.
    for (let i = 0; i < 20 && !(await page.getByLabel('Entity type').evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(page.getByLabel('Entity type')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'platform' })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('kafka');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('events,raw');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'origin' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copy URN' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('urn:li:dataset:(urn:li:dataPlatform:kafka,events%2Craw,PROD)');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no axe violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openTool(page);
      await urnBox(page).fill(`urn:li:dataset:(${HIVE},db.t,prod),`);
      await expect(page.getByRole('list', { name: 'Problems' })).toBeVisible();
      const violations = await axeViolations(page, { include: '.doc-body' });
      expect(violations.map((v) => v.id), describeViolations(violations)).toEqual([]);
    });
  }
});

test.describe('URN inspector on an entity page', () => {
  test('checks and builds URNs of its own entity, loading only when opened', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(DATASET_PAGE);
    const summary = page.getByText('Inspect or build a dataset URN');
    await expect(summary).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await summary.click();
    const box = page.getByRole('textbox', { name: 'URN', exact: true });
    await expect(box).toBeVisible({ timeout: 15_000 });
    await expect(box).toHaveValue('urn:li:dataset:(urn:li:dataPlatform:hive,analytics.orders,PROD)');
    expect(scripts.length, 'the inspector downloads its code when opened').toBeGreaterThan(before);
    await expect(page.getByRole('heading', { name: 'Inspect a dataset URN' })).toBeVisible();
    await expect(page.getByLabel('Entity type')).toHaveCount(0);

    await box.fill('urn:li:corpuser:jdoe');
    await expect(page.getByRole('status').filter({ hasText: 'Not a valid URN' })).toContainText('column 8: this is a corpuser URN; a dataset URN starts with urn:li:dataset:');
    await box.fill(`urn:li:dataset:(${HIVE},t)`);
    await expect(page.getByRole('status').filter({ hasText: 'Not a valid URN' })).toContainText('has 3 key parts, this one has 2');

    await page.getByRole('textbox', { name: 'name' }).fill('a(b)');
    await expect(page.locator('output.urn-output')).toHaveText('urn:li:dataset:(urn:li:dataPlatform:hive,a%28b%29,PROD)');

    const violations = await axeViolations(page, { include: '.urn-embed' });
    expect(violations.map((v) => v.id), describeViolations(violations)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the tool page explains the format and lists every entity key', async ({ page }) => {
    await page.goto(TOOL);
    await expect(page.getByRole('heading', { name: 'Inspect a URN' })).toBeVisible();
    await expect(page.getByText('The inspector needs JavaScript.')).toBeVisible();
    await expect(page.getByText('urn:li:<entityType>:<key>')).toBeVisible();
    await expect(page.getByText('%E2%90%9F').first()).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'dataset', exact: true }) });
    await expect(row).toContainText('platform (dataPlatform URN), name (text), origin (FabricType)');
    await expect(row).toContainText('urn:li:dataset:(urn:li:dataPlatform:hive,analytics.orders,PROD)');
  });

  test('an entity page shows its URN format, key fields and example', async ({ page }) => {
    await page.goto(DATASET_PAGE);
    await page.getByText('Inspect or build a dataset URN').click();
    const region = page.getByRole('region', { name: 'dataset URN inspector' });
    await expect(region).toContainText('A dataset URN is urn:li:dataset:(<platform>,<name>,<origin>)');
    await expect(region.getByRole('listitem').first()).toContainText('platform (dataPlatform URN)');
    await expect(region).toContainText('origin (FabricType: DEV, TEST');
    await expect(region).toContainText('Example: urn:li:dataset:(urn:li:dataPlatform:hive,analytics.orders,PROD)');
  });
});
