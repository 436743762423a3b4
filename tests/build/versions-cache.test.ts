import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildReport } from '../../src/build/index.ts';
import { makeVersionsProject } from '../helpers/versions-fixture.ts';

/** Hrefs of the version menu, by version name. */
function menu(html: string): Record<string, string> {
  const list = html.match(/<ul class="version-menu-list"[^>]*>(.*?)<\/ul>/s)?.[1] ?? '';
  return Object.fromEntries([...list.matchAll(/<a href="([^"]*)"[^>]*data-version="([^"]+)"/g)].map((m) => [m[2]!, m[1]!]));
}

const bannerHref = (html: string): string | undefined => html.match(/class="version-banner".*?<a href="([^"]*)"/s)?.[1];

describe('archived versions: menu, banner, search and the build cache', () => {
  let root: string;
  let first: BuildReport;
  const read = (route: string): string => readFileSync(path.join(root, 'dist', route, 'index.html'), 'utf8');
  beforeAll(async () => {
    root = makeVersionsProject();
    first = await build({ root });
  }, 120_000);

  it('compiles every archived version on a cold cache', () => {
    expect(first.versions).toEqual({ '1.7.0': 'built', '1.6.0': 'built' });
  });

  it('lists every version in the menu, each on the same page or its nearest parent there', () => {
    expect(menu(read('docs/guides/lineage'))).toEqual({ current: '/docs/guides/lineage', '1.7.0': '/docs/1.7.0/guides/lineage', '1.6.0': '/docs/1.6.0/introduction' });
    expect(menu(read('docs/1.7.0/guides/old-tool'))).toEqual({ current: '/docs/guides', '1.7.0': '/docs/1.7.0/guides/old-tool', '1.6.0': '/docs/1.6.0/introduction' });
    expect(read('docs/1.7.0/guides/lineage')).toMatch(/<a href="\/docs\/1\.7\.0\/guides\/lineage" aria-current="page" data-version="1\.7\.0">1\.7\.0/);
  });

  it('links the banner to the same page in Next, or its nearest parent there', () => {
    expect(read('docs/guides/lineage')).not.toContain('version-banner');
    expect(bannerHref(read('docs/1.7.0/guides/lineage'))).toBe('/docs/guides/lineage');
    expect(bannerHref(read('docs/1.7.0/guides/old-tool'))).toBe('/docs/guides');
    expect(bannerHref(read('docs/1.6.0/quickstart'))).toBe('/docs/quickstart');
  });

  it('gives each archived version its own search indexes, and its pages point the search button at them', () => {
    const names = (file: string): string[] => (JSON.parse(readFileSync(path.join(root, 'dist', file), 'utf8')) as { pages: [string, string][] }).pages.map((p) => p[1]);
    const next = names('search/names.json');
    const v17 = names('search/1.7.0/names.json');
    expect(next).toContain('/docs/guides/lineage');
    expect(next.some((r) => r.startsWith('/docs/1.'))).toBe(false);
    expect(v17).toContain('/docs/1.7.0/guides/old-tool');
    expect(v17.every((r) => r.startsWith('/docs/1.7.0/'))).toBe(true);
    expect(existsSync(path.join(root, 'dist/search/1.7.0/pagefind/pagefind.js'))).toBe(true);
    expect(read('docs/1.7.0/quickstart')).toContain('data-search-base="/search/1.7.0"');
    expect(read('docs/quickstart')).not.toContain('data-search-base');
  });

  it('reuses the cached versions on the next build, with links to Next as it is now', async () => {
    // Next loses the lineage guide: cached 1.7.0 pages must now send readers to its parent.
    rmSync(path.join(root, 'content/docs/guides/lineage.md'));
    const sidebars = JSON.parse(readFileSync(path.join(root, 'sidebars.json'), 'utf8'));
    sidebars.overviewSidebar[0].items[3].items = [];
    writeFileSync(path.join(root, 'sidebars.json'), JSON.stringify(sidebars));
    const second = await build({ root });
    expect(second.versions).toEqual({ '1.7.0': 'reused', '1.6.0': 'reused' });
    expect(second.timings['reference']).toBeDefined();
    expect(bannerHref(read('docs/1.7.0/guides/lineage'))).toBe('/docs/guides');
    expect(menu(read('docs/1.7.0/guides/lineage')).current).toBe('/docs/guides');
    expect(read('docs/1.7.0/guides/lineage')).toContain('quasarseven');
    expect(existsSync(path.join(root, 'dist/search/1.6.0/names.json'))).toBe(true);
  }, 120_000);

  it('rebuilds only the version whose snapshot changed', async () => {
    writeFileSync(path.join(root, 'versions/1.6.0/docs/quickstart.md'), '---\ntitle: Quickstart (1.6, fixed)\ndescription: Fixed.\n---\n\nRun 1.6 again.\n');
    const third = await build({ root });
    expect(third.versions).toEqual({ '1.7.0': 'reused', '1.6.0': 'built' });
    expect(read('docs/1.6.0/quickstart')).toContain('Quickstart (1.6, fixed)');
  }, 120_000);
});

describe('the version cache after a failed build', () => {
  it('builds the version again and leaves no half-written entry behind', async () => {
    const root = makeVersionsProject();
    writeFileSync(path.join(root, 'versions/1.6.0/docs/quickstart.md'), '---\ntitle: Broken\ndescription: A broken link.\n---\n\nSee [gone](./gone.md).\n');
    await expect(build({ root })).rejects.toThrow(/gone/);
    writeFileSync(path.join(root, 'versions/1.6.0/docs/quickstart.md'), '---\ntitle: Quickstart (1.6)\ndescription: Fixed.\n---\n\nRun 1.6.\n');
    const report = await build({ root });
    expect(report.versions['1.6.0']).toBe('built');
    const cache = path.join(root, 'node_modules/.cache/docs-versions');
    expect(readdirSync(cache).filter((name) => name.includes('.tmp-'))).toEqual([]);
    expect(readdirSync(cache).filter((name) => name.startsWith('1.6.0-'))).toHaveLength(1);
  }, 120_000);
});
