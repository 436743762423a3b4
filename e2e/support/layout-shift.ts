import type { Page } from '@playwright/test';

/**
 * Sum of the page's layout shifts since navigation, as Lighthouse's CLS counts them (none right
 * after input), read after `settleMs` more milliseconds of watching.
 */
export async function layoutShift(page: Page, settleMs = 1500): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), wait);
      }),
    settleMs,
  );
}
