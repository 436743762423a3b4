import { describe, expect, it } from 'vitest';
import type { SitePage } from '../model/site.ts';
import { checkOssAlternatives, createPageLookup, resolveOssAlternative } from './oss-alternative.ts';

function doc(id: string, extra: Partial<SitePage> = {}): SitePage {
  return { kind: 'doc', id, route: `/docs/${id}`, title: `Title of ${id}`, description: '', sidebarLabel: id, version: 'current', file: `content/docs/${id}.md`, headings: [], ids: new Set(['setup']), links: [], ...extra };
}

const oss = doc('sso/oidc', { edition: 'oss' });
const both = doc('actions');
const otherCloud = doc('cloud/other', { edition: 'cloud' });
const cloud = (link: string, text?: string): SitePage => doc('cloud/sso', { edition: 'cloud', ossAlternative: { link, text, line: 4 } });

describe('resolveOssAlternative', () => {
  const lookup = createPageLookup([oss, both, otherCloud]);

  it('resolves a doc id to the page route and title, with the text', () => {
    expect(resolveOssAlternative(cloud('sso/oidc', 'configure OIDC yourself.'), lookup)).toEqual({ resolved: { href: '/docs/sso/oidc', title: 'Title of sso/oidc', text: 'configure OIDC yourself.' } });
  });

  it('resolves a route with an anchor', () => {
    expect(resolveOssAlternative(cloud('/docs/actions#setup'), lookup).resolved).toEqual({ href: '/docs/actions#setup', title: 'Title of actions', text: undefined });
  });

  it('gives nothing for a page without the key', () => {
    expect(resolveOssAlternative(both, lookup)).toEqual({});
  });

  it('names the file, the line and the fault', () => {
    const unknown = resolveOssAlternative(cloud('sso/nope'), lookup).problem;
    expect(unknown).toMatchObject({ code: 'OSS_ALTERNATIVE_INVALID', file: 'content/docs/cloud/sso.md', line: 4 });
    expect(unknown?.message).toContain('no page has this doc id');
    expect(resolveOssAlternative(cloud('/docs/nope'), lookup).problem?.message).toContain('no page has this route');
    expect(resolveOssAlternative(cloud('cloud/other'), lookup).problem?.message).toContain('itself a cloud-only page');
    expect(resolveOssAlternative(cloud('/docs/actions#missing'), lookup).problem?.message).toContain('no element with id "missing"');
  });

  it('checks every page of a version', () => {
    expect(checkOssAlternatives([oss, both, otherCloud, cloud('sso/oidc')])).toEqual([]);
    expect(checkOssAlternatives([oss, cloud('missing')])).toHaveLength(1);
  });
});
