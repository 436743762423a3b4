import type { ReactElement } from 'react';
import { Layout } from './Layout.tsx';
import type { PageView } from './view.ts';

/**
 * The 404 page. With JavaScript, it suggests the pages whose routes and titles best match the
 * address the reader tried (from the page index); without, it offers the main entry points.
 */
export function NotFoundPage({ view }: { view: PageView }): ReactElement {
  return (
    <Layout view={view}>
      <main id="main" className="wide-page not-found">
        <h1>Page not found</h1>
        <p className="lead">We could not find a page at this address. It may have moved, or the link may have a typo.</p>
        <section aria-labelledby="suggest-title" data-suggestions hidden>
          <h2 id="suggest-title">Did you mean</h2>
          <ul className="suggestions" />
        </section>
        <h2>Try one of these</h2>
        <ul>
          <li><a href="/">The documentation home</a></li>
          {view.site.config.chrome.suggestions.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
