import { expect, test, type Page } from '@playwright/test';

/**
 * Keyboard walk-through on a sample of page kinds: Tab goes through the whole page in reading
 * order (skip link, navbar, sidebar, content, table of contents, footer) and wraps back to the
 * start; every stop is visible and shows a focus ring; the sidebar, TOC, tabs and search work
 * with keys alone.
 */
const SAMPLES = ['/docs/quickstart', '/docs/graphql/objects/deprecation', '/docs/generated/ingestion/sources/snowflake', '/adoption-stories', '/'];

interface Stop {
  region: string;
  name: string;
  visible: boolean;
  ring: boolean;
}

/** Describes the focused element: which part of the page it is in, its name, visible, ring. */
async function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const region = el.closest('header.navbar')
      ? 'navbar'
      : el.closest('nav.sidebar')
        ? 'sidebar'
        : el.closest('nav.toc, .toc-column')
          ? 'toc'
          : el.closest('footer.site-footer')
            ? 'footer'
            : el.closest('main')
              ? 'main'
              : el.classList.contains('skip-link')
                ? 'skip'
                : 'other';
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || el.tagName;
    return { region, name, visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden', ring };
  });
}

for (const route of SAMPLES) {
  test(`Tab walks ${route} in reading order with a visible focus ring at every stop`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    const stops: Stop[] = [];
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      if (!stop) break; // focus left the document: the walk wrapped
      if (i > 0 && stop.region === 'skip') break;
      stops.push(stop);
    }
    expect(stops.length, 'the walk never wrapped back to the start: a focus trap?').toBeLessThan(400);
    expect(stops[0]?.region, 'the first stop is the skip link').toBe('skip');
    const bad = stops.filter((s) => !s.visible || !s.ring).map((s) => `${s.region}: ${s.name} (${s.visible ? 'no focus ring' : 'not visible'})`);
    expect(bad, 'stops that a sighted keyboard user cannot see').toEqual([]);
    // Regions come in reading order: each region appears in one run, in this order.
    const order = stops.map((s) => s.region).filter((r, i, all) => r !== all[i - 1]);
    const expected = ['skip', 'navbar', 'sidebar', 'main', 'toc', 'footer'].filter((r) => order.includes(r));
    expect(order, `regions visited: ${order.join(' → ')}`).toEqual(expected);
    expect(order).toContain('navbar');
    expect(order).toContain('main');
  });
}

test('the sidebar opens and closes a category with Enter and follows a link', async ({ page }) => {
  await page.goto('/docs/quickstart');
  const toggle = page.locator('nav.sidebar [data-sidebar-toggle][aria-expanded="false"]').first();
  await expect(toggle).toBeVisible();
  const label = (await toggle.getAttribute('aria-label'))!.replace(/^Expand /, '');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Collapse ${label}` })).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await page.getByRole('button', { name: `Collapse ${label}` }).getAttribute('aria-controls')}`);
  await expect(list.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link').first()).toBeFocused();
  const href = await list.getByRole('link').first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test('a TOC link taken with Enter scrolls to its heading and marks it current', async ({ page }) => {
  await page.goto('/docs/quickstart');
  const link = page.locator('nav.toc').getByRole('link').nth(2);
  const hash = await link.evaluate((a) => (a as HTMLAnchorElement).hash);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(page.locator(decodeURIComponent(hash).replace(/([^\w#-])/g, '\\$1'))).toBeInViewport();
});

test('tabs, then search, by keyboard alone on the same page', async ({ page }) => {
  await page.goto('/docs/quickstart');
  const firstTab = page.getByRole('tab').first();
  await firstTab.focus();
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('tab').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({ visible: true }).first()).toBeVisible();

  await page.keyboard.press('/');
  const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search the docs' });
  await expect(input).toBeFocused();
  await input.pressSequentially('ingestion');
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('listbox', { name: 'Results' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await expect(second, 'focus returns to where the reader was').toBeFocused();
});
