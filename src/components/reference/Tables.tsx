import { micromark } from 'micromark';
import type { ReactElement, ReactNode } from 'react';

/** One line of Markdown rendered inline (micromark escapes any HTML in it). */
export function InlineMarkdown({ text }: { text: string }): ReactElement {
  return <span dangerouslySetInnerHTML={{ __html: micromark(text).replace(/^<p>|<\/p>\n?$/g, '') }} />;
}

/** A reference table in a keyboard-scrollable region with a unique accessible name. */
export function ScrollTable({ label, columns, className, children }: { label: string; columns: ReactNode[]; className?: string; children: ReactNode }): ReactElement {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
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
    </div>
  );
}
