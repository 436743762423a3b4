import type { ReactElement } from 'react';
import type { PageView } from './view.ts';

/** A page that sends the reader on to another route, without JavaScript. */
export function RedirectPage({ view }: { view: PageView }): ReactElement {
  const target = view.page.redirectTo ?? '/';
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{`Redirecting to ${view.page.title}`}</title>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <link rel="canonical" href={new URL(target, view.site.config.url).href} />
        <meta name="description" content={`This address moved to ${view.page.title}.`} />
        <meta name="robots" content="noindex" />
      </head>
      <body>
        <h1>Page moved</h1>
        <p>
          This page has moved to <a href={target}>{view.page.title}</a>.
        </p>
      </body>
    </html>
  );
}
