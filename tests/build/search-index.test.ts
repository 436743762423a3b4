import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { bundleOf } from '../../src/build/search/index-site.ts';
import { NAME_TYPES, type MoreNames, type NamesIndex } from '../../src/shared/search-names.ts';
import { makeProject } from '../helpers/project.ts';

describe('the search stage', () => {
  it('writes the Pagefind index and the names index with sections, kinds, editions and headings', async () => {
    const root = makeProject({
      'content/docs/quickstart.md': '---\ntitle: Quickstart\ndescription: Run it.\nedition: oss\nkeywords: [local]\n---\n\n## Start the containers\n\nText.\n',
      'reference/graphql/s.graphql': '"Root."\ntype Query {\n  tag(urn: String!): Tag\n}\n"A tag."\ntype Tag {\n  "Colour."\n  colorHex: String\n}\n"Kinds."\nenum Kind {\n  ROW_COUNT_TOTAL\n}\n',
    });
    const report = await build({ root });
    const dist = report.outDir;
    expect(existsSync(path.join(dist, 'pagefind/pagefind.js'))).toBe(true);
    const names = JSON.parse(readFileSync(path.join(dist, 'search/names.json'), 'utf8')) as NamesIndex;
    const more = JSON.parse(readFileSync(path.join(dist, 'search/names-more.json'), 'utf8')) as MoreNames;
    const quickstart = names.pages.find((p) => p[1] === '/docs/quickstart')!;
    expect(quickstart).toEqual(['Quickstart', '/docs/quickstart', names.sections.indexOf('Getting Started'), 0, 1, '']);
    expect(more.descriptions[names.pages.indexOf(quickstart)]).toBe('Run it.');
    const named = (rows: typeof names.names) => rows.map(([name, page, anchor, type]) => [name, names.pages[page]![1], anchor, NAME_TYPES[type]]);
    expect(named(more.names)).toContainEqual(['Start the containers', '/docs/quickstart', 'start-the-containers', 'heading']);
    expect(named(names.names)).toEqual(
      expect.arrayContaining([
        ['local', '/docs/quickstart', '', 'keyword'],
        ['ROW_COUNT_TOTAL', '/docs/graphql/enums', 'kind.row_count_total', 'enum value'],
      ]),
    );
    expect(named(more.names)).toContainEqual(['Tag.colorHex', '/docs/graphql/objects', 'tag.colorhex', 'field']);
    // The filters and body marker Pagefind reads are in the page.
    const html = readFileSync(path.join(dist, 'docs/quickstart/index.html'), 'utf8');
    expect(html).toContain('data-pagefind-body');
    expect(html).toContain('data-pagefind-filter="section:Getting Started"');
    expect(html).toContain('data-pagefind-filter="edition:Open source"');
    expect(html).not.toContain('data-pagefind-filter="edition:Cloud"');
    expect(html).toContain('data-pagefind-filter="kind:Guides"');
  });

  it('splits a large site\'s pages among bundles by route, each written by a Pagefind process of its own', async () => {
    const pages = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`content/docs/topics/topic-${i}.md`, `---\ntitle: Topic ${i}\n---\n\nWords about topic number ${i}.\n`]));
    // 20 content files at 6 a bundle: four bundles (the most there can be).
    const root = makeProject(pages, { search: { pagesPerBundle: 6 } });
    // Pagefind processes started by this process while the build runs, from /proc (Linux only).
    const seen = new Set<number>();
    const watch = setInterval(() => {
      if (!existsSync('/proc/self/task')) return;
      for (const task of readdirSync('/proc/self/task')) {
        const children = readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
        for (const pid of children) {
          try {
            if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('pagefind')) seen.add(Number(pid));
          } catch {
            // gone meanwhile
          }
        }
      }
    }, 10);
    const dist = (await build({ root }).finally(() => clearInterval(watch))).outDir;
    const names = JSON.parse(readFileSync(path.join(dist, 'search/names.json'), 'utf8')) as NamesIndex;
    const folders = ['/pagefind/', ...(names.bundleParts ?? [])];
    expect(names.bundleParts).toEqual(['/pagefind-2/', '/pagefind-3/', '/pagefind-4/']);
    expect(readdirSync(dist).filter((name) => name.startsWith('pagefind')).sort()).toEqual(['pagefind', 'pagefind-2', 'pagefind-3', 'pagefind-4']);
    // The further parts are searched with the main bundle's script and WebAssembly: they keep only what a query reads.
    expect(readdirSync(path.join(dist, 'pagefind'))).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind', 'pagefind-entry.json']));
    for (const part of ['pagefind-2', 'pagefind-3', 'pagefind-4']) {
      const kept = readdirSync(path.join(dist, part));
      expect(kept.filter((name) => !/\.pf_meta$/.test(name)).sort(), part).toEqual(['filter', 'fragment', 'index', 'pagefind-entry.json']);
    }
    // Every searchable page is in exactly one bundle: the one its route hashes to.
    const urlsOf = (folder: string): string[] =>
      readdirSync(path.join(dist, folder, 'fragment')).map((file) => {
        const json = gunzipSync(readFileSync(path.join(dist, folder, 'fragment', file))).toString().replace(/^pagefind_dcd/, '');
        return (JSON.parse(json) as { url: string }).url;
      });
    const all = folders.flatMap((folder) => urlsOf(folder).map((url) => [url, folders.indexOf(folder)] as const));
    const routes = names.pages.map((p) => p[1]).filter((route) => route.startsWith('/docs/') && !route.startsWith('/docs/graphql'));
    expect(all.map(([url]) => url).sort()).toEqual([...new Set(routes)].sort());
    for (const [url, bundle] of all) expect(bundle, url).toBe(bundleOf(url, 4));
    if (existsSync('/proc/self/task')) expect(seen.size).toBeGreaterThanOrEqual(4);
  }, 60_000);
});
