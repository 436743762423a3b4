import type { ReactElement, ReactNode } from 'react';

/** A grid of link cards. */
export function Cards({ children }: { children?: ReactNode }): ReactElement {
  return <div className="cards">{children}</div>;
}

/** A link card: a title and one or two sentences. */
export function Card({ title, href, children }: { title: string; href: string; children?: ReactNode }): ReactElement {
  return (
    <a className="card" href={href}>
      <span className="card-title">{title}</span>
      <div className="card-body">{children}</div>
    </a>
  );
}
