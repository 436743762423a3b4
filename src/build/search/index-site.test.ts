import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openSearchBundleCache } from '../cache/search-cache.ts';
import { searchBundlePart } from './index-site.ts';

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
    expect(readdirSync(path.join(tmp, 'one'))).toContain('pagefind-entry.json');
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
