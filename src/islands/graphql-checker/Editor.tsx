import { useLayoutEffect, useMemo, useRef, type ReactElement, type RefObject } from 'react';
import { MAX_QUERY_CHARS } from '../../shared/graphql-checker.ts';
import { highlightSegments, segmentsToHtml } from './tokens.ts';
import { editorRows } from './status.ts';

interface EditorProps {
  id: string;
  value: string;
  describedBy: string;
  rows: { min: number; max: number };
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onChange(value: string): void;
  onCaret(offset: number): void;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * A plain textarea (the labelled control: typing, selection, undo and screen readers work as
 * usual) over a highlighted copy of its text. The copy is `aria-hidden`, follows the textarea's
 * scroll position, and is coloured from graphql-js's own lexer tokens.
 */
export function Editor({ id, value, describedBy, rows, textareaRef, onChange, onCaret }: EditorProps): ReactElement {
  const layer = useRef<HTMLPreElement>(null);
  const html = useMemo(
    () => (value.length > MAX_QUERY_CHARS ? value.replace(/[&<>]/g, (c) => ESCAPES[c]!) : segmentsToHtml(highlightSegments(value))),
    [value],
  );
  const follow = (): void => {
    const area = textareaRef.current;
    if (!area || !layer.current) return;
    layer.current.scrollTop = area.scrollTop;
    layer.current.scrollLeft = area.scrollLeft;
  };
  const caret = (event: { currentTarget: HTMLTextAreaElement }): void => {
    follow();
    onCaret(event.currentTarget.selectionStart);
  };
  // Typing can scroll the textarea without a scroll event reaching us first.
  useLayoutEffect(follow, [html]);
  return (
    <div className="gqlc-editor">
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
        onChange={(event) => onChange(event.target.value)}
        onScroll={follow}
        // React's onSelect misses some caret moves (a click that keeps the selection collapsed).
        onSelect={caret}
        onKeyUp={caret}
        onMouseUp={caret}
      />
    </div>
  );
}
