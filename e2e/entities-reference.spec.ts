import { expect, test } from '@playwright/test';

test('an entity page shows its URN, aspects, relationships and GraphQL type', async ({ page }) => {
  await page.goto('/docs/generated/metamodel/entities/dataset');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('dataset');
  await expect(page.locator('main')).toContainText('urn:li:dataset:(<platform>,<name>,<origin>)');
  await expect(page.locator('h3#aspect-ownership')).toBeVisible();
  await expect(page.locator('.toc').getByRole('link', { name: 'schemaMetadata', exact: true })).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'Dataset', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/graphql\/objects\/dataset$/);
});

test('the entity index lists core and internal entities and the sidebar holds them', async ({ page }) => {
  await page.goto('/docs/generated/metamodel/entities');
  await expect(page.getByRole('heading', { name: 'Core entities' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Internal entities' })).toBeVisible();
  await page.locator('li#glossaryterm').getByRole('link').click();
  await expect(page).toHaveURL(/\/entities\/glossaryterm$/);
  await expect(page.getByRole('navigation', { name: 'Docs' }).locator('[aria-current="page"]')).toHaveText('glossaryTerm');
});
