import { describe, expect, it } from 'vitest';
import { docIdFromPath, isExternalHref, joinRoute, routeFromPath, routeToFile, slugify, splitHref } from './routes.ts';

describe('slugify', () => {
  it.each([
    ['API & SDKs', 'api-sdks'],
    ['Getting Started', 'getting-started'],
    ['  Déjà vu!  ', 'deja-vu'],
    ['v1.7.0', 'v1-7-0'],
  ])('%s → %s', (input, expected) => expect(slugify(input)).toBe(expected));
});

describe('docIdFromPath', () => {
  it('drops the extension', () => expect(docIdFromPath('api/graphql/overview.md')).toBe('api/graphql/overview'));
  it('names a README by its folder', () => expect(docIdFromPath('metadata-ingestion/README.md')).toBe('metadata-ingestion'));
  it('names an index by its folder', () => expect(docIdFromPath('docker/index.mdx')).toBe('docker'));
  it('keeps case', () => expect(docIdFromPath('docs/CONTRIBUTING.md')).toBe('docs/CONTRIBUTING'));
  it('lets front matter id replace the file name', () => expect(docIdFromPath('guides/old-name.md', 'new-name')).toBe('guides/new-name'));
});

describe('routeFromPath', () => {
  it('lower-cases the path under the base', () => expect(routeFromPath('Guides/CONTRIBUTING.md', '/docs')).toBe('/docs/guides/contributing'));
  it('routes README to the folder', () => expect(routeFromPath('metadata-ingestion/README.md', '/docs')).toBe('/docs/metadata-ingestion'));
  it('routes a top-level index to the base', () => expect(routeFromPath('index.md', '/docs')).toBe('/docs'));
  it('takes an absolute slug from the base', () => expect(routeFromPath('a/b.md', '/docs', '/how/search')).toBe('/docs/how/search'));
  it('takes a relative slug from the folder', () => expect(routeFromPath('a/b.md', '/docs', 'other')).toBe('/docs/a/other'));
  it('works under a version base', () => expect(routeFromPath('quickstart.md', '/docs/1.6.0')).toBe('/docs/1.6.0/quickstart'));
});

describe('route helpers', () => {
  it('joins and normalises', () => expect(joinRoute('/docs/', '/a//b/')).toBe('/docs/a/b'));
  it('maps routes to files', () => {
    expect(routeToFile('/')).toBe('index.html');
    expect(routeToFile('/docs/a')).toBe('docs/a/index.html');
    expect(routeToFile('/404.html')).toBe('404.html');
  });
  it('splits href and decodes the fragment', () => expect(splitHref('/docs/a?x=1#b%20c')).toEqual({ path: '/docs/a', hash: 'b c' }));
  it('tells external links', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('mailto:a@example.com')).toBe(true);
    expect(isExternalHref('//cdn.example.com/x')).toBe(true);
    expect(isExternalHref('/docs/a')).toBe(false);
    expect(isExternalHref('../a.md')).toBe(false);
  });
});
