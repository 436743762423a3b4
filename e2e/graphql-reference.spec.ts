import { AxeBuilder } from '@axe-core/playwright';
import { AXE_TAGS } from './support/axe.ts';
import { expect, test } from '@playwright/test';

// Page-level axe checks of every GraphQL page live in every-page.spec.ts; this one is the phone width.

test('an object type is reachable at its section anchor and has its own page', async ({ page }) => {
  await page.goto('/docs/graphql/objects#dataset');
  const entry = page.locator('li#dataset');
  await expect(entry).toBeInViewport();
  await entry.getByRole('link', { name: 'Dataset', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/graphql\/objects\/dataset$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dataset');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Objects' })).toHaveAttribute('href', '/docs/graphql/objects');
  await expect(page.locator('.gql-sig')).toContainText('type Dataset implements');
  // A field's type links to its own entry, and that entry exists.
  const platform = page.locator('li#dataset\\.platform');
  await platform.getByRole('link', { name: 'DataPlatform' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataPlatform');
});

test('an old #anchor lands on the operation\'s index row, which leads to its own page', async ({ page }) => {
  await page.goto('/docs/graphql/queries#dataset');
  const row = page.locator('tr#dataset');
  await expect(row).toBeInViewport();
  await expect(row).toContainText('urn: String!');
  await expect(row.getByRole('link', { name: 'Dataset', exact: true })).toHaveAttribute('href', '/docs/graphql/objects/dataset');
  await row.getByRole('link', { name: 'dataset', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/graphql\/queries\/dataset$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('dataset');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Queries' })).toHaveAttribute('href', '/docs/graphql/queries');
  await expect(page.locator('.gql-sig')).toContainText('urn: String!');
  await expect(page.locator('.gql-sig').getByRole('link', { name: 'Dataset', exact: true })).toHaveAttribute('href', '/docs/graphql/objects/dataset');
  await expect(page.locator('.toc').getByRole('link', { name: 'Returns', exact: true })).toBeVisible();
});

test('the queries index is a table that filters, one row per query', async ({ page }) => {
  await page.goto('/docs/graphql/queries');
  const rows = page.locator('table.gql-ops tbody tr');
  expect(await rows.count()).toBeGreaterThan(100);
  await page.getByRole('searchbox', { name: 'Filter fields' }).fill('scroll');
  await expect(page.locator('tr#scrollacrossentities')).toBeVisible();
  await expect(page.locator('tr#dataset')).toBeHidden();
});

test('an operation page shows a worked example as Request, Variables and Response tabs', async ({ page }) => {
  await page.goto('/docs/graphql/queries/searchacrossentities');
  const example = page.locator('section.gql-example').first();
  await expect(example.getByRole('heading', { level: 3 })).toBeVisible();
  const tabs = example.getByRole('tab');
  await expect(tabs).toHaveText(['Request', 'Variables', 'Response']);
  await expect(example.getByRole('tabpanel')).toContainText('searchAcrossEntities(input: $input)');
  await expect(example.getByRole('link', { name: 'Open in checker' })).toHaveAttribute('href', /^\/docs\/api\/graphql\/checker\?q=query%20findDatasets/);
  await example.getByRole('tab', { name: 'Response' }).click();
  await expect(example.getByRole('tabpanel')).toContainText('"searchAcrossEntities"');
  await expect(example.getByRole('tabpanel')).toContainText('urn:li:dataset:(urn:li:dataPlatform:snowflake,sales.public.orders,PROD)');
  await page.goto('/docs/graphql/queries/dataset');
  await page.getByRole('tab', { name: 'Variables' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('"urn": "urn:li:dataset:(urn:li:dataPlatform:hive,db.table,PROD)"');
});

test('the sidebar lists the eight sections under API & SDKs', async ({ page }) => {
  await page.goto('/docs/graphql/enums');
  const sidebar = page.getByRole('navigation', { name: 'Docs' });
  for (const name of ['Queries', 'Mutations', 'Objects', 'Input objects', 'Interfaces', 'Unions', 'Enums', 'Scalars']) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: 'Enums', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('a type page on a phone has no axe violations (signatures scroll sideways)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/graphql/objects/dataset');
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Fields', level: 2 })).toBeVisible();
});


