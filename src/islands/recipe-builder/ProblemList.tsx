import type { ReactElement } from 'react';
import { controlId, InlineText } from './ConfigFields.tsx';
import type { RecipeProblem } from './recipe.ts';

/** How many problems are listed; the rest are counted. */
const MAX_SHOWN = 50;

/** Moves focus to a problem's control, opening the folded sections around it. */
export function focusControl(field: string): void {
  let element = document.getElementById(controlId(field));
  if (element instanceof HTMLFieldSetElement) element = element.querySelector<HTMLElement>('input, select, textarea') ?? element;
  if (!element) return;
  for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
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
