import { expect, test, type Page } from '@playwright/test';

/** Issue 20, item 12: phone details. */
test.use({ viewport: { width: 390, height: 844 } });

test('the search dialog takes the full height of a phone', async ({ page }) => {
  await page.goto('/docs/quickstart');
  await page.getByRole('link', { name: 'Search the docs' }).click();
  const dialog = page.locator('dialog.search-dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeLessThanOrEqual(1);
  expect(box.height).toBeGreaterThanOrEqual(843);
  // Its content fills it: the results area reaches the bottom.
  const body = (await dialog.locator('.search-dialog-body').boundingBox())!;
  expect(body.height).toBeGreaterThanOrEqual(box.height - 4);
});

test('the top-nav row shows that it scrolls sideways', async ({ page }) => {
  await page.goto('/docs/quickstart');
  const row = page.getByRole('navigation', { name: 'Main' });
  const state = await row.evaluate((r) => ({ overflows: r.scrollWidth > r.clientWidth, mask: getComputedStyle(r).maskImage }));
  expect(state.overflows).toBe(true);
  expect(state.mask).toContain('gradient');
  // Scrolled to the end, the last link is clear of the fade.
  await row.evaluate((r) => r.scrollTo({ left: r.scrollWidth }));
  const last = await row.locator('li').last().evaluate((li) => li.getBoundingClientRect().right);
  const edge = await row.evaluate((r) => r.getBoundingClientRect().right);
  expect(last).toBeLessThanOrEqual(edge - 30);
});

test('the page does not scroll behind the open drawer', async ({ page }) => {
  await page.goto('/docs/quickstart');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.locator('#sidebar')).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(370, 600); // over the backdrop, beside the drawer
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

test('"/" opens search when a radio button has focus, but not in a text field', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs/quickstart');
  const radio = page.getByRole('radio', { name: 'Open source' });
  await radio.focus();
  await page.keyboard.press('/');
  await expect(page.locator('dialog.search-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog.search-dialog')).toBeHidden();
  await page.goto('/docs/generated/ingestion/sources/snowflake');
  const box = page.getByRole('searchbox', { name: 'Filter fields' });
  await box.focus();
  await page.keyboard.press('/');
  await expect(box).toHaveValue('/');
  await expect(page.locator('dialog.search-dialog')).toHaveCount(0);
});

test('the URN inspector states an error once on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/api/urn-inspector');
  const input = page.getByRole('textbox', { name: 'URN' }).first();
  await input.fill('urn:li:dataset:(urn:li:dataPlatform:hive,db.table,LIVE)');
  const panel = page.locator('.urn-panel').first();
  await expect(panel.getByRole('status')).toContainText('Not a valid URN');
  const message = 'must be a FabricType symbol';
  // Visible text only (screen readers still hear the first problem in the status).
  const visible = await panel.evaluate((p) => {
    const copy = p.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.sr-only, [aria-hidden="true"]').forEach((e) => e.remove());
    return copy.textContent ?? '';
  });
  expect(visible.split(message).length - 1).toBe(1);
});

test('the model explorer at two hops: no line runs through an entity name, no name is cut at the edge', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/api/model-explorer?entity=dataset&hops=2');
  await expect(page.getByRole('button', { name: 'dataFlow, two hops: centre on it' })).toBeVisible({ timeout: 20_000 });
  const result = await page.evaluate(() => {
    const labels = [...document.querySelectorAll<SVGTextElement>('.mx-graph-nodes .mx-node:not(.mx-centre) text')];
    const lines = [...document.querySelectorAll<SVGPathElement>('.mx-graph-links .mx-line.is-hop2:not(.is-extra) > path:not(.mx-arrow)')];
    const crossings: string[] = [];
    for (const line of lines) {
      const ctm = line.getScreenCTM()!;
      const total = line.getTotalLength();
      for (let d = 0; d <= total; d += 2) {
        const p = line.getPointAtLength(d).matrixTransform(ctm);
        for (const label of labels) {
          const local = new DOMPoint(p.x, p.y).matrixTransform(label.getScreenCTM()!.inverse());
          const box = label.getBBox();
          if (local.x > box.x + 1 && local.x < box.x + box.width - 1 && local.y > box.y + 2 && local.y < box.y + box.height - 2) crossings.push(label.textContent ?? '');
        }
      }
    }
    const canvas = document.querySelector('.mx-graph-nodes')!.getBoundingClientRect();
    const cut = labels.filter((l) => {
      const r = l.getBoundingClientRect();
      return r.left < canvas.left - 0.5 || r.right > canvas.right + 0.5 || r.top < canvas.top - 0.5 || r.bottom > canvas.bottom + 0.5;
    }).map((l) => l.textContent);
    return { lines: lines.length, crossings: [...new Set(crossings)], cut };
  });
  expect(result.lines).toBeGreaterThan(5);
  expect(result.crossings).toEqual([]);
  expect(result.cut).toEqual([]);
});
