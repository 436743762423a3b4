import type { ReactElement } from 'react';

export interface Crumb {
  label: string;
  href?: string;
}

/** The page's place in the docs: Home › Section › categories › page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }): ReactElement {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs" data-pagefind-ignore>
      <ol>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${i}`}>
              {crumb.href && !last ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
