import { useState, type ReactElement } from 'react';
import { ProblemList } from './ProblemList.tsx';
import type { RecipeProblem } from './recipe.ts';

export interface CheckedOutput {
  yaml: string;
  problems: RecipeProblem[];
  /** Why the config was not validated, when it was not. */
  unchecked?: string;
}

function summary(plugin: string, output: CheckedOutput): { text: string; tone: 'ok' | 'warning' | 'error' } {
  const errors = output.problems.filter((p) => p.severity === 'error').length;
  const warnings = output.problems.length - errors;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (errors > 0) return { tone: 'error', text: `${count(errors, 'error')}${warnings ? ` and ${count(warnings, 'warning')}` : ''}: fix them before running the recipe.` };
  if (output.unchecked) return { tone: 'warning', text: `Not checked: ${output.unchecked}.` };
  return { tone: warnings ? 'warning' : 'ok', text: `Valid: matches the ${plugin} configuration schema${warnings ? `, with ${count(warnings, 'warning')}` : ''}.` };
}

function download(yaml: string): void {
  const url = URL.createObjectURL(new Blob([yaml], { type: 'application/yaml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recipe.yml';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The recipe as YAML with its check: a status line (announced), the problems, copy and download. */
/**
 * Puts text that is still being made on the clipboard. A `ClipboardItem` given a promise keeps
 * the click's permission while the recipe is written (Safari refuses a write after an await);
 * browsers without it write once the text is ready.
 */
async function copyWhenReady(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
  } else await navigator.clipboard.writeText(await text);
}

export function OutputPanel({ plugin, output, currentYaml, onReset }: { plugin: string; output: CheckedOutput | undefined; currentYaml(): Promise<string>; onReset(): void }): ReactElement {
  const [action, setAction] = useState('');
  const status = output && summary(plugin, output);
  return (
    <section className="rb-output" aria-labelledby="rb-output-title">
      <div className="rb-output-head">
        <h3 id="rb-output-title">
          <code>recipe.yml</code>
        </h3>
        <div className="rb-actions">
          <button
            type="button"
            className="rb-button"
            disabled={!output?.yaml}
            onClick={() => {
              copyWhenReady(currentYaml()).then(
                () => setAction('Copied recipe.yml to the clipboard.'),
                () => setAction('Could not copy: select the YAML and press Ctrl+C.'),
              );
            }}
          >
            Copy
          </button>
          <button
            type="button"
            className="rb-button"
            disabled={!output?.yaml}
            onClick={() => {
              void currentYaml().then((text) => {
                download(text);
                setAction('Downloaded recipe.yml.');
              });
            }}
          >
            Download
          </button>
          <button type="button" className="rb-button" onClick={onReset}>
            Start over
          </button>
        </div>
      </div>
      <p className={`rb-status rb-status-${status?.tone ?? 'ok'}`} role="status">
        {status?.text ?? 'Checking…'}
      </p>
      <ProblemList problems={output?.problems ?? []} id="rb-problems" />
      <pre className="rb-yaml" tabIndex={0} role="region" aria-label="recipe.yml as YAML">
        <code>{output?.yaml ?? ''}</code>
      </pre>
      <p className="rb-action-status" role="status">
        {action}
      </p>
      <p className="rb-hint">
        Run it with <code>datahub ingest -c recipe.yml</code>, with the environment variables it names set.
      </p>
    </section>
  );
}
