/**
 * Loading recipe text into the builder, step by step: refuse what cannot be a recipe, parse (in
 * the worker), check it is a recipe for a plugin of this page, place its values in the form and
 * report every problem with its line. The worker and the fetches come in as `deps`, so the tests
 * run it without a browser.
 */
import type { RecipeBuilderProps, RecipePluginIndex } from '../../shared/recipe-builder.ts';
import type { FormModel } from './form-model.ts';
import { attachLines, formatAjvErrors, precheckRecipeText, readRecipe, valuesFromConfig, type ValidatorError } from './load-recipe.ts';
import type { BuilderState, RecipeProblem } from './recipe.ts';
import type { WorkerResponse } from './worker-protocol.ts';

export interface LoadDeps {
  props: RecipeBuilderProps;
  /** Parses YAML text (the worker's `parse`). */
  parse(text: string): Promise<WorkerResponse>;
  /** Validates a config with the plugin's validator; a string when it could not. */
  validate(plugin: string, config: unknown): Promise<ValidatorError[] | string>;
  /** The form of a plugin of this page. */
  model(plugin: string): Promise<FormModel>;
  /** Every published plugin and its page; undefined when it cannot be fetched. */
  pluginIndex(): Promise<RecipePluginIndex | undefined>;
}

export type LoadOutcome =
  /** Nothing was loaded: the text is not a recipe (message), with problems at lines where known. */
  | { kind: 'failed'; message: string; problems: RecipeProblem[] }
  /** A recipe for a plugin of another connector (`target` when it is published) or for no known plugin. */
  | { kind: 'wrong'; type: string; target?: { displayName: string; route: string } }
  | { kind: 'loaded'; model: FormModel; state: BuilderState; problems: RecipeProblem[] };

export async function loadRecipeText(deps: LoadDeps, text: string): Promise<LoadOutcome> {
  const refused = precheckRecipeText(text);
  if (refused) return { kind: 'failed', message: refused, problems: [] };
  const parsed = await deps.parse(text);
  if (!parsed.ok) {
    const problems = (parsed.problems ?? []).map((p): RecipeProblem => ({ path: '', message: p.column ? `column ${p.column}: ${p.message}` : p.message, severity: 'error', line: p.line }));
    return { kind: 'failed', message: parsed.message, problems };
  }
  if (parsed.op !== 'parse') return { kind: 'failed', message: 'Unexpected answer from the checker.', problems: [] };
  const read = readRecipe(parsed.value);
  if (read.kind === 'invalid') return { kind: 'failed', message: 'This is not an ingestion recipe.', problems: attachLines(read.problems, parsed.lines) };
  const plugin = deps.props.plugins.find((p) => p.name === read.type);
  if (!plugin) {
    const entry = (await deps.pluginIndex())?.plugins[read.type];
    return { kind: 'wrong', type: read.type, target: entry && { displayName: entry.displayName, route: entry.route } };
  }
  const model = await deps.model(plugin.name);
  const placed = valuesFromConfig(model, read.config, plugin.coverage, plugin.name);
  const checked = await deps.validate(plugin.name, read.config);
  const typeProblems: RecipeProblem[] = typeof checked === 'string' ? [{ path: 'source.config', severity: 'warning', message: `not checked: ${checked}` }] : formatAjvErrors(checked, model);
  const problems = attachLines([...read.problems, ...typeProblems, ...placed.problems], parsed.lines).sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return {
    kind: 'loaded',
    model,
    problems,
    state: { plugin: plugin.name, values: placed.values, unknown: placed.unknown, sink: read.sink, pipelineName: read.pipelineName, extras: read.extras },
  };
}
