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

test('a query lists its arguments and links its return type', async ({ page }) => {
  await page.goto('/docs/graphql/queries#dataset');
  const section = page.locator('section.gql-member', { has: page.locator('h2#dataset') });
  await expect(section.locator('.gql-sig')).toContainText('urn: String!');
  await expect(section.locator('.gql-sig').getByRole('link', { name: 'Dataset', exact: true })).toHaveAttribute('href', '/docs/graphql/objects/dataset');
  await expect(page.locator('.toc').getByRole('link', { name: 'dataset', exact: true })).toBeVisible();
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
