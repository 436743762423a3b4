import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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

/** One line per violation, then its first nodes with axe's failure summary, for the assertion message. */
function describe(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
      return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}

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
