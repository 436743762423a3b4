import { describe, expect, it } from 'vitest';
import { foldName, type NamesIndex } from '../../shared/search-names.ts';
import { mergeResults, parseExcerpt, type TextHit } from './engine.ts';
import { NamesSearch, tokenizeName } from './names.ts';

const INDEX: NamesIndex = {
  version: 1,
  sections: ['Getting Started', 'API & SDKs', 'Integrations'],
  pages: [
    ['Tags', '/docs/tags', 0, 0, 3, 'Label assets with tags.'],
    ['VolumeAssertionType', '/docs/graphql/enums/volumeassertiontype', 1, 3, 3, 'Kinds of volume assertion.'],
    ['RowCountTotal', '/docs/graphql/objects/rowcounttotal', 1, 3, 3, 'A row count total check.'],
    ['Snowflake', '/docs/generated/ingestion/sources/snowflake', 2, 1, 3, 'Reads Snowflake.'],
    ['Metadata tests', '/docs/tests/metadata-tests', 0, 0, 2, 'Cloud-only tests.'],
    ['tag', '/docs/generated/metamodel/entities/tag', 1, 2, 3, 'The tag entity.'],
  ],
  names: [
    ['ROW_COUNT_TOTAL', 1, 'volumeassertiontype.row_count_total', 3],
    ['Add tags in the UI', 0, 'add-tags-in-the-ui', 1],
    ['tagProperties.colorHex', 5, 'aspect-tagproperties.colorhex', 4],
    ['snowflake-queries', 3, '', 5],
  ],
};

describe('folding and tokenising names', () => {
  it('folds any spelling of an identifier to one token', () => {
    expect(foldName('ROW_COUNT_TOTAL')).toBe('rowcounttotal');
    expect(foldName('row count total')).toBe('rowcounttotal');
    expect(foldName('rowCountTotal')).toBe('rowcounttotal');
  });

  it('splits camelCase and snake_case into words, keeping the whole', () => {
    expect(tokenizeName('colorHex')).toEqual(['colorhex', 'color', 'hex']);
    expect(tokenizeName('ROW_COUNT_TOTAL')).toEqual(['row', 'count', 'total']);
  });
});

describe('names search', () => {
  const search = new NamesSearch(INDEX);

  it('finds an enum value typed in any case, with or without underscores', () => {
    expect(search.search('ROW_COUNT_TOTAL', {})[0]?.anchor).toBe('volumeassertiontype.row_count_total');
    const folded = search.search('rowcounttotal', {}).map((h) => h.page.route);
    expect(folded.slice(0, 2)).toEqual(expect.arrayContaining(['/docs/graphql/enums/volumeassertiontype', '/docs/graphql/objects/rowcounttotal']));
  });

  it('finds a field by its last segment and a connector misspelt by a letter', () => {
    expect(search.search('colorHex', {})[0]).toMatchObject({ anchor: 'aspect-tagproperties.colorhex', exact: true });
    expect(search.search('snowflak', {})[0]?.page.title).toBe('Snowflake');
    expect(search.search('snowflkae', {})[0]?.page.title).toBe('Snowflake');
  });

  it('applies section, kind and edition filters', () => {
    expect(search.search('tags', { kind: 'graphql' })).toEqual([]);
    expect(search.search('tests', { edition: 'Open source' })).toEqual([]);
    expect(search.search('tests', { edition: 'Cloud' })[0]?.page.title).toBe('Metadata tests');
    expect(search.search('snowflake', { section: 'Getting Started' })).toEqual([]);
  });

  it('never throws on odd input', () => {
    for (const q of ['', '   ', '"', '(*+?[', '🙂🙂', 'a'.repeat(10_000), '<script>alert(1)</script>', '\\']) {
      expect(() => search.search(q, {})).not.toThrow();
      expect(() => search.suggest(q)).not.toThrow();
    }
  });

  it('suggests a known spelling for a typo', () => {
    expect(search.suggest('snowflak')).toMatch(/^snowflake/);
  });
});

describe('merging and excerpts', () => {
  const search = new NamesSearch(INDEX);
  const pages = new Map(search.pages.map((p) => [p.route, p]));

  it('keeps excerpt markup as text runs, never as HTML', () => {
    expect(parseExcerpt('a <mark>tag</mark> b <img src=x onerror=alert(1)>')).toEqual([
      { text: 'a ', mark: false },
      { text: 'tag', mark: true },
      { text: ' b ', mark: false },
    ]);
  });

  it('merges both sources per page, an exact name first, title hits landing on the page top', () => {
    const text: TextHit[] = [
      { route: '/docs/tags', anchor: 'add-tags-in-the-ui', heading: 'Add tags in the UI', title: 'Tags', excerpt: [{ text: 'tags', mark: true }], score: 5 },
      { route: '/docs/generated/metamodel/entities/tag', anchor: '', title: 'tag', excerpt: [], score: 1 },
    ];
    const merged = mergeResults(search.search('tags', {}), text, pages);
    expect(merged[0]).toMatchObject({ route: '/docs/tags', url: '/docs/tags', title: 'Tags', section: 'Getting Started', kindLabel: 'Guides' });
    expect(merged.map((r) => r.route)).toContain('/docs/generated/metamodel/entities/tag');
    expect(new Set(merged.map((r) => r.route)).size).toBe(merged.length);
  });
});
