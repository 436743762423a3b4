import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { GRAPHQL_CHECKER_ROUTE, MAX_QUERY_CHARS, type GraphqlCheckerProps } from '../../shared/graphql-checker.ts';
import type { Diagnostic, LinkedName, MessagePart, NameSpan } from './check.ts';
import { CheckerClient, CheckStopped } from './checker-client.ts';
import { Editor } from './Editor.tsx';
import { spanAt, statusText, type CheckerState } from './status.ts';

/** Typing pauses this long before a check starts. */
const DEBOUNCE_MS = 200;

function Name({ name, shown }: { name: LinkedName; shown?: string }): ReactElement {
  const code = <code>{shown ?? name.name}</code>;
  return name.href ? <a href={name.href}>{code}</a> : code;
}

function Message({ parts }: { parts: MessagePart[] }): ReactElement {
  return (
    <span className="gqlc-message">
      {parts.map((part, i) =>
        part.href ? (
          <a key={i} href={part.href}>
            <code>{part.text}</code>
          </a>
        ) : part.code ? (
          <code key={i}>{part.text}</code>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

/** What the reference says about the name at the caret. */
function CaretInfo({ span }: { span: NameSpan | undefined }): ReactElement | null {
  if (!span) return null;
  if (span.kind === 'type') {
    return (
      <>
        Type <Name name={span.name} />
      </>
    );
  }
  return (
    <>
      {span.kind === 'field' ? 'Field' : 'Argument'} <Name name={span.name} />
      {span.owner ? (
        <>
          {' '}
          of <Name name={span.owner} />
        </>
      ) : null}
      {span.type ? (
        <>
          {span.kind === 'field' ? ', returns ' : ', takes '}
          <Name name={span.type} shown={span.type.shown} />
        </>
      ) : null}
    </>
  );
}

/** Moves the caret to a problem and scrolls it into the middle of the editor; returns the offset. */
function moveCaret(area: HTMLTextAreaElement, diagnostic: Diagnostic): number {
  const offset = Math.min(diagnostic.offset ?? 0, area.value.length);
  area.focus();
  area.setSelectionRange(offset, offset);
  const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 22;
  area.scrollTop = Math.max(0, ((diagnostic.line ?? 1) - 1) * lineHeight - area.clientHeight / 2);
  return offset;
}

/**
 * The checker: an editor whose text is validated against the DataHub schema off the main thread
 * as the reader types, with errors that move the caret to their place, links from type names to
 * their reference entries, and a live status line.
 */
export function Checker({ props, initial, startOpen = false }: { props: GraphqlCheckerProps; initial: string; startOpen?: boolean }): ReactElement {
  const ids = useId();
  const [open, setOpen] = useState(props.mode === 'page' || startOpen);
  const [text, setText] = useState(initial);
  const [state, setState] = useState<CheckerState>({ kind: 'loading' });
  const [caret, setCaret] = useState(0);
  const [copied, setCopied] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const client = useRef<CheckerClient | null>(null);
  const latest = useRef(0);

  useEffect(() => () => client.current?.stop(), []);

  useEffect(() => {
    if (!open) return;
    if (text.length > MAX_QUERY_CHARS) {
      setState({ kind: 'too-long', chars: text.length });
      return;
    }
    client.current ??= new CheckerClient(props);
    const request = ++latest.current;
    const run = (): void => {
      client.current!.check(text).then(
        (result) => request === latest.current && setState({ kind: 'checked', result, text }),
        (error: unknown) => {
          if (request !== latest.current) return;
          if (error instanceof CheckStopped && error.reason === 'timeout') setState({ kind: 'timeout' });
          else setState({ kind: 'failed', detail: error instanceof Error ? error.message : String(error) });
        },
      );
    };
    // The first check runs at once (the schema is loading anyway); later ones wait for a pause.
    const timer = setTimeout(run, state.kind === 'loading' ? 0 : DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Checks follow the text (and opening the tool) only.
  }, [text, open]);

  const result = state.kind === 'checked' ? state.result : undefined;
  // Marks belong to the text that was checked: while newer text waits for its check, none show.
  const marks = state.kind === 'checked' && state.text === text ? state.result.diagnostics.flatMap((d) => (d.line === undefined ? [] : [{ line: d.line, offset: d.offset }])) : [];
  const status = statusText(state);
  const shareHref = `${props.mode === 'page' ? location.pathname : GRAPHQL_CHECKER_ROUTE}#q=${encodeURIComponent(text)}`;
  const copyLink = (): void => {
    void navigator.clipboard.writeText(new URL(shareHref, location.href).href).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    });
  };

  const body = (
    <div className="gqlc-body" id={`${ids}-panel`} hidden={!open}>
      <div className="gqlc-head">
        <label className="gqlc-label" htmlFor={`${ids}-input`}>
          GraphQL query or mutation
        </label>
        <div className="gqlc-actions">
          {props.example ? (
            <button type="button" onClick={() => setText(props.example)}>
              Load example
            </button>
          ) : null}
          <button type="button" onClick={() => setText('')}>
            Clear
          </button>
          <button type="button" onClick={copyLink}>
            {copied ? 'Link copied' : 'Copy link'}
          </button>
          {props.mode === 'inline' ? <a href={shareHref}>Open in the checker page</a> : null}
        </div>
      </div>
      <Editor
        id={`${ids}-input`}
        value={text}
        describedBy={`${ids}-hint ${ids}-status`}
        rows={props.mode === 'page' ? { min: 10, max: 24 } : { min: 6, max: 18 }}
        textareaRef={area}
        onChange={setText}
        onCaret={setCaret}
        marks={marks}
      />
      <p className="gqlc-hint" id={`${ids}-hint`}>
        Checked as you type against the DataHub schema, up to {MAX_QUERY_CHARS / 1000} KB. Tab leaves the editor.
      </p>
      <p className={`gqlc-status gqlc-status-${result ? (result.diagnostics.length ? 'invalid' : 'valid') : state.kind}`} id={`${ids}-status`} role="status">
        {status}
      </p>
      {result && result.diagnostics.length > 0 ? (
        <ol className="gqlc-errors" aria-label="Errors">
          {result.diagnostics.map((d, i) => (
            <li key={i}>
              {d.line !== undefined ? (
                <button type="button" className="gqlc-where" onClick={() => area.current && setCaret(moveCaret(area.current, d))}>
                  Line {d.line}, column {d.column}
                </button>
              ) : null}{' '}
              <Message parts={d.parts} />
            </li>
          ))}
        </ol>
      ) : null}
      <p className="gqlc-caret">
        <CaretInfo span={result ? spanAt(result.spans, caret) : undefined} />
      </p>
      {result && result.types.length > 0 ? (
        <div className="gqlc-types">
          <p className="gqlc-types-label" id={`${ids}-types`}>
            Types in this query
          </p>
          <ul aria-labelledby={`${ids}-types`}>
            {result.types.map((t) => (
              <li key={t.name}>
                <Name name={t} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );

  if (props.mode === 'page') return <div className="gqlc">{body}</div>;
  return (
    <div className="gqlc gqlc-inline">
      <button type="button" className="gqlc-toggle" aria-expanded={open} aria-controls={`${ids}-panel`} onClick={() => setOpen(!open)}>
        Check a query against this schema
      </button>
      {body}
    </div>
  );
}
