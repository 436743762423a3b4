import type { ReactElement } from 'react';

/**
 * "View as Markdown" (a plain link to the page's twin, works without JavaScript) and "Copy page as
 * Markdown" (revealed and wired by `src/client/copy-page.ts`, which fetches the twin on click and
 * announces the result in the status region). Kept out of the search index.
 */
export function PageActions({ markdownHref }: { markdownHref: string }): ReactElement {
  return (
    <div className="page-actions" data-pagefind-ignore>
      <a className="page-action" href={markdownHref} type="text/markdown">
        View as Markdown
      </a>
      <button type="button" className="page-action" data-copy-page={markdownHref} data-js-only="">
        Copy page as Markdown
      </button>
      <span className="sr-only" role="status" data-copy-page-status />
    </div>
  );
}
