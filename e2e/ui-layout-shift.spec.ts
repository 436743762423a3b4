import { expect, test } from '@playwright/test';

/**
 * Controls that need JavaScript (the drawer and theme buttons, the sidebar toggles, "Copy page")
 * are in the server's markup and hidden only when scripts are off, so nothing moves when the
 * scripts start: no layout shift at all on a plain page, on a phone or a wide screen. The same
 * holds for the connector index, whose filter box is wired by a script.
 */
for (const [route, viewport] of [
  ['/docs/quickstart', { width: 390, height: 844 }],
  ['/docs/quickstart', { width: 1280, height: 800 }],
  ['/docs/generated/ingestion/sources', { width: 390, height: 844 }],
] as const) {
  test(`${route} does not move when its scripts start (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: { value: number; sources: string[] }[] };
      w.__shift = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
          w.__shift.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className || s.node.tagName : '?')) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const shifts = await page.evaluate(() => (window as unknown as { __shift: { value: number; sources: string[] }[] }).__shift);
    expect(shifts, 'layout shifts after the first paint').toEqual([]);
  });
}
