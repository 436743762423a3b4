import { Fragment, type ReactElement } from 'react';

/**
 * A plain code block in the site's code-block frame (no highlighting), for code that generated
 * pages write themselves: signatures, install commands, pipeline examples. The frame's `data-lang`
 * lets the page's Markdown twin keep the language.
 */
export function CodeFrame({ lang, text }: { lang: string; text: string }): ReactElement {
  const lines = text.split('\n');
  return (
    <figure className="code-block" data-lang={lang}>
      {/* Focusable, as the highlighted blocks are: a long line scrolls, and keyboard readers must reach it. */}
      <pre tabIndex={0}>
        <code>
          {lines.map((line, i) => (
            <Fragment key={i}>
              <span className="line">{line}</span>
              {i < lines.length - 1 ? '\n' : ''}
            </Fragment>
          ))}
        </code>
      </pre>
    </figure>
  );
}
