/**
 * A recipe someone pasted (already parsed from YAML by the worker) → form state, and every
 * problem found on the way: not a recipe, unknown fields, values the form cannot hold. Type
 * errors come from the plugin's validator (`formatAjvErrors`). Pure, bounded by the input size.
 */
import { closestName } from '../../shared/closest-name.ts';
import type { FormField, FormModel } from './form-model.ts';
import { fieldForPath } from './form-model.ts';
import { DEFAULT_SINK, SINK_TYPES, type FormValues, type RecipeProblem, type SinkState, type SinkType } from './recipe.ts';

/** Pastes larger than this are refused before parsing (a recipe is a few KB). */
export const MAX_RECIPE_CHARS = 200_000;

/** Top-level recipe keys the form keeps as they are without editing them. */
const KEPT_KEYS = new Set(['transformers', 'datahub_api', 'reporting', 'run_id', 'flags', 'failure_log']);

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A message when text cannot be a recipe before even parsing it: empty, too large, binary. */
export function precheckRecipeText(text: string): string | undefined {
  if (text.trim() === '') return 'Paste a recipe first: the YAML file you run with `datahub ingest -c`.';
  if (text.length > MAX_RECIPE_CHARS) return `This text is ${Math.round(text.length / 1024)} KB; a recipe is at most ${MAX_RECIPE_CHARS / 1000} KB. Paste only the recipe file.`;
  // NUL and other C0 controls (YAML allows tab, line feed, carriage return) or U+FFFD from undecodable bytes.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/.test(text)) return 'This does not look like text: it contains control characters or bytes that are not UTF-8. Paste the YAML of a recipe.';
  return undefined;
}

/** What the top level of a recipe holds, before its `source.config` is matched to a plugin. */
export type RecipeRead =
  | { kind: 'invalid'; problems: RecipeProblem[] }
  | { kind: 'recipe'; type: string; config: Plain; sink: SinkState; pipelineName: string; extras: Plain; problems: RecipeProblem[] };

const NOT_A_RECIPE = 'A recipe is a YAML mapping with `source:` (its `type` and `config`) and `sink:`.';

function readSink(value: unknown, problems: RecipeProblem[]): SinkState {
  const sink: SinkState = { ...DEFAULT_SINK, more: {} };
  if (value === undefined) return sink;
  if (!isPlain(value) || typeof value.type !== 'string') {
    problems.push({ path: 'sink', severity: 'error', message: 'must be a mapping with a `type` (e.g. datahub-rest) and its `config`' });
    return sink;
  }
  if (!(SINK_TYPES as readonly string[]).includes(value.type)) {
    problems.push({ path: 'sink.type', field: 'sink.type', severity: 'warning', message: `\`${value.type}\` is not a sink the builder writes (${SINK_TYPES.join(', ')}); the form uses datahub-rest` });
    return sink;
  }
  sink.type = value.type as SinkType;
  const config = isPlain(value.config) ? { ...value.config } : {};
  const take = (key: string): string | undefined => {
    const v = config[key];
    delete config[key];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
  };
  if (sink.type === 'datahub-rest') {
    sink.server = take('server') ?? '';
    sink.token = take('token') ?? '';
  } else if (sink.type === 'file') {
    sink.filename = take('filename') ?? '';
  } else if (isPlain(config.connection)) {
    const connection = { ...config.connection };
    delete config.connection;
    sink.bootstrap = typeof connection.bootstrap === 'string' ? connection.bootstrap : '';
    sink.schemaRegistryUrl = typeof connection.schema_registry_url === 'string' ? connection.schema_registry_url : '';
    delete connection.bootstrap;
    delete connection.schema_registry_url;
    if (Object.keys(connection).length > 0) config.connection = connection;
  }
  sink.more = config;
  return sink;
}

/** Splits a parsed recipe into its parts; anything that is not a recipe for some plugin is `invalid`. */
export function readRecipe(value: unknown): RecipeRead {
  if (!isPlain(value)) return { kind: 'invalid', problems: [{ path: '', severity: 'error', message: NOT_A_RECIPE }] };
  const problems: RecipeProblem[] = [];
  const source = value.source;
  if (!isPlain(source)) return { kind: 'invalid', problems: [{ path: 'source', severity: 'error', message: `is missing or not a mapping. ${NOT_A_RECIPE}` }] };
  if (typeof source.type !== 'string' || source.type.trim() === '') return { kind: 'invalid', problems: [{ path: 'source.type', severity: 'error', message: 'is required: the ingestion plugin, e.g. snowflake' }] };
  for (const key of Object.keys(source)) {
    if (key !== 'type' && key !== 'config') problems.push({ path: `source.${key}`, severity: 'error', message: 'unknown field: `source` has only `type` and `config`; dropped' });
  }
  if (source.config !== undefined && source.config !== null && !isPlain(source.config)) problems.push({ path: 'source.config', severity: 'error', message: 'must be a mapping of the plugin’s options' });
  const extras: Plain = {};
  let pipelineName = '';
  for (const [key, v] of Object.entries(value)) {
    if (key === 'source' || key === 'sink') continue;
    if (key === 'pipeline_name' && (typeof v === 'string' || typeof v === 'number')) pipelineName = String(v);
    else if (KEPT_KEYS.has(key)) extras[key] = v;
    else problems.push({ path: key, severity: 'error', message: `unknown top-level field; a recipe has source, sink, pipeline_name, ${[...KEPT_KEYS].join(', ')}; dropped` });
  }
  const sink = readSink(value.sink, problems);
  return { kind: 'recipe', type: source.type.trim(), config: isPlain(source.config) ? source.config : {}, sink, pipelineName, extras, problems };
}

function unknownField(path: string, name: string, siblings: FormField[], coverage: 'complete' | 'partial', plugin: string): RecipeProblem {
  const hint = closestName(name, siblings.map((f) => f.name));
  const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : undefined;
  const also = hint ? ` (did you mean \`${hint}\`?)` : '';
  return coverage === 'complete'
    ? { path: `source.config.${path}`, field: parent, severity: 'error', message: `unknown field: the ${plugin} configuration has no such option${also}` }
    : { path: `source.config.${path}`, field: parent, severity: 'warning', message: `not in this page’s reference, which lists the main options only; kept as written${also}` };
}

/**
 * Walks a config along the form: `place` is called for each known field with its value, and
 * every key with no field is reported (and collected in `unknown`).
 */
function walkConfig(fields: FormField[], config: Plain, prefix: string, visit: { place(field: FormField, value: unknown): void; unknown(path: string, problem: RecipeProblem, value: unknown): void }, coverage: 'complete' | 'partial', plugin: string): void {
  for (const [key, value] of Object.entries(config)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const field = fields.find((f) => f.name === key);
    if (!field) visit.unknown(path, unknownField(path, key, fields, coverage, plugin), value);
    else if (field.kind === 'object') {
      if (isPlain(value)) walkConfig(field.children ?? [], value, path, visit, coverage, plugin);
    } else visit.place(field, value);
  }
}

/** The control value for a config value, or undefined when the control cannot hold it (the validator reports why). */
function controlValue(field: FormField, value: unknown): string | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  const scalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'text':
    case 'secret':
    case 'integer':
    case 'number':
      return scalar ? String(value) : undefined;
    case 'enum':
      return field.enumValues?.some((v) => v === value) ? String(value) : undefined;
    case 'list':
      if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join('\n');
      return scalar ? String(value) : undefined;
    case 'json':
      return JSON.stringify(value);
    case 'object':
      return undefined;
  }
}

/** Form values for a loaded `source.config`, the fields the form has no control for, and the problems. */
export function valuesFromConfig(model: FormModel, config: Plain, coverage: 'complete' | 'partial', plugin: string): { values: FormValues; unknown: Plain; problems: RecipeProblem[] } {
  const values: FormValues = {};
  const unknown: Plain = {};
  const problems: RecipeProblem[] = [];
  walkConfig(
    model.fields,
    config,
    '',
    {
      place(field, value) {
        const v = controlValue(field, value);
        if (v !== undefined) values[field.path] = v;
      },
      unknown(path, problem, value) {
        unknown[path] = value;
        problems.push(problem);
      },
    },
    coverage,
    plugin,
  );
  return { values, unknown, problems };
}

/** Unknown fields of a config (for the live check of what the form writes back). */
export function findUnknownFields(model: FormModel, config: Plain, coverage: 'complete' | 'partial', plugin: string): RecipeProblem[] {
  const problems: RecipeProblem[] = [];
  walkConfig(model.fields, config, '', { place() {}, unknown: (_path, problem) => problems.push(problem) }, coverage, plugin);
  return problems;
}

/** What the worker sends back of an ajv error (ajv's ErrorObject, minus the schema). */
export interface ValidatorError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/database_pattern/allow/0` → `database_pattern.allow[0]` (JSON Pointer, RFC 6901). */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path ? `${path}.${s}` : s), '');
}

/** Validator errors as problems with recipe paths (`source.config.account_id: must be string`), each linked to its field. */
export function formatAjvErrors(errors: ValidatorError[], model: FormModel): RecipeProblem[] {
  const seen = new Set<string>();
  const problems: RecipeProblem[] = [];
  for (const e of errors) {
    // The branches of an `anyOf` each fail; the `anyOf` error itself says it better.
    if (e.schemaPath.includes('/anyOf/') || e.schemaPath.includes('/oneOf/')) continue;
    let path = pointerToPath(e.instancePath);
    let message = e.message ?? 'is not valid';
    if (e.keyword === 'required') {
      path = path ? `${path}.${String(e.params.missingProperty)}` : String(e.params.missingProperty);
      message = 'is required';
    } else if (e.keyword === 'additionalProperties') {
      path = path ? `${path}.${String(e.params.additionalProperty)}` : String(e.params.additionalProperty);
      message = 'unknown field';
    } else if (e.keyword === 'enum' && Array.isArray(e.params.allowedValues)) {
      message = `must be one of: ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    } else if (e.keyword === 'anyOf' || e.keyword === 'oneOf') {
      message = 'does not match any of the allowed forms (see the field’s description)';
    }
    const full = path ? `source.config.${path}` : 'source.config';
    if (seen.has(`${full}\0${message}`)) continue;
    seen.add(`${full}\0${message}`);
    problems.push({ path: full, message, severity: 'error', field: fieldForPath(model, path)?.path });
  }
  return problems;
}

/** Gives each problem the line of its path in the loaded text, or of the nearest parent that has one. */
export function attachLines(problems: RecipeProblem[], lines: Record<string, number>): RecipeProblem[] {
  const parent = (path: string): string => path.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
  return problems.map((p) => {
    for (let path = p.path; path; ) {
      const line = lines[path];
      if (line !== undefined) return { ...p, line };
      const up = parent(path);
      path = up === path ? '' : up;
    }
    return p;
  });
}
