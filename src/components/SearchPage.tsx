import type { ReactElement } from 'react';
import { Layout } from './Layout.tsx';
import type { PageView } from './view.ts';

/**
 * `/search?q=…`: a link target for searches. The search island mounts into the placeholder and
 * keeps the query and filters in the URL; without JavaScript the page says where else to look.
 */
export function SearchPage({ view }: { view: PageView }): ReactElement {
  return (
    <Layout view={view}>
      <main id="main" className="wide-page search-page">
        <h1>Search the docs</h1>
        <div data-search-page>
          <noscript>
            <p>
              Search needs JavaScript. Without it, browse {view.site.config.chrome.suggestions.slice(0, 2).map((link) => (
                <span key={link.href}><a href={link.href}>{link.label}</a>, </span>
              ))}or the <a href="/sitemap.xml">sitemap</a>.
            </p>
          </noscript>
          <p className="search-loading">Loading search…</p>
        </div>
      </main>
    </Layout>
  );
}
