import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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

for (const colorScheme of ['light', 'dark'] as const) {
  test(`entity pages have no axe violations (${colorScheme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    for (const path of ['/docs/generated/metamodel/entities/glossaryterm', '/docs/generated/metamodel/entities']) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    }
  });
}
