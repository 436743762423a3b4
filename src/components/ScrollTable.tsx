import type { ReactElement, ReactNode } from 'react';

/** A table in a keyboard-scrollable region with a unique accessible name (reference pages and islands alike). */
export function ScrollTable({ label, columns, className, children }: { label: string; columns: ReactNode[]; className?: string; children: ReactNode }): ReactElement {
  return (
    <section className="table-scroll" tabIndex={0} aria-label={label}>
      <table className={className ? `field-table ${className}` : 'field-table'}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
