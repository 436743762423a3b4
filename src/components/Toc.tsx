import type { ReactElement } from 'react';
import type { Heading } from '../build/markdown/facts.ts';

/** The h2 and h3 headings a table of contents lists. */
export function tocItems(headings: Heading[]): Heading[] {
  return headings.filter((h) => h.depth === 2 || h.depth === 3);
}

function TocList({ items }: { items: Heading[] }): ReactElement {
  return (
    <ul>
      {items.map((h) => {
        // A name without spaces cannot wrap: CSS cuts it with an ellipsis, the title shows it whole.
        const name = !/\s/.test(h.text);
        return (
          <li key={h.id} className={name ? `toc-depth-${h.depth} toc-name` : `toc-depth-${h.depth}`}>
            <a href={`#${h.id}`} title={name ? h.text : undefined}>
              {h.text}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** "On this page" in the right-hand column (wide screens): h2 and h3 headings; the client script highlights the one being read. */
export function Toc({ headings }: { headings: Heading[] }): ReactElement | null {
  const items = tocItems(headings);
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-heading">
      <p className="toc-heading" id="toc-heading">
        On this page
      </p>
      <TocList items={items} />
    </nav>
  );
}

/**
 * "On this page" for screens without the right-hand column (phones, tablets): a closed native
 * disclosure above the body, so it works by keyboard and screen reader without JavaScript. CSS
 * shows it only where the column is hidden, so one of the two is ever in the accessibility tree.
 */
export function TocDisclosure({ headings }: { headings: Heading[] }): ReactElement | null {
  const items = tocItems(headings);
  if (items.length === 0) return null;
  return (
    <details className="toc-disclosure" data-pagefind-ignore>
      <summary>
        <span>On this page</span>
        <span className="toc-count">
          {items.length} {items.length === 1 ? 'section' : 'sections'}
        </span>
      </summary>
      {/* Not a second navigation landmark: the column's `nav` has the same name, and the summary names this list. */}
      <div className="toc">
        <TocList items={items} />
      </div>
    </details>
  );
}
