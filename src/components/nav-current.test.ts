import { describe, expect, it } from 'vitest';
import type { NavNode, NavSection } from '../build/model/site.ts';
import { currentNavLink } from './nav-current.ts';

const doc = (href: string): NavNode => ({ type: 'doc', key: href, label: href, href });
const LINKS = [
  { label: 'Docs', href: '/docs/introduction', match: '/docs/' },
  { label: 'Integrations', href: '/docs/metadata-ingestion', match: '/docs/metadata-ingestion' },
  { label: 'API', href: '/docs/api/datahub-apis', match: '/docs/api/' },
  { label: 'Stories', href: '/adoption-stories', match: '/adoption-stories' },
];
const start: NavSection = { key: 'start', label: 'Getting Started', items: [doc('/docs/introduction')] };
const integrations: NavSection = {
  key: 'int',
  label: 'Integrations',
  items: [doc('/docs/metadata-ingestion'), { type: 'category', key: 'sources', label: 'Sources', href: '/docs/generated/ingestion/sources', items: [doc('/docs/generated/ingestion/sources/snowflake')] }],
};
const api: NavSection = { key: 'api', label: 'API & SDKs', items: [doc('/docs/api/datahub-apis'), doc('/docs/graphql/queries'), doc('/docs/python-sdk/sdk-v2')] };
const admin: NavSection = { key: 'admin', label: 'Admin', items: [doc('/docs/api/graphql/token-management-admin')] };

describe('currentNavLink', () => {
  it('follows the page section, whatever the route', () => {
    expect(currentNavLink(LINKS, '/docs/generated/ingestion/sources/snowflake', integrations)?.label).toBe('Integrations');
    expect(currentNavLink(LINKS, '/docs/graphql/queries', api)?.label).toBe('API');
    expect(currentNavLink(LINKS, '/docs/python-sdk/sdk-v2', api)?.label).toBe('API');
    expect(currentNavLink(LINKS, '/docs/quickstart', start)?.label).toBe('Docs');
  });
  it('gives a section no link leads to the most general link its route matches', () => {
    expect(currentNavLink(LINKS, '/docs/api/graphql/token-management-admin', admin)?.label).toBe('Docs');
  });
  it('uses the most specific prefix for pages outside the sidebar', () => {
    expect(currentNavLink(LINKS, '/adoption-stories', undefined)?.label).toBe('Stories');
    expect(currentNavLink(LINKS, '/docs/api/anything', undefined)?.label).toBe('API');
    expect(currentNavLink(LINKS, '/', undefined)).toBeUndefined();
  });
});
