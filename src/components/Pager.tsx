import type { ReactElement } from 'react';
import type { PageNav } from '../build/model/site.ts';

/** Previous and next pages in sidebar order. */
export function Pager({ nav }: { nav?: PageNav }): ReactElement | null {
  if (!nav?.previous && !nav?.next) return null;
  return (
    <nav className="pager" aria-label="Previous and next pages" data-pagefind-ignore>
      {nav.previous ? (
        <a className="pager-link pager-prev" href={nav.previous.href} rel="prev">
          <span className="pager-hint">Previous</span>
          <span className="pager-title">{nav.previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {nav.next && (
        <a className="pager-link pager-next" href={nav.next.href} rel="next">
          <span className="pager-hint">Next</span>
          <span className="pager-title">{nav.next.label}</span>
        </a>
      )}
    </nav>
  );
}
