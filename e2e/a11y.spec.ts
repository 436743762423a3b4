import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AXE_TAGS as TAGS, describeViolations as describe, type AxeViolation as Result } from './support/axe.ts';

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/', ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('DataHub documentation') },
  {
    name: 'quickstart (tabs, admonitions, code)',
    path: '/docs/quickstart',
    ready: async (page) => {
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expect(page.locator('[data-copy]').first()).not.toHaveAttribute('hidden', /.*/);
    },
  },
  { name: 'features (cards)', path: '/docs/features', ready: async (page) => expect(page.locator('.cards').first()).toBeVisible() },
  {
    name: 'DataHub Cloud overview',
    path: '/docs/managed-datahub/managed-datahub-overview',
    ready: async (page) => expect(page.getByRole('button', { name: 'Collapse DataHub Cloud' })).toBeVisible(),
  },
  { name: 'adoption stories', path: '/adoption-stories', ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Adoption stories') },
  {
    name: '404',
    path: '/docs/quickstrt',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('region', { name: 'Did you mean' })).toBeVisible();
    },
  },
];

/** Fails with the violations listed in the message (the diff itself stays one line per rule). */
function expectNoViolations(violations: Result[], where: string): void {
  expect(
    violations.map((v) => `${v.id} (${v.nodes.length} nodes)`),
    `axe violations on ${where}:\n\n${describe(violations)}`,
  ).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const { name, path, ready } of PAGES) {
      test(`${name} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await ready(page);
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark');
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expectNoViolations(results.violations, `${path} (${colorScheme})`);
      });
    }
  });
}

const CODE = '.code-block pre';

test.describe('light theme code colours', () => {
  test.use({ colorScheme: 'light' });

  // Code colours come from Shiki themes, not our CSS: check every page with code, token by token.
  test('code tokens meet WCAG AA contrast', async ({ page }) => {
    for (const path of ['/docs/quickstart', '/docs/introduction', '/docs/metadata-ingestion', '/docs/api/datahub-apis', '/docs/managed-datahub/managed-datahub-overview']) {
      await page.goto(path);
      await expect(page.locator(CODE).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).include(CODE).analyze();
      expectNoViolations(results.violations, `${path} code blocks (light)`);
    }
  });
});
