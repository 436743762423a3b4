import { useId, useMemo, useState, type ReactElement } from 'react';
import { describeUrnIssue, urnColumn, type UrnIssue } from '../../shared/urn.ts';
import { inspectUrn, type UrnModel } from '../../shared/urn-model.ts';
import { UrnTree } from './UrnTree.tsx';

/** At most this many problems are listed (the first ones, in text order). */
const MAX_ISSUES = 12;
/** Characters shown around a problem. */
const CONTEXT = 32;

const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The text around a problem, the problem itself marked (a caret when its span is empty or past the end). */
function Excerpt({ input, issue }: { input: string; issue: UrnIssue }): ReactElement {
  const start = Math.min(issue.start, input.length);
  const end = Math.min(Math.max(issue.end, start), input.length, start + CONTEXT * 2);
  const from = Math.max(0, start - CONTEXT);
  const to = Math.min(input.length, end + CONTEXT);
  const visible = (s: string): string => s.replace(/[\u0000-\u001f\u007f]/g, '�');
  return (
    <code className="urn-excerpt" aria-hidden="true">
      {from > 0 && '…'}
      {visible(input.slice(from, start))}
      <mark>{end > start ? visible(input.slice(start, end)) : '‸'}</mark>
      {visible(input.slice(end, to))}
      {to < input.length && '…'}
    </code>
  );
}

/**
 * The status line: counts on screen, the first problem only for screen readers (the list below
 * shows every problem, so sighted readers do not read the same sentence twice; the live region
 * still says what is wrong without a trip into the list).
 */
function summarize(input: string, issues: UrnIssue[], type: string | undefined, parts: number): { shown: string; spoken?: string } {
  if (!input) return { shown: 'Paste or type a URN to inspect it.' };
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.length - errors.length;
  if (errors.length > 0) {
    return { shown: `Not a valid URN: ${count(errors.length, 'error')}${warnings ? ` and ${count(warnings, 'warning')}` : ''}, listed below.`, spoken: `First, ${describeUrnIssue(input, errors[0]!)}.` };
  }
  const valid = `Valid ${type ?? ''} URN with ${count(parts, 'key part')}`;
  return warnings ? { shown: `${valid}, and ${count(warnings, 'warning')}, listed below.`, spoken: `${describeUrnIssue(input, issues[0]!)}.` } : { shown: `${valid}.` };
}

export function InspectPanel({ model, entity, entityBase, headingLevel, initialUrn }: { model: UrnModel; entity?: string; entityBase: string; headingLevel: 2 | 3; initialUrn: string }): ReactElement {
  const [input, setInput] = useState(initialUrn);
  const id = useId();
  const result = useMemo(() => (input ? inspectUrn(input, model, entity) : undefined), [input, model, entity]);
  const issues = result?.issues ?? [];
  const hasErrors = issues.some((i) => i.severity === 'error');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const example = model.keys.get(entity ?? 'dataset')?.example;
  const status = summarize(input, issues, result?.root?.type, result?.root?.parts.length ?? 0);
  return (
    <section className="urn-panel" aria-labelledby="urn-inspect">
      <Heading id="urn-inspect">{entity ? `Inspect a ${entity} URN` : 'Inspect a URN'}</Heading>
      <label className="urn-label" htmlFor={`${id}-urn`}>
        URN
      </label>
      <textarea
        id={`${id}-urn`}
        className="urn-input"
        rows={3}
        value={input}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        aria-invalid={hasErrors}
        onChange={(event) => setInput(event.target.value)}
      />
      <p id={`${id}-hint`} className="urn-hint">
        Paste or type a URN{example ? <> such as <code>{example}</code></> : null}. It is checked as you type against the {entity ? `${entity} key` : 'key of its entity type'}.
      </p>
      <p role="status" className={`urn-status ${hasErrors ? 'urn-status-error' : issues.length ? 'urn-status-warning' : 'urn-status-ok'}`}>
        {status.shown}
        {status.spoken && <span className="sr-only"> {status.spoken}</span>}
      </p>
      {issues.length > 0 && (
        <ul className="urn-issues" aria-label="Problems">
          {issues.slice(0, MAX_ISSUES).map((issue, i) => (
            <li key={i} className={`urn-issue urn-issue-${issue.severity}`}>
              <span className="urn-issue-text">
                <strong>{issue.severity === 'error' ? 'Error' : 'Warning'}</strong> at column {urnColumn(input, issue.start)}: {issue.message}.
              </span>
              <Excerpt input={input} issue={issue} />
            </li>
          ))}
          {issues.length > MAX_ISSUES && <li className="urn-issue">…and {count(issues.length - MAX_ISSUES, 'more problem')}.</li>}
        </ul>
      )}
      {result?.root && (
        <div className="urn-tree" role="group" aria-label="Parts of the URN">
          <UrnTree node={result.root} model={model} entityBase={entityBase} />
        </div>
      )}
    </section>
  );
}
