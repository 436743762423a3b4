import { expect, test, type Page } from '@playwright/test';
import { COLOUR_RULES, describeViolations, preloadAxe, runPreloadedAxe } from './support/axe.ts';
const ROUTE = '/docs/api/model-explorer';

const entities = (page: Page) => page.getByRole('group', { name: 'Entities', exact: true });
const relationships = (page: Page) => page.getByRole('group', { name: 'Relationships', exact: true });
// The explorer's own live region (the page has others: edition switch, copy page, feedback).
const explorerStatus = (page: Page) => page.locator('section[data-island="model-explorer"]').getByRole('status');

test('choose dataset, see its neighbours, switch to two hops and select a relationship', async ({ page }) => {
  await page.goto(`${ROUTE}?entity=tag`);
  const picker = page.getByRole('combobox', { name: 'Entity' });
  await expect(picker).toHaveValue('tag');
  await picker.fill('datas');
  await expect(page.getByRole('listbox', { name: 'Entities' }).getByRole('option').first()).toHaveText('dataset');
  await picker.press('Enter');
  await expect(page).toHaveURL(/\?entity=dataset&hops=1$/);
  await expect(explorerStatus(page)).toHaveText(/^Centred on dataset: \d+ entities one hop away\.$/);
  await expect(entities(page).getByRole('link', { name: /^dataset, the centre/ })).toBeVisible();
  await expect(entities(page).getByRole('button', { name: 'chart, one hop: centre on it' })).toBeVisible();
  await expect(entities(page).getByRole('button', { name: /two hops/ })).toHaveCount(0);
  await expect(page.getByRole('table').first()).toContainText('DownstreamOf');

  await page.getByLabel('2 hops').check();
  await expect(page).toHaveURL(/\?entity=dataset&hops=2$/);
  await expect(entities(page).getByRole('button', { name: 'dataFlow, two hops: centre on it' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two hops away' })).toBeVisible();

  const consumes = relationships(page).getByRole('button', { name: 'chart Consumes dataset' });
  await consumes.click();
  await expect(consumes).toHaveAttribute('aria-pressed', 'true');
  const details = page.locator('.mx-details');
  await expect(details.getByRole('heading')).toHaveText('dataset and chart');
  await expect(details).toContainText(/chart\s*—\s*Consumes\s*→\s*dataset/);
  await expect(details).toContainText(/declared by chartInfo\.\w+/);
  await details.getByRole('button', { name: 'Centre on chart' }).click();
  await expect(page).toHaveURL(/\?entity=chart&hops=2$/);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Entity' })).toHaveValue('dataset');
});

test('walk the graph by keyboard: Tab to the entities, arrows to a neighbour, Enter centres it, Enter on the centre opens its page', async ({ page }) => {
  await page.goto(`${ROUTE}?entity=dataset`);
  await page.getByRole('link', { name: 'Open the dataset reference page' }).focus();
  await page.keyboard.press('Tab');
  const centre = entities(page).getByRole('link', { name: /^dataset, the centre/ });
  await expect(centre).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const first = entities(page).getByRole('button', { name: 'aiAgent, one hop: centre on it' });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('tabindex', '0');
  await expect(centre).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(entities(page).getByRole('button', { name: 'versionSet, one hop: centre on it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?entity=versionSet&hops=1$/);
  await expect(explorerStatus(page)).toHaveText(/^Centred on versionSet: /);
  const newCentre = entities(page).getByRole('link', { name: /^versionSet, the centre/ });
  await expect(newCentre).toBeFocused();

  // The next Tab stop is the relationships: arrows move, Enter selects.
  await page.keyboard.press('Tab');
  const firstLink = relationships(page).getByRole('button').first();
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstLink).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.mx-details')).toContainText('declared by');
  await page.keyboard.press('Escape');
  await expect(firstLink).toHaveAttribute('aria-pressed', 'false');

  await newCentre.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/generated\/metamodel\/entities\/versionset$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('versionSet');
});

test('no axe violations in light (every rule) or dark (the colour rules), with a selection and the picker open', async ({ context, page }) => {
  test.setTimeout(60_000);
  await preloadAxe(context);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${ROUTE}?entity=dataset&hops=2`);
  await relationships(page).getByRole('button', { name: 'chart Consumes dataset' }).click();
  await entities(page).getByRole('button', { name: /^corpuser, one hop/ }).hover();
  await page.getByRole('combobox', { name: 'Entity' }).fill('ml');
  await expect(page.getByRole('listbox', { name: 'Entities' })).toBeVisible();
  expect(describeViolations(await runPreloadedAxe(page))).toBe('');
  // The themes differ only in CSS custom properties: in dark, only colours can change.
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(describeViolations(await runPreloadedAxe(page, { rules: COLOUR_RULES }))).toBe('');
});

test('fits a phone: the controls, the drawing (scrolling sideways) and the table', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${ROUTE}?entity=dataset`);
  await expect(page.getByRole('combobox', { name: 'Entity' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The drawing is wider than the phone: it scrolls sideways inside its frame and opens on the centre.
  const box = await entities(page).getByRole('link', { name: /^dataset, the centre/ }).boundingBox();
  expect(box!.x).toBeGreaterThan(0);
  expect(box!.x + box!.width).toBeLessThan(390);
  await expect(page.getByRole('region', { name: 'Relationships of dataset' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page lists every relationship by entity, with links', async ({ page }) => {
    await page.goto(ROUTE);
    const list = page.locator('[data-island="model-explorer"] .mx-all');
    const dataset = list.locator('li[data-entity="dataset"]');
    await expect(dataset).toContainText('DownstreamOf → dataset');
    await expect(dataset).toContainText('upstreamLineage.Upstream.dataset');
    await dataset.getByRole('link', { name: 'corpuser' }).first().click();
    await expect(page).toHaveURL(/\/entities\/corpuser$/);
  });
});

test('when the model graph cannot load, the page says so and shows the list of every relationship', async ({ page }) => {
  // The list is server-rendered inside <noscript> (no layout cost while the explorer loads); mount.tsx puts it back.
  await page.route('**/tools/model-graph.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(ROUTE);
  await expect(page.locator('.mx-error')).toHaveText(/could not load/);
  const dataset = page.locator('[data-island="model-explorer"] .mx-all li[data-entity="dataset"]');
  await expect(dataset).toContainText('DownstreamOf → dataset');
  await expect(page.locator('.mx-loading')).toHaveCount(0);
});
