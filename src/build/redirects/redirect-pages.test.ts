import { describe, expect, it } from 'vitest';
import type { SitePage } from '../model/site.ts';
import { redirectPages, renderRedirectsFile } from './redirect-pages.ts';

function page(route: string, extra: Partial<SitePage> = {}): SitePage {
  return { kind: 'doc', id: route, route, title: `Title of ${route}`, description: '', sidebarLabel: route, version: 'current', headings: [], ids: new Set(['setup']), links: [], ...extra };
}

const PAGES = [page('/docs/introduction'), page('/docs/new'), page('/docs', { kind: 'redirect', redirectTo: '/docs/introduction', ids: new Set() })];
const SOURCE = { file: 'redirects.ts', text: "export default {\n  '/docs/old': '/docs/new',\n  '/docs/gone': '/docs/nowhere',\n};\n" };

describe('redirectPages', () => {
  it('makes a redirect page per old route, titled after its target', () => {
    const { pages, problems } = redirectPages({ '/docs/old': '/docs/new#setup' }, PAGES, new Set(), SOURCE);
    expect(problems).toEqual([]);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ kind: 'redirect', route: '/docs/old', redirectTo: '/docs/new#setup', title: 'Title of /docs/new' });
  });

  it('collapses chains, through the site’s own /docs redirect too', () => {
    const { pages } = redirectPages({ '/a': '/b', '/b': '/docs/new', '/c': '/docs' }, PAGES, new Set(), SOURCE);
    expect(Object.fromEntries(pages.map((p) => [p.route, p.redirectTo]))).toEqual({ '/a': '/docs/new', '/b': '/docs/new', '/c': '/docs/introduction' });
  });

  it('reports a missing target with the file, the line of the old route and the fix', () => {
    const { pages, problems } = redirectPages({ '/docs/gone': '/docs/nowhere' }, PAGES, new Set(), SOURCE);
    expect(pages).toEqual([]);
    expect(problems).toEqual([
      expect.objectContaining({ code: 'REDIRECT_TARGET_MISSING', file: 'redirects.ts', line: 3, message: 'redirect from /docs/gone to /docs/nowhere: no page or file has the route /docs/nowhere' }),
    ]);
    expect(problems[0]!.hint).toMatch(/Point \/docs\/gone in redirects\.ts at an existing route/);
  });

  it('reports a missing fragment', () => {
    const { problems } = redirectPages({ '/docs/old': '/docs/new#nope' }, PAGES, new Set(), SOURCE);
    expect(problems[0]).toMatchObject({ code: 'REDIRECT_TARGET_MISSING', message: expect.stringContaining('no element with id "nope"') });
  });

  it('accepts a served file as the target', () => {
    expect(redirectPages({ '/old.txt': '/llms.txt' }, PAGES, new Set(['/llms.txt']), SOURCE).problems).toEqual([]);
  });

  it('refuses an old route that is a page or already a redirect', () => {
    const { problems } = redirectPages({ '/docs/new': '/docs/introduction', '/docs': '/docs/new' }, PAGES, new Set(), SOURCE);
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ['REDIRECT_INVALID', 'redirect from /docs/new: that route is a page (Title of /docs/new)'],
      ['REDIRECT_INVALID', 'redirect from /docs: the site already has a redirect at that route'],
    ]);
  });

  it('refuses a loop', () => {
    const { problems } = redirectPages({ '/a': '/b', '/b': '/a' }, PAGES, new Set(), SOURCE);
    expect(problems[0]).toMatchObject({ code: 'REDIRECT_INVALID', message: 'redirect from /a: the redirects loop (/a → /b → /a)' });
  });
});

describe('renderRedirectsFile', () => {
  it('lists every redirect page in Netlify’s format', () => {
    const { pages } = redirectPages({ '/docs/old': '/docs/new#setup' }, PAGES, new Set(), SOURCE);
    const lines = renderRedirectsFile([...PAGES, ...pages]).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual(['/docs /docs/introduction 301', '/docs/old /docs/new#setup 301']);
  });
});
