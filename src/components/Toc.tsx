import type { ReactElement } from 'react';
import type { Heading } from '../build/markdown/facts.ts';

/** "On this page": h2 and h3 headings; the client script highlights the one being read. */
export function Toc({ headings }: { headings: Heading[] }): ReactElement | null {
  const items = headings.filter((h) => h.depth === 2 || h.depth === 3);
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-heading">
      <p className="toc-heading" id="toc-heading">
        On this page
      </p>
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
    </nav>
  );
}
