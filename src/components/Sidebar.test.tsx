import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NavSection } from '../build/model/site.ts';
import { Sidebar } from './Sidebar.tsx';

const SECTIONS: NavSection[] = [
  { key: 'start', label: 'Getting Started', items: [{ type: 'doc', key: 'start/intro', label: 'Introduction', href: '/docs/intro' }] },
  {
    key: 'api',
    label: 'API',
    items: [
      { type: 'doc', key: 'api/overview', label: 'Overview', href: '/docs/api' },
      { type: 'category', key: 'api/graphql', label: 'GraphQL', href: '/docs/category/graphql', items: [{ type: 'doc', key: 'api/graphql/queries', label: 'Queries', href: '/docs/graphql/queries' }] },
    ],
  },
];

/** The markup of one section's list in a rendered sidebar. */
function sectionList(html: string, key: string): string {
  const start = html.indexOf(`<ul class="sidebar-list" aria-labelledby="sbh-${key}"`);
  return html.slice(start, html.indexOf('</div>', start));
}

describe('sidebar sections a page is not in', () => {
  it('show nothing current or open, while the section on the page path shows its state, whatever page came before', () => {
    const onIntro = renderToStaticMarkup(<Sidebar sections={SECTIONS} openKeys={new Set()} currentRoute="/docs/intro" />);
    const onQueries = renderToStaticMarkup(<Sidebar sections={SECTIONS} openKeys={new Set(['api/graphql'])} currentRoute="/docs/graphql/queries" />);
    const onIntroAgain = renderToStaticMarkup(<Sidebar sections={SECTIONS} openKeys={new Set()} currentRoute="/docs/intro" />);
    expect(onIntroAgain).toBe(onIntro);

    expect(sectionList(onIntro, 'start')).toContain('aria-current="page"');
    expect(sectionList(onIntro, 'api')).not.toContain('aria-current');
    expect(sectionList(onIntro, 'api')).not.toContain('/docs/graphql/queries');
    expect(sectionList(onQueries, 'start')).not.toContain('aria-current');
    expect(sectionList(onQueries, 'api')).toContain('<a href="/docs/graphql/queries" aria-current="page">');
    expect(sectionList(onQueries, 'api')).toContain('data-open=""');
    // A page at a category's own route, with the category closed, is still current in its section.
    const onCategory = renderToStaticMarkup(<Sidebar sections={SECTIONS} openKeys={new Set()} currentRoute="/docs/category/graphql" />);
    expect(sectionList(onCategory, 'api')).toContain('<a href="/docs/category/graphql" aria-current="page">');
    // A page the sidebar does not list (a GraphQL type page) opens its parent's path all the same.
    const onType = renderToStaticMarkup(<Sidebar sections={SECTIONS} openKeys={new Set(['api/graphql'])} currentRoute="/docs/graphql/objects/dataset" />);
    expect(sectionList(onType, 'api')).toContain('/docs/graphql/queries');
    expect(sectionList(onType, 'api')).toContain('data-open=""');
  });
});
