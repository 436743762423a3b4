import type { ReactElement } from 'react';
import { controlId, InlineText } from './ConfigFields.tsx';
import type { RecipeProblem } from './recipe.ts';

/** How many problems are listed; the rest are counted. */
const MAX_SHOWN = 50;

function findControl(field: string): HTMLElement | null {
  const element = document.getElementById(controlId(field));
  if (element instanceof HTMLFieldSetElement) return element.querySelector<HTMLElement>('input, select, textarea') ?? element;
  return element;
}

function reveal(element: HTMLElement): void {
  for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to a problem's control, opening the folded sections around it. A fold renders its
 * controls only once opened (see `Fold`): when the control is not there yet, the closed folds of
 * the form are opened and the control looked for again once they have rendered (a nested fold
 * shows up closed, and is opened on the next round); folds that turn out not to hold it close again.
 */
export function focusControl(field: string, rounds = 6, openedBefore: HTMLDetailsElement[] = []): void {
  const element = findControl(field);
  if (element) {
    reveal(element);
    return;
  }
  const form = document.querySelector('.rb-form') ?? document;
  const closed = [...form.querySelectorAll<HTMLDetailsElement>('details.rb-more:not([open])')];
  if (closed.length === 0 || rounds === 0) {
    for (const details of openedBefore) details.open = false;
    return;
  }
  for (const details of closed) details.open = true;
  const opened = [...openedBefore, ...closed];
  // The toggle events, and React's render of the folds' controls, come in later tasks.
  setTimeout(() => {
    const found = findControl(field);
    if (!found) {
      focusControl(field, rounds - 1, opened);
      return;
    }
    for (const details of opened) if (!details.contains(found)) details.open = false;
    reveal(found);
  }, 50);
}

/** Problems as a list: `line 4: source.config.account_id: must be string`, the path linked to its field. */
export function ProblemList({ problems, id }: { problems: RecipeProblem[]; id?: string }): ReactElement | null {
  if (problems.length === 0) return null;
  return (
    <ul className="rb-problems" id={id}>
      {problems.slice(0, MAX_SHOWN).map((p, i) => (
        <li key={i} className={`rb-${p.severity}`}>
          <span className="rb-severity">{p.severity === 'error' ? 'Error' : 'Warning'}</span>{' '}
          {p.line !== undefined && `line ${p.line}: `}
          {p.path &&
            (p.field !== undefined ? (
              <a
                href={`#${controlId(p.field)}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusControl(p.field!);
                }}
              >
                <code>{p.path}</code>
              </a>
            ) : (
              <code>{p.path}</code>
            ))}
          {p.path && ': '}
          <InlineText text={p.message} />
        </li>
      ))}
      {problems.length > MAX_SHOWN && <li>… and {problems.length - MAX_SHOWN} more.</li>}
    </ul>
  );
}
