import type { ReactElement } from 'react';
import type { NavNode } from '../build/model/site.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { docCrumbs } from './DocPage.tsx';
import { CloudOnlyMark } from './Icons.tsx';
import { Layout, searchBody, SearchFilters } from './Layout.tsx';
import { Pager } from './Pager.tsx';
import { PageActions } from './PageActions.tsx';
import { markdownTwinRoute } from '../shared/markdown-twin.ts';
import type { PageView } from './view.ts';

/** The index page of a sidebar category: its description and a card per item. */
export function CategoryPage({ view, items, descriptions }: { view: PageView; items: NavNode[]; descriptions: ReadonlyMap<string, string> }): ReactElement {
  const crumbs = docCrumbs(view);
  return (
    <Layout view={view} crumbs={crumbs} withSidebar>
      <main id="main" className="doc-main" {...searchBody(view)}>
        <SearchFilters view={view} />
        <article className="doc">
          <Breadcrumbs crumbs={crumbs} />
          <header className="doc-header">
            <h1>{view.page.title}</h1>
            {markdownTwinRoute(view.page) && <PageActions markdownHref={markdownTwinRoute(view.page)!} />}
          </header>
          <p className="lead">{view.page.description}</p>
          <div className="cards">
            {items.map((item) => (
              <a key={item.key} className="card" href={item.href} rel={item.external ? 'noopener' : undefined}>
                <span className="card-title">
                  {item.label}
                  {item.cloudOnly && <CloudOnlyMark />}
                </span>
                <span className="card-body">{descriptions.get(item.href) ?? (item.type === 'category' ? `${item.items?.length ?? 0} pages` : '')}</span>
              </a>
            ))}
          </div>
          <Pager nav={view.nav} />
        </article>
      </main>
    </Layout>
  );
}
