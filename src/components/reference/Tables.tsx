import { micromark } from 'micromark';
import type { ReactElement, ReactNode } from 'react';

/** One line of Markdown rendered inline (micromark escapes any HTML in it). */
export function InlineMarkdown({ text }: { text: string }): ReactElement {
  // Plain text needs no parser; the rest is memoised, since reference data repeats descriptions
  // (every SQL source documents `env`, `platform_instance`, patterns … in the same words).
  if (!/[`*_[\]<>&\\!#|~\n]/.test(text)) return <span>{text}</span>;
  let html = INLINE_CACHE.get(text);
  if (html === undefined) {
    html = micromark(text).replace(/^<p>|<\/p>\n?$/g, '');
    if (INLINE_CACHE.size > 20_000) INLINE_CACHE.clear();
    INLINE_CACHE.set(text, html);
  }
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

const INLINE_CACHE = new Map<string, string>();

/** A reference table in a keyboard-scrollable region with a unique accessible name. */
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
