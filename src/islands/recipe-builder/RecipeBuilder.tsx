import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { RecipeBuilderProps } from '../../shared/recipe-builder.ts';
import { ConfigFields, countSet, Fold, InlineText, moreLabel, type FieldMessage, type SetValue } from './ConfigFields.tsx';
import type { FormModel } from './form-model.ts';
import { LoadPanel, type LoadReport } from './LoadPanel.tsx';
import { findUnknownFields, formatAjvErrors, type ValidatorError } from './load-recipe.ts';
import { loadRecipeText, type LoadDeps } from './load-text.ts';
import { OutputPanel, type CheckedOutput } from './OutputPanel.tsx';
import { buildRecipe, type BuilderState, type RecipeProblem, type SinkState } from './recipe.ts';
import { SinkFields } from './SinkFields.tsx';

/** Debounce of the live check while typing (ms). */
const CHECK_DELAY = 150;

/** What the builder needs from outside: the loader's dependencies and the live check. */
export interface BuilderDeps extends LoadDeps {
  /** Validates a config and writes the recipe as YAML; a string when the worker failed. */
  check(plugin: string, config: unknown, recipe: unknown): Promise<{ yaml: string; errors: ValidatorError[]; unchecked?: string } | string>;
}

interface Props {
  props: RecipeBuilderProps;
  deps: BuilderDeps;
  /** Called once the form first shows (the static fallback can go). */
  onReady(): void;
  /** Called when the builder cannot start (its message shows; the fallback stays). */
  onFailed?(): void;
}

/** First message per control, errors before warnings. */
function messagesByField(problems: RecipeProblem[]): Map<string, FieldMessage> {
  const map = new Map<string, FieldMessage>();
  for (const p of [...problems].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))) {
    if (p.field !== undefined && !map.has(p.field)) map.set(p.field, { text: p.message.replace(/`/g, ''), severity: p.severity });
  }
  return map;
}

export function RecipeBuilder({ props, deps, onReady, onFailed }: Props): ReactElement {
  const [model, setModel] = useState<FormModel>();
  const [state, setState] = useState<BuilderState>();
  const [output, setOutput] = useState<CheckedOutput>();
  const [report, setReport] = useState<LoadReport>();
  const [failure, setFailure] = useState<string>();
  // Bumped after a failed load: a worker stopped for taking too long drops the pending check too.
  const [recheck, setRecheck] = useState(0);
  const checkSeq = useRef(0);
  const loadSeq = useRef(0);
  const plugin = props.plugins.find((p) => p.name === state?.plugin) ?? props.plugins[0]!;

  /** Loads text into the form; `quiet` for starter recipes (no report). */
  const load = useCallback(
    async (text: string, quiet: boolean) => {
      const seq = ++loadSeq.current;
      if (!quiet) setReport({ kind: 'busy' });
      try {
        const outcome = await loadRecipeText(deps, text);
        if (seq !== loadSeq.current) return;
        if (outcome.kind === 'loaded') {
          // A transition: React renders the (possibly long) form in slices, never one long task.
          startTransition(() => {
            setModel(outcome.model);
            setState(outcome.state);
            if (!quiet) setReport({ kind: 'loaded', problems: outcome.problems });
          });
        } else if (quiet) {
          setFailure(outcome.kind === 'failed' ? outcome.message : `the starter recipe is for ${outcome.type}`);
        } else {
          setReport(outcome);
          setRecheck((n) => n + 1);
        }
      } catch (error) {
        if (quiet) setFailure(error instanceof Error ? error.message : String(error));
        else {
          setReport({ kind: 'failed', message: `Could not load: ${error instanceof Error ? error.message : String(error)}`, problems: [] });
          setRecheck((n) => n + 1);
        }
      }
    },
    [deps],
  );

  const startOver = useCallback((name: string) => {
    setReport(undefined);
    void load(props.plugins.find((p) => p.name === name)?.starterRecipe ?? '', true);
  }, [load, props.plugins]);

  useEffect(() => startOver(props.plugins[0]!.name), [startOver, props.plugins]);
  const ready = model !== undefined && state !== undefined;
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
  // A builder that cannot start shows why, above the fallback (which stays).
  useEffect(() => {
    if (failure) onFailed?.();
  }, [failure, onFailed]);

  // The live check: build the recipe, then validate and write it in the worker.
  useEffect(() => {
    if (!model || !state) return;
    const seq = ++checkSeq.current;
    const timer = setTimeout(() => {
      const { recipe, problems } = buildRecipe(model, state);
      const unknown = findUnknownFields(model, recipe.source.config, plugin.coverage, plugin.name);
      void deps.check(state.plugin, recipe.source.config, recipe).then((result) => {
        if (seq !== checkSeq.current) return;
        if (typeof result === 'string') setOutput({ yaml: '', problems: [...problems, ...unknown], unchecked: result });
        else {
          const all = [...formatAjvErrors(result.errors, model), ...unknown, ...problems];
          setOutput({ yaml: result.yaml, problems: [...all.filter((p) => p.severity === 'error'), ...all.filter((p) => p.severity === 'warning')], unchecked: result.unchecked });
        }
      });
    }, CHECK_DELAY);
    return () => clearTimeout(timer);
  }, [model, state, deps, plugin, recheck]);

  const setValue: SetValue = useCallback((path, value) => {
    setState((s) => {
      if (!s) return s;
      const values = { ...s.values };
      if (value === undefined) delete values[path];
      else values[path] = value;
      return { ...s, values };
    });
  }, []);
  const errors = useMemo(() => messagesByField(output?.problems ?? []), [output]);

  // Copy and Download take the recipe of the form as it is now, not the last debounced check:
  // a reader who types and clicks Copy at once gets what they typed.
  const latest = useRef({ model, state, output });
  latest.current = { model, state, output };
  const currentYaml = useCallback(async (): Promise<string> => {
    const { model: m, state: s, output: o } = latest.current;
    if (!m || !s) return o?.yaml ?? '';
    const { recipe } = buildRecipe(m, s);
    const result = await deps.check(s.plugin, recipe.source.config, recipe);
    return typeof result === 'string' || !result.yaml ? (o?.yaml ?? '') : result.yaml;
  }, [deps]);

  if (failure) return <p className="rb-report-failed">The recipe builder could not start: {failure}. Use the starter recipe below instead.</p>;
  if (!model || !state) return <p className="rb-loading">Loading the recipe builder…</p>;
  const main = model.fields.slice(0, model.mainCount);
  const more = model.fields.slice(model.mainCount);
  const unknownPaths = Object.keys(state.unknown);
  return (
    <div className="rb">
      <LoadPanel connector={props.connector} sourcesRoute={props.sourcesRoute} report={report} onLoad={(text) => void load(text, false)} onRefuse={(message) => setReport({ kind: 'failed', message, problems: [] })} />
      <form className="rb-form" aria-label={`${props.displayName} recipe`} noValidate onSubmit={(event) => event.preventDefault()}>
        {props.plugins.length > 1 && (
          <div className="rb-field">
            <label htmlFor="rb-plugin">Plugin</label>
            <select id="rb-plugin" value={plugin.name} onChange={(event) => startOver(event.target.value)} aria-describedby="rb-plugin-hint">
              {props.plugins.map((p) => (
                <option key={p.name}>{p.name}</option>
              ))}
            </select>
            <p className="rb-hint" id="rb-plugin-hint">
              Changing the plugin starts again from its starter recipe.
            </p>
          </div>
        )}
        <fieldset className="rb-section">
          <legend>
            Source: <code>{plugin.name}</code>
          </legend>
          {main.length === 0 && <p className="rb-hint">No field is required: the defaults work. Set what you need under More options.</p>}
          <ConfigFields fields={main} values={state.values} errors={errors} onChange={setValue} />
          {more.length > 0 && (
            <Fold className="rb-more rb-more-top" fields={more} errors={errors} summary={<>More options {moreLabel(more.length, countSet(more, state.values))}</>}>
              <ConfigFields fields={more} values={state.values} errors={errors} onChange={setValue} />
            </Fold>
          )}
          {unknownPaths.length > 0 && (
            <div className="rb-unknown">
              <p>Fields of the loaded recipe that the form has no control for, kept as written:</p>
              <ul>
                {unknownPaths.map((path) => (
                  <li key={path}>
                    <code>{path}</code>{' '}
                    <button
                      type="button"
                      className="rb-button rb-small"
                      aria-label={`Remove ${path}`}
                      onClick={() =>
                        setState((s) => {
                          if (!s) return s;
                          const unknown = { ...s.unknown };
                          delete unknown[path];
                          return { ...s, unknown };
                        })
                      }
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </fieldset>
        <SinkFields sink={state.sink} errors={errors} onChange={(sink: SinkState) => setState((s) => s && { ...s, sink })} />
        <fieldset className="rb-section">
          <legend>Pipeline</legend>
          <div className="rb-field">
            <label htmlFor="rb-pipeline-name">
              <code>pipeline_name</code>
            </label>
            <input type="text" id="rb-pipeline-name" value={state.pipelineName} spellCheck={false} autoComplete="off" aria-describedby="rb-pipeline-hint" onChange={(event) => setState((s) => s && { ...s, pipelineName: event.target.value })} />
            <p className="rb-hint" id="rb-pipeline-hint">
              <InlineText text="Optional. Names the ingestion pipeline; stateful ingestion (`stateful_ingestion`, which removes assets that disappeared) needs one." />
            </p>
          </div>
        </fieldset>
      </form>
      <OutputPanel plugin={plugin.name} output={output} currentYaml={currentYaml} onReset={() => startOver(plugin.name)} />
    </div>
  );
}
