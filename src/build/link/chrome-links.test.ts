import { describe, expect, it } from 'vitest';
import { ChromeSchema } from '../../config/chrome.ts';
import type { SitePage } from '../model/site.ts';
import { checkChromeLinks, docsHomeRoute } from './chrome-links.ts';

const page = (route: string, ids: string[] = []): SitePage => ({ kind: 'doc', id: route, route, title: route, description: '', sidebarLabel: route, version: 'current', headings: [], ids: new Set(ids), links: [], file: `docs${route}.md` });

describe('checkChromeLinks', () => {
  const chrome = ChromeSchema.parse({
    navbar: { links: [{ label: 'Guide', href: '/docs/guide' }, { label: 'Source', href: 'https://example.org' }] },
    footer: { links: [{ label: 'Gone', href: '/docs/gone' }, { label: 'Anchor', href: '/docs/guide#nope' }] },
    suggestions: [{ label: 'Feed', href: '/feed.xml' }],
  });
  it('reports each bad in-site link once, at the config file, naming its key', () => {
    const problems = checkChromeLinks(chrome, [page('/docs/guide', ['intro'])], new Set(['/feed.xml']), 'site.config.ts');
    expect(problems).toEqual([
      expect.objectContaining({ code: 'CHROME_LINK_BROKEN', file: 'site.config.ts', message: expect.stringContaining('chrome.footer.links[0] "Gone" links to /docs/gone') }),
      expect.objectContaining({ code: 'CHROME_LINK_BROKEN', message: expect.stringContaining('has no element with id "nope"') }),
    ]);
  });
  it('leads /docs to docsHome, else the first page of the sidebar', () => {
    expect(docsHomeRoute(ChromeSchema.parse({ docsHome: '/docs/x' }), [], [])).toBe('/docs/x');
    const sections = [{ key: 's', label: 'S', items: [{ type: 'link' as const, key: 'l', label: 'L', href: 'https://e.org', external: true }, { type: 'doc' as const, key: 'd', label: 'D', href: '/docs/first' }] }];
    expect(docsHomeRoute(ChromeSchema.parse({}), sections, [])).toBe('/docs/first');
  });
});
