import { useRef, useState, type ReactElement } from 'react';
import { MAX_RECIPE_CHARS, precheckRecipeText } from './load-recipe.ts';
import type { LoadOutcome } from './load-text.ts';
import { ProblemList } from './ProblemList.tsx';
import type { RecipeProblem } from './recipe.ts';

/** What the last load did, as shown under the text area. */
export type LoadReport = { kind: 'busy' } | Exclude<LoadOutcome, { kind: 'loaded' }> | { kind: 'loaded'; problems: RecipeProblem[] };

interface Props {
  connector: string;
  /** The page listing every source, for recipes of unknown sources. */
  sourcesRoute: string;
  report: LoadReport | undefined;
  onLoad(text: string): void;
  onRefuse(message: string): void;
}

function Report({ report, connector, sourcesRoute }: { report: LoadReport; connector: string; sourcesRoute: string }): ReactElement {
  switch (report.kind) {
    case 'busy':
      return <p>Loading…</p>;
    case 'failed':
      return (
        <>
          <p className="rb-report-failed">
            <strong>Not loaded.</strong> {report.message}
          </p>
          <ProblemList problems={report.problems} />
        </>
      );
    case 'wrong':
      return (
        <p className="rb-report-failed">
          <strong>Not loaded.</strong> This recipe is for <code>{report.type}</code>, this page is <code>{connector}</code>.{' '}
          {report.target ? (
            <a href={`${report.target.route}#recipe-builder`}>Build it on the {report.target.displayName} page</a>
          ) : report.type.includes('.') ? (
            <>It names a custom source class, which has no schema here; see the <a href={sourcesRoute}>list of sources</a>.</>
          ) : (
            <>
              <code>{report.type}</code> is not a source DataHub ships; see the <a href={sourcesRoute}>list of sources</a>.
            </>
          )}
        </p>
      );
    case 'loaded':
      return report.problems.length === 0 ? (
        <p className="rb-report-ok">Loaded into the form: no problems found.</p>
      ) : (
        <>
          <p>
            Loaded into the form. The recipe as pasted has {report.problems.length} problem{report.problems.length === 1 ? '' : 's'}:
          </p>
          <ProblemList problems={report.problems} />
        </>
      );
  }
}

/** "Load a recipe": paste (loads at once) or type, then Load; the result is announced. */
export function LoadPanel({ connector, sourcesRoute, report, onLoad, onRefuse }: Props): ReactElement {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  return (
    <details className="rb-load">
      <summary>Load a recipe</summary>
      <label htmlFor="rb-load-text">Paste a recipe (YAML): its values replace the form’s</label>
      <textarea
        id="rb-load-text"
        ref={area}
        rows={8}
        value={text}
        spellCheck={false}
        autoCapitalize="off"
        aria-describedby="rb-load-hint"
        onPaste={(event) => {
          const incoming = event.clipboardData.getData('text');
          // Refuse a huge paste before the text area has to hold it.
          if (incoming.length > MAX_RECIPE_CHARS) {
            event.preventDefault();
            onRefuse(precheckRecipeText(incoming) ?? 'Too large.');
            return;
          }
          // Load once the pasted text is in the text area.
          setTimeout(() => area.current && onLoad(area.current.value), 0);
        }}
        onChange={(event) => setText(event.target.value)}
      />
      <p className="rb-hint" id="rb-load-hint">
        A pasted recipe loads at once; after typing, press Load. Up to {MAX_RECIPE_CHARS / 1000} KB.
      </p>
      <button type="button" className="rb-button" onClick={() => onLoad(text)}>
        Load
      </button>
      <div className="rb-report" role="status">
        {report && <Report report={report} connector={connector} sourcesRoute={sourcesRoute} />}
      </div>
    </details>
  );
}
