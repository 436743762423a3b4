import { describe, expect, it } from 'vitest';
import { isEntryOf } from './version-cache.ts';
import { directLinker, fillVersionHrefs, resolveVersionHref, tokenLinker, versionHrefToken, versionStart, type VersionRoutes } from './version-links.ts';

const next: VersionRoutes = { name: 'current', label: 'Next', docsBase: '/docs', routes: new Set(['/docs/introduction', '/docs/guides', '/docs/guides/lineage']), start: '/docs/introduction' };
const v16: VersionRoutes = { name: '1.6.0', label: '1.6.0', docsBase: '/docs/1.6.0', routes: new Set(['/docs/1.6.0/quickstart', '/docs/1.6.0/guides/old']), start: '/docs/1.6.0/quickstart' };

describe('links between versions', () => {
  it('keeps the page, else climbs to its nearest parent, else goes to the start', () => {
    expect(resolveVersionHref('/docs/1.6.0/guides/lineage', '/docs/1.6.0', next)).toBe('/docs/guides/lineage');
    expect(resolveVersionHref('/docs/1.6.0/guides/old', '/docs/1.6.0', next)).toBe('/docs/guides');
    expect(resolveVersionHref('/docs/1.6.0/quickstart', '/docs/1.6.0', next)).toBe('/docs/introduction');
    expect(resolveVersionHref('/docs/guides/lineage', '/docs', v16)).toBe('/docs/1.6.0/quickstart');
    // A route outside the version's docs (the home page) lands on the start.
    expect(resolveVersionHref('/adoption-stories', '/docs', v16)).toBe('/docs/1.6.0/quickstart');
  });

  it('does not take a longer version name for a parent (/docs/1.6.0 is not under /docs/1.6)', () => {
    const v1 = { ...v16, name: '1.6', docsBase: '/docs/1.6', routes: new Set(['/docs/1.6/x']), start: '/docs/1.6/x' };
    expect(resolveVersionHref('/docs/1.6.0/guides/old', '/docs/1.6', next)).toBe('/docs/introduction');
    expect(resolveVersionHref('/docs/1.6/x', '/docs/1.6', v1)).toBe('/docs/1.6/x');
  });

  it('picks the introduction as start page when there is one, else the first route', () => {
    expect(versionStart('/docs/2.0', ['/docs/2.0/b', '/docs/2.0/introduction'])).toBe('/docs/2.0/introduction');
    expect(versionStart('/docs/2.0', ['/docs/2.0/b', '/docs/2.0/a'])).toBe('/docs/2.0/a');
  });

  it('fills the tokens of a cached page from the routes of this build', () => {
    const links = tokenLinker('1.6.0', [next, v16]);
    const menu = links.menu!('/docs/1.6.0/guides/old');
    expect(menu.map((m) => m.href)).toEqual([versionHrefToken('current'), '/docs/1.6.0/guides/old']);
    const html = `<a href="${links.latestHref!('/docs/1.6.0/guides/old')}">latest</a>${menu.map((m) => `<a href="${m.href}">${m.label}</a>`).join('')}`;
    const filled = fillVersionHrefs(html, '/docs/1.6.0/guides/old', '/docs/1.6.0', new Map([['current', next], ['1.6.0', v16]]));
    expect(filled).toBe('<a href="/docs/guides">latest</a><a href="/docs/guides">Next</a><a href="/docs/1.6.0/guides/old">1.6.0</a>');
    expect(() => fillVersionHrefs(versionHrefToken('0.9.0'), '/docs/1.6.0/x', '/docs/1.6.0', new Map())).toThrow(/unknown version 0\.9\.0/);
  });

  it('gives Next pages a menu only when there are archived versions, and never a banner', () => {
    expect(directLinker('current', [next]).menu).toBeUndefined();
    const links = directLinker('current', [next, v16]);
    expect(links.latestHref).toBeUndefined();
    expect(links.menu!('/docs/guides/lineage')).toEqual([
      { name: 'current', label: 'Next', href: '/docs/guides/lineage', current: true },
      { name: '1.6.0', label: '1.6.0', href: '/docs/1.6.0/quickstart', current: false },
    ]);
  });
});

describe('version cache folders', () => {
  it('tells a version\'s entries from those of a version whose name extends it', () => {
    expect(isEntryOf('1.7.0-0123456789abcdef0123', '1.7.0')).toBe(true);
    expect(isEntryOf('1.7.0-rc1-0123456789abcdef0123', '1.7.0')).toBe(false);
    expect(isEntryOf('1.7.0-rc1-0123456789abcdef0123', '1.7.0-rc1')).toBe(true);
    expect(isEntryOf('1.7.0-0123456789abcdef0123.tmp-42', '1.7.0')).toBe(false);
  });
});
