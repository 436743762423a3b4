import { expect, test, type Page } from '@playwright/test';
import { layoutShift } from './support/layout-shift.ts';

/** Issue 20, item 4: the capability matrix keeps its headers in view and does not shift as it loads. */
const MATRIX = '/docs/generated/ingestion/capability-matrix';
const scroller = (page: Page) => page.getByRole('region', { name: 'Capability matrix' });
const rect = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`no layout shift while the matrix loads (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(MATRIX, { waitUntil: 'load' });
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
}

test('the header row stays in view when scrolling down; headers and cells stay aligned sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(MATRIX);
  // Bring row 60 into view, as a reader scrolling down would: the header row is on screen, right
  // above the rows, however far down the row is.
  const row = page.locator('table.matrix tbody tr').nth(60);
  await row.evaluate((r) => r.scrollIntoView({ block: 'center' }));
  const header = page.locator('table.matrix thead th').nth(2);
  await expect(header).toBeInViewport();
  const headerBox = (await header.boundingBox())!;
  const rowBox = (await row.boundingBox())!;
  expect(headerBox.y + headerBox.height).toBeLessThanOrEqual(rowBox.y + 1);
  expect(headerBox.y).toBeGreaterThanOrEqual(0);
  const box = await scroller(page).evaluate((s) => s.getBoundingClientRect().toJSON() as DOMRect);
  // Sideways: the source column and its header stay at the left; other headers stay over their cells.
  await scroller(page).evaluate((s) => s.scrollBy(330, 0));
  const corner = await rect(page, 'table.matrix thead th:first-child');
  const rowHeader = await rect(page, 'table.matrix tbody tr:not([hidden]) th');
  expect(Math.abs(corner.left - box.left)).toBeLessThan(2);
  expect(Math.abs(rowHeader.left - box.left)).toBeLessThan(2);
  expect(Math.abs(corner.width - rowHeader.width)).toBeLessThan(1);
  for (const n of [4, 8, 12]) {
    const head = await rect(page, `table.matrix thead th:nth-child(${n})`);
    const cell = await page.locator(`table.matrix tbody tr:not([hidden])`).nth(20).locator(`> :nth-child(${n})`).evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
    expect(Math.abs(head.left - cell.left)).toBeLessThan(1);
    expect(Math.abs(head.width - cell.width)).toBeLessThan(1);
  }
  // A cell that has scrolled under the source column is covered by it, not drawn on top of it.
  const covering = await row.evaluate((tr) => {
    const th = tr.querySelector('th')!.getBoundingClientRect();
    const hit = document.elementFromPoint(th.right - 3, th.top + th.height / 2);
    return hit?.closest('th, td')?.tagName;
  });
  expect(covering).toBe('TH');
});

test('sticky cells keep their borders', async ({ page }) => {
  await page.goto(MATRIX);
  const borders = await page.locator('table.matrix tbody th').first().evaluate((th) => {
    const style = getComputedStyle(th);
    return { right: style.borderRightWidth, bottom: style.borderBottomWidth, collapse: getComputedStyle(th.closest('table')!).borderCollapse };
  });
  // Collapsed borders belong to the table and do not move with a sticky cell.
  expect(borders.collapse).toBe('separate');
  expect(borders.bottom).toBe('1px');
  const head = await page.locator('table.matrix thead th').nth(3).evaluate((th) => getComputedStyle(th).borderBottomWidth);
  expect(head).toBe('1px');
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`no header word is broken across lines (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(MATRIX);
    // The columns have a fixed width (table-layout: fixed): each must fit its header's longest word.
    const broken = await page.locator('table.matrix thead th').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const value = text.textContent ?? '';
        const words: string[] = [];
        // A line may break after a hyphen ("Column-level"), never inside a word.
        for (const match of value.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
        return words;
      }),
    );
    expect(broken).toEqual([]);
  });
}
