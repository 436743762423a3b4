import { expect, test, type APIRequestContext } from '@playwright/test';
import { fromParse5 } from 'hast-util-from-parse5';
import { toString } from 'hast-util-to-string';
import { parse } from 'parse5';
import type { Parent } from 'hast';

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

/**
 * The text of every paragraph in a page's header and body, read from its HTML as served: what a
 * reader without JavaScript gets (the paragraphs are the same with it), without a browser round
 * trip per page.
 */
function paragraphsOf(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Parent, inDoc: boolean): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const classes = Array.isArray(child.properties.className) ? child.properties.className : [];
      const here = inDoc || classes.includes('doc-header') || classes.includes('doc-body');
      if (here && child.tagName === 'p') found.push(toString(child));
      else visit(child, here);
    }
  };
  visit(fromParse5(parse(html)) as Parent, false);
  return found;
}

test('every twin listed in llms-full.txt says everything its page\'s paragraphs say', async ({ request }) => {
  test.setTimeout(120_000);
  const full = await (await request.get('/llms-full.txt')).text();
  const routes = [...full.matchAll(/^URL: https:\/\/docs\.datahub\.com(\/\S+)$/gm)].map((m) => m[1]!);
  expect(routes.length).toBeGreaterThan(100);
  const missing: string[] = [];
  let checked = 0;
  for (const route of routes) {
    const [twinText, html] = await Promise.all([request.get(`${route}.md`).then((r) => r.text()), request.get(route).then((r) => r.text())]);
    const twin = readable(twinText);
    for (const p of paragraphsOf(html)) {
      checked++;
      if (!twin.includes(normalise(p))) missing.push(`${route}: ${p.slice(0, 120)}`);
    }
  }
  expect(missing).toEqual([]);
  // A guard against the reader finding nothing to compare.
  expect(checked).toBeGreaterThan(routes.length * 3);
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
  // The generated reference appears by its index pages, linked as their twins, not page by page.
  expect(text).toContain('(https://docs.datahub.com/docs/graphql/queries.md)');
  expect(text).toContain('(https://docs.datahub.com/docs/generated/metamodel/entities.md)');
  expect(text).toContain('(https://docs.datahub.com/docs/generated/ingestion/capability-matrix.md)');
  expect(text).not.toContain('/docs/graphql/objects/dataset');
  const paths = sitePaths(text);
  expect(paths.length).toBeGreaterThan(100);
  await expectAllExist(request, paths);
});

test('/llms-full.txt holds every guide under its title and URL, and guides only', async ({ request }) => {
  const response = await request.get('/llms-full.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toContain('# Quickstart\n\nURL: https://docs.datahub.com/docs/quickstart\n\n');
  expect(text).toContain('This file holds the hand-written guides only.');
  const pages = [...text.matchAll(/^URL: https:\/\/docs\.datahub\.com(\/\S+)$/gm)].map((m) => m[1]!);
  expect(pages.length).toBeGreaterThan(100);
  // Generated reference lives under these prefixes; a hand-written page may keep a DataHub slug
  // under /docs/generated/ (content/docs/generated/lineage/…), and is a guide.
  expect(pages.filter((route) => /^\/docs\/(graphql|generated\/(ingestion|metamodel)|category)\//.test(route))).toEqual([]);
  await expectAllExist(request, pages);
});

/** Generated pages of each kind: GraphQL member, section and index pages, entity pages, connector pages, the matrix, tool pages, category pages. */
const GENERATED = [
  '/docs/graphql/objects/dataset',
  '/docs/graphql/mutations/updatedataset',
  '/docs/graphql/unions',
  '/docs/graphql/objects',
  '/docs/generated/metamodel/entities/dataset',
  '/docs/generated/metamodel/entities/tag',
  '/docs/generated/metamodel/entities',
  '/docs/generated/ingestion/sources/snowflake',
  '/docs/generated/ingestion/sources/kafka',
  '/docs/generated/ingestion/capability-matrix',
  '/docs/api/graphql/checker',
  '/docs/category/graphql-reference',
];

/**
 * The text a reader of the HTML gets from each paragraph, heading, table cell and code span of the
 * main content, outside interactive tools (the twin names those by a line) and without what is
 * hidden or only decoration (`aria-hidden`, buttons).
 */
function readableBlocks(): string[] {
  const blocks = document.querySelectorAll('.doc-header h1, .doc > .lead, .doc .card, .doc-body :is(p, h2, h3, h4, h5, h6, th, td, summary, figcaption, code)');
  return [...blocks]
    .filter((el) => !el.closest('[data-island], [hidden], [aria-hidden="true"], pre'))
    .map((el) => {
      const copy = el.cloneNode(true) as Element;
      copy.querySelectorAll('[hidden], [aria-hidden="true"], button, [data-island]').forEach((hidden) => hidden.remove());
      return copy.textContent ?? '';
    })
    .filter((text) => text.trim() !== '');
}

test('every generated page sampled has a twin that says what its paragraphs, headings and table cells say', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // Without JavaScript: the tools keep their static markers and no island replaces anything.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const missing: string[] = [];
  for (const route of GENERATED) {
    const response = await request.get(`${route}.md`);
    expect(response.status(), route).toBe(200);
    const markdown = await response.text();
    await page.goto(route);
    expect(markdown.startsWith(`# ${await page.locator('.doc-header h1').textContent()}\n`), route).toBe(true);
    // Plain Markdown: no HTML of the page, no script data, tools named by a line.
    expect(markdown, route).not.toMatch(/<(div|span|section|table|details|a) |data-island|class=/);
    const twin = readable(markdown);
    const blocks = await page.evaluate(readableBlocks);
    expect(blocks.length, route).toBeGreaterThan(2);
    for (const block of blocks) if (!twin.includes(normalise(block))) missing.push(`${route}: ${block.slice(0, 120)}`);
    if (await page.locator('.doc-body [data-island]').count()) expect(markdown, route).toContain(`an interactive tool, on [the HTML page](https://docs.datahub.com${route})`);
  }
  await context.close();
  expect(missing).toEqual([]);
});

test('the header links of generated pages open and copy their twins', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const route of ['/docs/generated/ingestion/sources/snowflake', '/docs/category/graphql-reference']) {
    await page.goto(route);
    const button = page.locator('[data-copy-page]');
    await button.click();
    await expect(button).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await (await request.get(`${route}.md`)).text());
    const link = page.getByRole('link', { name: 'View as Markdown' });
    await expect(link).toHaveAttribute('href', `${route}.md`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${route}\\.md$`));
  }
});

test('a GraphQL member twin links its types to their twins and its anchors to the HTML page', async ({ request }) => {
  const twin = await (await request.get('/docs/graphql/objects/dataset.md')).text();
  expect(twin).toMatch(/^# Dataset\n\n```graphql\ntype Dataset implements /);
  expect(twin).toContain('[`DataPlatform`](https://docs.datahub.com/docs/graphql/objects/dataplatform.md)');
  expect(twin).toContain('(https://docs.datahub.com/docs/graphql/scalars#string)');
  await expectAllExist(request, sitePaths(twin).slice(0, 40));
});
