import { describe, expect, it } from 'vitest';
import { editDistance, rankSuggestions } from './not-found.ts';

const pages = [
  { route: '/docs/introduction', title: 'Introduction', description: '' },
  { route: '/docs/quickstart', title: 'Quickstart', description: '' },
  { route: '/docs/docker', title: 'Docker quickstart', description: '' },
  { route: '/docs/authentication', title: 'Authentication overview', description: '' },
  { route: '/docs/api/datahub-apis', title: 'DataHub APIs', description: '' },
];

describe('404 suggestions', () => {
  it('measures typos, transpositions included', () => {
    expect(editDistance('quickstrt', 'quickstart')).toBe(1);
    expect(editDistance('qiuckstart', 'quickstart')).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBeGreaterThan(1);
  });
  it('puts the page meant first for a typo', () => expect(rankSuggestions('/docs/quickstrt', pages)[0]?.route).toBe('/docs/quickstart'));
  it('prefers the page whose own segment matches', () => expect(rankSuggestions('/docs/quick-start', pages)[0]?.route).toBe('/docs/quickstart'));
  it('finds by a longer misspelt word', () => expect(rankSuggestions('/docs/authentcation-guide', pages)[0]?.route).toBe('/docs/authentication'));
  it('suggests nothing for noise', () => expect(rankSuggestions('/docs/', pages)).toEqual([]));
});

describe('404 suggestions for partial words', () => {
  it('treats a 4+ letter prefix as a good match', () => expect(rankSuggestions('/docs/quick', pages).map((p) => p.route)).toContain('/docs/quickstart'));
});
