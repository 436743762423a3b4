import { expect, test, type Page } from '@playwright/test';

function toc(page: Page) {
  return page.getByRole('navigation', { name: 'On this page' });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/docs/quickstart');
});

test('lists the h2 and h3 headings of the page, in order', async ({ page }) => {
  const headings = await page.locator('.doc-body :is(h2, h3)[id]').evaluateAll((hs) =>
    hs.map((h) => ({ id: h.id, text: (h.textContent ?? '').trim(), depth: Number(h.tagName[1]) })),
  );
  expect(headings.length).toBeGreaterThanOrEqual(10);
  const entries = await toc(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => ({ id: decodeURIComponent((a as HTMLAnchorElement).hash.slice(1)), text: (a.textContent ?? '').trim(), depth: Number(a.closest('li')?.className.match(/toc-depth-(\d)/)?.[1]) })));
  expect(entries).toEqual(headings);
  await expect(toc(page).getByRole('link').first()).toHaveText('Before you begin');
  await expect(toc(page)).toBeVisible();
});

test('clicking an entry scrolls to its heading and updates the URL hash', async ({ page }) => {
  const heading = page.getByRole('heading', { level: 2, name: 'Step 4: load sample metadata' });
  await expect(heading).not.toBeInViewport();
  await toc(page).getByRole('link', { name: 'Step 4: load sample metadata' }).click();
  await expect(page).toHaveURL(/#step-4-load-sample-metadata$/);
  await expect(heading).toBeInViewport();
  // Not hidden under the sticky navbar.
  const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
  const navbarBottom = await page.locator('header.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(navbarBottom);
  await expect(toc(page).getByRole('link', { name: 'Step 4: load sample metadata' })).toHaveAttribute('aria-current', 'true');
});

test('scroll-spy marks the entry of the section being read', async ({ page }) => {
  const current = toc(page).locator('a[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Before you begin');

  await page.locator('#troubleshooting').evaluate((h) => h.scrollIntoView({ block: 'start' }));
  await expect(current).toHaveText('Troubleshooting');
  await expect(current).toHaveCount(1);

  await page.locator('#step-2-start-datahub').evaluate((h) => h.scrollIntoView({ block: 'start' }));
  await expect(current).toHaveText('Step 2: start DataHub');
  await expect(current).toHaveCount(1);
});

// BUG (src/client/toc-spy.ts): the last TOC entry can never become current. "Next steps" is short, so
// at the bottom of the page its heading sits inside the spy band together with "Move to production",
// and the spy picks the first visible heading. Clicking "Next steps" changes the hash and scrolls to
// the end, but aria-current stays on "Move to production".
test('clicking the last entry marks it current', async ({ page }) => {
  await toc(page).getByRole('link', { name: 'Next steps' }).click();
  await expect(page).toHaveURL(/#next-steps$/);
  await expect(toc(page).locator('a[aria-current="true"]')).toHaveText('Next steps');
});
