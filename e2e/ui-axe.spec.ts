import { expect, test } from '@playwright/test';
import { axeInBothThemes, describeViolations } from './support/axe.ts';

/**
 * Issue 20: the pages changed by the reader-experience fixes, axe-clean in both themes on a phone,
 * with the phone's table of contents open. Wide screens are checked by every-page.spec.ts (at
 * 1400 px; the stylesheet has no breakpoint between 1181 px and that width).
 */
const ROUTES = ['/docs/generated/ingestion/sources/snowflake', '/docs/generated/ingestion/capability-matrix', '/docs/api/tutorials/tags', '/docs/category/developers-architecture'];

for (const route of ROUTES) {
  for (const width of [390]) {
    test(`${route} at ${width} px: no axe violations (light: every rule; both: colour rules per colour context)`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(route);
      // The phone TOC open, so its entries are checked too.
      await page.locator('details.toc-disclosure').evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      const { light, dark } = await axeInBothThemes(page, { exclude: ['section[data-island]'] });
      expect(light, describeViolations(light)).toEqual([]);
      expect(dark, describeViolations(dark)).toEqual([]);
    });
  }
}
