import { expect, test, type APIRequestContext } from '@playwright/test';

/** Pages with each kind of component: tabs, details and admonitions; cards; a cloud badge with tabs; a warning; a data table. */
const PAGES = ['/docs/quickstart', '/docs/features', '/docs/managed-datahub/observe/volume-assertions', '/docs/how/delete-metadata', '/docs/releases'];

/** Letters and digits only, lower-cased: what both a paragraph and its Markdown say, whatever the syntax. */
const normalise = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The twin's text without link targets (`[text](url)` → `text`), so only what a reader sees is compared. */
const readable = (markdown: string): string => normalise(markdown.replace(/\]\((?:[^()\s]|\([^()]*\))*\)/g, ']'));

/** In-site URLs of a text file, as paths on the test server (the files link to the production origin). */
function sitePaths(text: string): string[] {
  return [...new Set([...text.matchAll(/https:\/\/docs\.datahub\.com(\/[^\s)>#]*)/g)].map((m) => m[1]!))];
}

async function expectAllExist(request: APIRequestContext, paths: string[]): Promise<void> {
  const missing: string[] = [];
  for (const path of paths) if ((await request.get(path)).status() !== 200) missing.push(path);
  expect(missing).toEqual([]);
}

for (const route of PAGES) {
  test(`the Markdown twin of ${route} says everything its paragraphs say`, async ({ page, request }) => {
    const twinResponse = await request.get(`${route}.md`);
    expect(twinResponse.status()).toBe(200);
    expect(twinResponse.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const twin = await twinResponse.text();
    await page.goto(route);
    const title = await page.locator('.doc-header h1').textContent();
    expect(twin.startsWith(`# ${title}\n`)).toBe(true);
    const paragraphs = await page.locator('.doc-header p, .doc-body p').allTextContents();
    expect(paragraphs.length).toBeGreaterThan(3);
    const text = readable(twin);
    expect(paragraphs.filter((p) => !text.includes(normalise(p)))).toEqual([]);
    // Components were lowered: no MDX, directive or front matter syntax is left.
    expect(twin).not.toMatch(/<\/?(Tabs|TabItem|Cards?|Details|FeatureAvailability)\b|^:::|^---\ntitle:/m);
  });
}

test('every twin listed in llms-full.txt says everything its page\'s paragraphs say', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const full = await (await request.get('/llms-full.txt')).text();
  const routes = [...full.matchAll(/^URL: https:\/\/docs\.datahub\.com(\/\S+)$/gm)].map((m) => m[1]!);
  // Without JavaScript the pages load faster, and the paragraphs are the same.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const missing: string[] = [];
  for (const route of routes) {
    const twin = readable(await (await request.get(`${route}.md`)).text());
    await page.goto(route);
    for (const p of await page.locator('.doc-header p, .doc-body p').allTextContents()) if (!twin.includes(normalise(p))) missing.push(`${route}: ${p.slice(0, 120)}`);
  }
  await context.close();
  expect(missing).toEqual([]);
});

test('"View as Markdown" opens the twin', async ({ page }) => {
  await page.goto('/docs/quickstart');
  const link = page.getByRole('link', { name: 'View as Markdown' });
  await expect(link).toHaveAttribute('href', '/docs/quickstart.md');
  await link.click();
  await expect(page).toHaveURL(/\/docs\/quickstart\.md$/);
  await expect(page.locator('body')).toContainText('# Quickstart');
});

test('"Copy page as Markdown" puts the twin on the clipboard and says so', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/features');
  await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
  // Its name changes to "Copied" on click: follow the element, not the name.
  const button = page.locator('[data-copy-page]');
  await button.click();
  await expect(button).toHaveText('Copied');
  await expect(page.getByRole('status').filter({ hasText: 'Page copied to the clipboard as Markdown' })).toBeAttached();
  const expected = await (await request.get('/docs/features.md')).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(button).toHaveText('Copy page as Markdown', { timeout: 4_000 });
});

test('the copy button is not shown without JavaScript, the link is', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/docs/quickstart');
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
  await expect(page.locator('[data-copy-page]')).toBeHidden();
  await context.close();
});

test('/llms.txt is an index by sidebar section whose every link is a page or twin of the site', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^# .+\n\n> .+\n/);
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  expect(sections).toEqual(['Getting Started', 'Integrations', 'API & SDKs', 'Admin', 'Deployment', 'Developers', 'Community']);
  expect(text).toContain('- [Quickstart](https://docs.datahub.com/docs/quickstart.md): ');
  // The generated reference appears by its index pages.
  expect(text).toContain('(https://docs.datahub.com/docs/graphql/queries)');
  expect(text).toContain('(https://docs.datahub.com/docs/generated/metamodel/entities)');
  expect(text).toContain('(https://docs.datahub.com/docs/generated/ingestion/capability-matrix)');
  const paths = sitePaths(text);
  expect(paths.length).toBeGreaterThan(100);
  await expectAllExist(request, paths);
});

test('/llms-full.txt holds every guide under its title and URL', async ({ request }) => {
  const response = await request.get('/llms-full.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toContain('# Quickstart\n\nURL: https://docs.datahub.com/docs/quickstart\n\n');
  const pages = [...text.matchAll(/^URL: https:\/\/docs\.datahub\.com(\/\S+)$/gm)].map((m) => m[1]!);
  expect(pages.length).toBeGreaterThan(100);
  await expectAllExist(request, pages);
});
