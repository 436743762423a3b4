import { describe, expect, it } from 'vitest';
import { linkedFile, resolveHref } from './rehype-links.ts';

const ctx = {
  route: '/docs/guides/tags',
  relPath: 'guides/tags.md',
  routeOfFile: new Map([
    ['guides/tags.md', '/docs/guides/tags'],
    ['guides/owners.md', '/docs/guides/owners'],
    ['quickstart.mdx', '/docs/quickstart'],
    ['metadata-ingestion/README.md', '/docs/metadata-ingestion'],
  ]),
};

describe('resolveHref', () => {
  it('resolves a sibling .md file', () => expect(resolveHref('owners.md', ctx)).toBe('/docs/guides/owners'));
  it('resolves ./ and ../ with a fragment', () => {
    expect(resolveHref('./owners.md#add-an-owner', ctx)).toBe('/docs/guides/owners#add-an-owner');
    expect(resolveHref('../quickstart.mdx', ctx)).toBe('/docs/quickstart');
  });
  it('resolves a README file to its folder route', () => expect(resolveHref('../metadata-ingestion/README.md', ctx)).toBe('/docs/metadata-ingestion'));
  it('returns undefined for a .md file that is not a page', () => expect(resolveHref('../missing.md', ctx)).toBeUndefined());
  it('keeps absolute routes, dropping a trailing slash', () => expect(resolveHref('/docs/quickstart/#x', ctx)).toBe('/docs/quickstart#x'));
  it('resolves a relative route against the page route', () => expect(resolveHref('../api', ctx)).toBe('/docs/api'));
  it('turns a bare fragment into the page route', () => expect(resolveHref('#x', ctx)).toBe('/docs/guides/tags#x'));
  it('reads /docs/x.md as the file x.md of the content root, as Docusaurus does', () => {
    expect(resolveHref('/docs/quickstart.mdx#run', ctx)).toBe('/docs/quickstart#run');
    expect(resolveHref('/docs/metadata-ingestion/README.md', ctx)).toBe('/docs/metadata-ingestion');
  });
});

describe('linkedFile', () => {
  it('names the content file a .md link points at, or one outside the folder', () => {
    expect(linkedFile('../../generated/ingestion/sources/snowflake.md', { relPath: 'guides/sub/a.md' })).toBe('generated/ingestion/sources/snowflake.md');
    expect(linkedFile('../../docker/README.md', { relPath: 'authentication/a.md' })).toBe('../docker/README.md');
    expect(linkedFile('/docs/deploy/kubernetes.md', { relPath: 'a.md', docsBase: '/docs' })).toBe('deploy/kubernetes.md');
  });
});
