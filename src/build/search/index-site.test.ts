import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSearchBundleCache } from '../cache/search-cache.ts';
import { bundlePartRoute, GENERATED_BUNDLE_ROUTE, isSearchBundleFolder } from '../../shared/search-names.ts';
import { BuildError } from '../errors.ts';
import { bundleCount, bundleOf, MAX_BUNDLE_PARTS, mainForPagefind, searchBundlePart, searchDocument, slimForPagefind, startSearchIndexer } from './index-site.ts';

const doc = (title: string, text: string): string =>
  `<!doctype html><html lang="en"><body><main data-pagefind-body=""><h1>${title}</h1><p>${text}</p></main></body></html>`;
const PAGES: [string, string][] = [
  ['/docs/graphql/objects/dataset', doc('Dataset', 'A dataset holds a schema and its owners.')],
  ['/docs/graphql/objects/chart', doc('Chart', 'A chart reads from one or more datasets.')],
  ['/docs/graphql/enums', doc('Enums', 'Every enum of the schema, with its values.')],
];

/** Every file below `dir`, with its bytes, so two bundles can be compared. */
function files(dir: string): Record<string, string> {
  return Object.fromEntries(
    (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((e) => e.isFile())
      .map((e) => {
        const abs = path.join(e.parentPath, e.name);
        return [path.relative(dir, abs), readFileSync(abs).toString('base64')];
      }),
  );
}

describe('a Pagefind bundle kept in the build cache', () => {
  let tmp: string;
  beforeEach(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'search-part-'));
  });
  afterAll(async () => {
    await pagefind.close();
  });

  const run = async (engine: string, pages: [string, string][], out: string) => {
    const part = searchBundlePart('generated', openSearchBundleCache(path.join(tmp, 'cache'), engine));
    for (const [route, html] of pages) part.add(route, html);
    return part.finish(path.join(tmp, out));
  };

  it('is written and kept the first time, then copied while every page is sent again unchanged', async () => {
    expect(await run('e1', PAGES, 'one')).toEqual({ pages: 3, reused: false });
    // Merged into the main bundle in the browser: no scripts, stylesheets or WebAssembly of its own.
    expect(readdirSync(path.join(tmp, 'one')).filter((name) => !name.endsWith('.pf_meta')).sort()).toEqual(['fragment', 'index', 'pagefind-entry.json']);
    // In another order: what counts is the set of pages and their documents.
    expect(await run('e1', [...PAGES].reverse(), 'two')).toEqual({ pages: 3, reused: true });
    expect(files(path.join(tmp, 'two'))).toEqual(files(path.join(tmp, 'one')));
  }, 60_000);

  it('is indexed again when a page changes, one is added or removed, or the engine changed', async () => {
    await run('e1', PAGES, 'first');
    const changed: [string, string][] = [PAGES[0]!, PAGES[1]!, [PAGES[2]![0], doc('Enums', 'Changed text.')]];
    expect(await run('e1', changed, 'changed')).toEqual({ pages: 3, reused: false });
    expect(files(path.join(tmp, 'changed'))).not.toEqual(files(path.join(tmp, 'first')));
    // The changed bundle is what the cache keeps now.
    expect(await run('e1', changed, 'again')).toEqual({ pages: 3, reused: true });
    expect(await run('e1', changed.slice(0, 2), 'fewer')).toEqual({ pages: 2, reused: false });
    expect(await run('e1', [...changed.slice(0, 2), ['/docs/graphql/scalars', doc('Scalars', 'Strings and more.')]], 'more')).toEqual({ pages: 3, reused: false });
    expect(await run('e2', changed, 'engine')).toEqual({ pages: 3, reused: false });
  }, 60_000);

  it('without a build cache, is written every time', async () => {
    const part = searchBundlePart('generated', undefined);
    for (const [route, html] of PAGES) part.add(route, html);
    expect(await part.finish(path.join(tmp, 'plain'))).toEqual({ pages: 3, reused: false });
    expect(readdirSync(path.join(tmp, 'plain'))).toContain('pagefind-entry.json');
  }, 60_000);

  it('treats a damaged entry as missing and writes nothing for a part without pages', async () => {
    await run('e1', PAGES, 'first');
    writeFileSync(path.join(tmp, 'cache', 'search-generated', 'manifest.json'), '{"engine":');
    expect(await run('e1', PAGES, 'second')).toEqual({ pages: 3, reused: false });
    rmSync(path.join(tmp, 'cache', 'search-generated', 'bundle'), { recursive: true });
    expect(await run('e1', PAGES, 'third')).toEqual({ pages: 3, reused: false });
    expect(files(path.join(tmp, 'third'))).toEqual(files(path.join(tmp, 'first')));
    expect(await run('e1', [], 'empty')).toEqual({ pages: 0, reused: false });
    expect(() => readdirSync(path.join(tmp, 'empty'))).toThrow();
  }, 60_000);
});

/** A doc page as the layout renders it, with what Pagefind skips around and inside its body. */
const LAYOUT_PAGE = [
  '<!doctype html><html lang="en"><head><title>Kafka</title></head><body><nav class="navbar"><a href="/">Home</a></nav>',
  '<main id="main" class="doc-main" data-pagefind-body=""><div hidden=""><span data-pagefind-filter="section:Integrations"></span><span data-pagefind-filter="kind:Connectors"></span></div>',
  '<article class="doc"><nav class="breadcrumbs" aria-label="Breadcrumbs" data-pagefind-ignore="true"><ol><li><a href="/">Home</a></li><li><span>Integrations</span></li></ol></nav>',
  '<header class="doc-header"><h1>Kafka</h1><div class="page-actions" data-pagefind-ignore="true"><a class="page-action" href="/docs/kafka.md">View as Markdown</a></div></header>',
  '<details class="toc-disclosure" data-pagefind-ignore="true"><summary><span>On this page</span></summary><ul><li class="toc-depth-2"><a href="#setup">Setup</a></li></ul></details>',
  // An ignored element with an element of its own name inside, and one with a filter inside: both left to Pagefind.
  '<div class="aside" data-pagefind-ignore="true"><div>Nested words</div> after</div><aside data-pagefind-ignore="true"><span data-pagefind-meta="tier:gold"></span>Tier</aside>',
  '<div class="doc-body"><p>Reads topics from <strong class="x">Kafka</strong> with <code>bootstrap</code>. Write <code>&lt;div class="card"&gt;</code> to style it.</p>',
  '<h2 id="setup"><a href="#setup" class="heading-link">Setup</a></h2><p style="color:red">Give the recipe a <em>consumer group</em>.</p><img src="/a.png" alt="The recipe form" class="shot">',
  '<figure class="code"><pre class="shiki github-light" style="background-color:#fff" tabindex="0"><code><span class="line"><span style="color:#D73A49">source</span><span style="color:#24292E">:</span></span>\n',
  '<span class="line"><span style="color:#005CC5">  type</span><span>: kafka</span></span></code></pre></figure>',
  '<table><tr><th>Field</th><th>What</th></tr><tr><td>topic_patterns</td><td>Which topics</td></tr></table></div>',
  '<footer class="doc-footer" data-pagefind-ignore="true"><a href="https://example.com/edit">Edit this page</a></footer></article></main>',
  '<aside class="sidebar"><a href="/docs/x">X</a></aside></body></html>',
].join('');

describe('the document sent to Pagefind', () => {
  afterAll(async () => {
    await pagefind.close();
  });

  it('leaves out what Pagefind skips: ignored elements, highlighter spans, class and style', () => {
    const sent = searchDocument(LAYOUT_PAGE);
    for (const skipped of ['Breadcrumbs', 'On this page', 'Edit this page', 'View as Markdown', 'navbar', 'sidebar']) expect(sent).not.toContain(skipped);
    expect(sent).not.toMatch(/<[^>]*\s(class|style)="/);
    expect(sent).toContain('<pre tabindex="0"><code>source:\n  type: kafka</code></pre>');
    // Kept: an ignored element Pagefind must judge itself, one holding a meta, the escaped text,
    // the filters, ids, alt text and the space between adjacent cells.
    for (const kept of [
      '<div data-pagefind-ignore="true"><div>Nested words</div> after</div>',
      '<aside data-pagefind-ignore="true"><span data-pagefind-meta="tier:gold"></span>Tier</aside>',
      '<code>&lt;div class="card"&gt;</code>',
      '<span data-pagefind-filter="section:Integrations"></span>',
      '<h2 id="setup"><a href="#setup">Setup</a></h2>',
      'alt="The recipe form"',
      '<th>Field</th> <th>What</th>',
    ]) expect(sent).toContain(kept);
    expect(slimForPagefind('<p>plain</p>')).toBe('<p>plain</p>');
  });

  it('keeps words apart that the page shows apart, and leaves the code buttons out', async () => {
    const page = [
      '<!doctype html><html lang="en"><body><main data-pagefind-body=""><h1>Recipes</h1>',
      '<figure class="code-block" data-lang="yaml"><figcaption class="code-title">recipe.yml</figcaption><pre tabindex="0"><code>source: kafka</code></pre>',
      '<button type="button" class="copy-button" data-copy="" hidden="" data-pagefind-ignore="">Copy</button>',
      '<div class="code-actions" data-pagefind-ignore=""><a class="code-action" href="/c">Open in checker</a></div></figure>',
      '<table><tr><td><code>topic_patterns</code><span class="badge">Required</span></td><td>Which topics</td></tr></table>',
      '<details><summary>More</summary><div><p>Hidden words</p></div></details></main></body></html>',
    ].join('');
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'search-words-'));
    try {
      const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
      await index!.addHTMLFile({ url: '/docs/recipes', content: searchDocument(page) });
      await index!.writeFiles({ outputPath: tmp });
      const fragment = readdirSync(path.join(tmp, 'fragment'))[0]!;
      const { content } = JSON.parse(gunzipSync(readFileSync(path.join(tmp, 'fragment', fragment))).toString().replace(/^pagefind_dcd/, '')) as { content: string };
      for (const word of ['recipe.yml source', 'kafka', 'topic_patterns Required']) expect(content).toContain(word);
      expect(content).not.toMatch(/Copy|checker|ymlsource|kafkaCopy|patternsRequired/);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives Pagefind the same index, byte for byte, as the whole main element', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'search-slim-'));
    try {
      const whole = mainForPagefind(LAYOUT_PAGE);
      expect(searchDocument(LAYOUT_PAGE).length).toBeLessThan(whole.length * 0.7);
      for (const [name, content] of [['whole', whole], ['slim', searchDocument(LAYOUT_PAGE)]] as const) {
        const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
        await index!.addHTMLFile({ url: '/docs/kafka', content });
        await index!.writeFiles({ outputPath: path.join(tmp, name) });
      }
      expect(files(path.join(tmp, 'slim'))).toEqual(files(path.join(tmp, 'whole')));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('how Next\'s hand-written pages are split among bundles', () => {
  it('keeps one bundle up to the threshold, then one more per threshold, at most four', () => {
    expect([0, 1, 500, 501, 1000, 1001, 2000, 10_000].map((n) => bundleCount(n))).toEqual([1, 1, 1, 2, 2, 3, 4, MAX_BUNDLE_PARTS]);
    expect(bundleCount(7, 3)).toBe(3);
  });

  it('puts a page in the bundle its route hashes to, about evenly, whatever else is built', () => {
    const routes = Array.from({ length: 4000 }, (_, i) => `/docs/section-${i % 37}/page-${i}`);
    for (const count of [2, 3, 4]) {
      const sizes = new Array<number>(count).fill(0);
      for (const route of routes) sizes[bundleOf(route, count)]! += 1;
      for (const size of sizes) expect(Math.abs(size - routes.length / count) / (routes.length / count)).toBeLessThan(0.1);
    }
    // A route's bundle depends on nothing but the route and the count.
    expect(routes.map((r) => bundleOf(r, 3))).toEqual([...routes].reverse().map((r) => bundleOf(r, 3)).reverse());
    expect(bundleOf('/docs/quickstart', 1)).toBe(0);
    expect(bundleOf('/docs/quickstart', 2)).toBe(bundleOf('/docs/quickstart', 2));
  });

  it('names folders the site audit can tell from pages, and nothing else', () => {
    const folders = ['/pagefind/', GENERATED_BUNDLE_ROUTE, ...Array.from({ length: MAX_BUNDLE_PARTS - 1 }, (_, k) => bundlePartRoute(k + 2))].map((r) => r.slice(1, -1));
    for (const folder of folders) expect(isSearchBundleFolder(folder), folder).toBe(true);
    for (const other of ['docs', 'pagefind-guide', 'pagefinder', 'assets', 'pagefind-10']) expect(isSearchBundleFolder(other), other).toBe(false);
  });
});

describe('a Pagefind that does not start', () => {
  it('stops the build with SEARCH_INDEX_FAILED, not a bare error', async () => {
    await pagefind.close();
    vi.stubEnv('PAGEFIND_EXTENDED_BINARY_PATH', path.join(os.tmpdir(), 'no-such-pagefind-binary'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const started = startSearchIndexer();
      await expect(started).rejects.toBeInstanceOf(BuildError);
      await expect(started).rejects.toMatchObject({ problems: [expect.objectContaining({ code: 'SEARCH_INDEX_FAILED' })] });
    } finally {
      quiet.mockRestore();
      vi.unstubAllEnvs();
      await pagefind.close();
    }
  });
});
