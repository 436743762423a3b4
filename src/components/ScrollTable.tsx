import { Children, type CSSProperties, type ReactElement, type ReactNode } from 'react';

/** A described table with at least this many rows gets a type-to-filter box. */
export const FILTER_MIN_ROWS = 25;

/** The middle columns' names as CSS strings (`--c2`, `--c3`…), for the labels of a described table's short cells. */
function columnNames(columns: ReactNode[]): CSSProperties {
  const names: Record<string, string> = {};
  columns.slice(1, -1).forEach((column, i) => {
    if (typeof column === 'string') names[`--c${i + 2}`] = JSON.stringify(column);
  });
  return names as CSSProperties;
}

/**
 * A table in a keyboard-scrollable region with a unique accessible name (reference pages and
 * islands alike). A table whose last column is "Description" (fields of a configuration or an
 * aspect) is marked `field-table-described`: CSS puts each description under its row, so it is
 * never off-screen however long the field names are; with many rows it also gets a filter box,
 * shown with JavaScript only and wired by `src/client/field-filter.ts`.
 */
export function ScrollTable({ label, columns, className, style, children }: { label: string; columns: ReactNode[]; className?: string; style?: CSSProperties; children: ReactNode }): ReactElement {
  const described = columns.length >= 3 && columns[columns.length - 1] === 'Description';
  const classes = ['field-table', described && 'field-table-described', className].filter(Boolean).join(' ');
  const rows = Children.count(children);
  // From the label, which is unique on its page (useId is not: pages render their parts separately).
  const filterId = `ff-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
  const table = (
    <section className="table-scroll" tabIndex={0} aria-label={label}>
      <table className={classes} id={described && rows >= FILTER_MIN_ROWS ? `${filterId}-table` : undefined} style={described ? { ...columnNames(columns), ...style } : style}>
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
  if (!described || rows < FILTER_MIN_ROWS) return table;
  return (
    <>
      <div className="field-filter" data-field-filter={`${filterId}-table`}>
        <label htmlFor={`${filterId}-input`}>Filter fields</label>
        <input type="search" id={`${filterId}-input`} placeholder={`Name or words from ${rows} fields`} autoComplete="off" spellCheck={false} aria-controls={`${filterId}-table`} aria-describedby={`${filterId}-count`} />
        <p className="field-filter-count" id={`${filterId}-count`} role="status" aria-live="polite" />
      </div>
      {table}
    </>
  );
}
