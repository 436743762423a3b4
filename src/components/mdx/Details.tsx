import type { ReactElement, ReactNode } from 'react';

/** A collapsible block; native `<details>`, so it works without JavaScript. */
export function Details({ summary, children }: { summary: string; children?: ReactNode }): ReactElement {
  return (
    <details className="details">
      <summary>{summary}</summary>
      <div className="details-body">{children}</div>
    </details>
  );
}
