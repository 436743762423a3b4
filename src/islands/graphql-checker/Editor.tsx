import { useLayoutEffect, useMemo, useRef, type ReactElement, type RefObject } from 'react';
import { MAX_QUERY_CHARS } from '../../shared/graphql-checker.ts';
import { highlightSegments, markSegments, segmentsToHtml } from './tokens.ts';
import { editorRows } from './status.ts';

interface EditorProps {
  id: string;
  value: string;
  describedBy: string;
  rows: { min: number; max: number };
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onChange(value: string): void;
  onCaret(offset: number): void;
  /** Where the last check of this very text found problems (line, and offset when located). */
  marks: readonly { line: number; offset?: number }[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Lines of a text, counted as GraphQL does (`\r\n`, `\n`, `\r`). */
function lineCount(text: string): number {
  return text.split(/\r\n|[\n\r]/).length;
}

/**
 * A plain textarea (the labelled control: typing, selection, undo and screen readers work as
 * usual) over a highlighted copy of its text, with a gutter of line numbers. The copy and the
 * gutter are `aria-hidden` decoration that follows the textarea's scroll position: the copy is
 * coloured from graphql-js's own lexer tokens and underlines the token each problem points at,
 * the gutter marks the lines with a problem. The messages themselves are in the error list,
 * whose positions move the caret here.
 */
export function Editor({ id, value, describedBy, rows, textareaRef, onChange, onCaret, marks }: EditorProps): ReactElement {
  const layer = useRef<HTMLPreElement>(null);
  const gutter = useRef<HTMLPreElement>(null);
  const offsets = marks.flatMap((m) => (m.offset === undefined ? [] : [m.offset]));
  const html = useMemo(
    () => (value.length > MAX_QUERY_CHARS ? value.replace(/[&<>]/g, (c) => ESCAPES[c]!) : segmentsToHtml(markSegments(highlightSegments(value), offsets))),
    // The offsets change with the marks only.
    [value, offsets.join()],
  );
  const marked = new Set(marks.map((m) => m.line));
  const lines = value.length > MAX_QUERY_CHARS ? 0 : lineCount(value);
  const follow = (): void => {
    const area = textareaRef.current;
    if (!area || !layer.current) return;
    layer.current.scrollTop = area.scrollTop;
    layer.current.scrollLeft = area.scrollLeft;
    if (gutter.current) gutter.current.scrollTop = area.scrollTop;
  };
  const caret = (event: { currentTarget: HTMLTextAreaElement }): void => {
    follow();
    onCaret(event.currentTarget.selectionStart);
  };
  // Typing can scroll the textarea without a scroll event reaching us first.
  useLayoutEffect(follow, [html]);
  return (
    <div className="gqlc-editor">
      <pre className="gqlc-gutter" aria-hidden="true" ref={gutter}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={marked.has(i + 1) ? 'gqlc-ln gqlc-ln-error' : 'gqlc-ln'}>
            {i + 1}
          </span>
        ))}
        {/* Room for the textarea's horizontal scrollbar, so the numbers stay level with their lines. */}
        <span className="gqlc-ln"> </span>
      </pre>
      <div className="gqlc-code">
        {/* A trailing newline and space keep the last (possibly empty) line as tall as the textarea's. */}
        <pre className="gqlc-layer" aria-hidden="true" ref={layer}>
          <code dangerouslySetInnerHTML={{ __html: `${html}\n ` }} />
        </pre>
        <textarea
          id={id}
          ref={textareaRef}
          className="gqlc-input"
          value={value}
          rows={editorRows(value, rows.min, rows.max)}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          aria-describedby={describedBy}
          aria-invalid={marks.length > 0 || undefined}
          onChange={(event) => onChange(event.target.value)}
          onScroll={follow}
          // React's onSelect misses some caret moves (a click that keeps the selection collapsed).
          onSelect={caret}
          onKeyUp={caret}
          onMouseUp={caret}
        />
      </div>
    </div>
  );
}
