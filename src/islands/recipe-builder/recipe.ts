/**
 * Form state → recipe object (what `datahub ingest -c recipe.yml` reads). Only fields that were
 * set (typed, chosen, ticked or loaded) are written; empty ones leave the default. Pure: the island and the tests share it; the worker turns the object
 * into YAML and validates `source.config` against the plugin's schema.
 */
import type { FormField, FormModel } from './form-model.ts';

/** A control's value: text (lists one item per line, `json` fields as JSON) or a checkbox. */
export type FieldValue = string | boolean;
/** Values by config path; a path that is absent was never set (the default applies). */
export type FormValues = Record<string, FieldValue>;

export const SINK_TYPES = ['datahub-rest', 'datahub-kafka', 'file'] as const;
export type SinkType = (typeof SINK_TYPES)[number];

export interface SinkState {
  type: SinkType;
  /** datahub-rest */
  server: string;
  token: string;
  /** datahub-kafka */
  bootstrap: string;
  schemaRegistryUrl: string;
  /** file */
  filename: string;
  /** Other sink options of a loaded recipe, written back as they were. */
  more: Record<string, unknown>;
}

export const DEFAULT_SINK: SinkState = { type: 'datahub-rest', server: 'http://localhost:8080', token: '', bootstrap: 'localhost:9092', schemaRegistryUrl: 'http://localhost:8081', filename: './metadata.json', more: {} };

export interface BuilderState {
  plugin: string;
  values: FormValues;
  sink: SinkState;
  pipelineName: string;
  /** Fields of a loaded recipe that the form has no control for, by config path, written back as they were. */
  unknown: Record<string, unknown>;
  /** Top-level recipe keys the form does not edit (`transformers`, `datahub_api` …), kept as loaded. */
  extras: Record<string, unknown>;
}

/** A problem with the recipe, at a dotted path from the recipe root (`source.config.account_id`). */
export interface RecipeProblem {
  path: string;
  message: string;
  severity: 'error' | 'warning';
  /** The form field to focus (a config path), or a `sink.*` control. */
  field?: string;
  /** Line in a loaded recipe. */
  line?: number;
}

export interface Recipe {
  pipeline_name?: string;
  source: { type: string; config: Record<string, unknown> };
  sink: { type: string; config: Record<string, unknown> };
  [key: string]: unknown;
}

const CONFIG = 'source.config';

/** `${NAME}`: the value is read from an environment variable when the recipe runs. */
export function isEnvReference(value: string): boolean {
  return /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(value.trim());
}

function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A control's value as the config value it stands for; `undefined` = leave out (the default applies). */
function configValue(field: FormField, value: FieldValue | undefined, problems: RecipeProblem[]): unknown {
  if (value === undefined) return undefined;
  const where = `${CONFIG}.${field.path}`;
  switch (field.kind) {
    case 'boolean':
      // A checkbox that was set (or loaded) is written, even when it equals the default.
      return typeof value === 'boolean' ? value : undefined;
    case 'text':
    case 'secret':
      if (typeof value !== 'string' || value === '') return undefined;
      if (field.kind === 'secret' && !isEnvReference(value)) {
        problems.push({ path: where, field: field.path, severity: 'warning', message: `the secret itself will be written into the file; prefer \${${field.envVar ?? 'VARIABLE'}} and set that environment variable` });
      }
      return value;
    case 'integer':
    case 'number': {
      const text = String(value).trim();
      if (text === '') return undefined;
      const n = Number(text);
      // Not a number: pass the text on, so validation names the field.
      return Number.isFinite(n) ? n : text;
    }
    case 'enum': {
      if (value === '') return undefined;
      const match = field.enumValues?.find((v) => String(v) === value);
      return match === undefined ? value : match;
    }
    case 'list': {
      if (typeof value !== 'string') return undefined;
      const items = splitLines(value);
      if (items.length === 0) return undefined;
      return field.itemKind === 'number' ? items.map((s) => (Number.isFinite(Number(s)) ? Number(s) : s)) : items;
    }
    case 'json': {
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        problems.push({ path: where, field: field.path, severity: 'error', message: 'is not valid JSON (write strings in double quotes, e.g. "text", and objects as {"key": "value"})' });
        return undefined;
      }
    }
    case 'object':
      return undefined;
  }
}

function objectFromFields(fields: FormField[], values: FormValues, problems: RecipeProblem[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = field.kind === 'object' ? objectFromFields(field.children ?? [], values, problems) : configValue(field, values[field.path], problems);
    if (field.kind === 'object' && Object.keys(value as object).length === 0) continue;
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

/** Sets `value` at a dotted path, creating objects on the way (an existing non-object is left alone). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === undefined) node = node[part] = {} as Record<string, unknown>;
    else if (typeof next === 'object' && next !== null && !Array.isArray(next)) node = next as Record<string, unknown>;
    else return;
  }
  node[parts.at(-1)!] = value;
}

/** The `source.config` the form describes: set fields, then the unknown fields a loaded recipe carried. */
export function buildConfig(model: FormModel, state: Pick<BuilderState, 'values' | 'unknown'>, problems: RecipeProblem[] = []): Record<string, unknown> {
  const config = objectFromFields(model.fields, state.values, problems);
  for (const [path, value] of Object.entries(state.unknown)) setPath(config, path, value);
  return config;
}

function sinkRecipe(sink: SinkState, problems: RecipeProblem[]): Recipe['sink'] {
  const need = (value: string, path: string, field: string, what: string): string => {
    if (value.trim() === '') problems.push({ path, field, severity: 'error', message: `is required: ${what}` });
    return value.trim();
  };
  switch (sink.type) {
    case 'datahub-rest': {
      const server = need(sink.server, 'sink.config.server', 'sink.server', 'the URL of DataHub GMS, e.g. http://localhost:8080');
      if (server && !/^https?:\/\/\S+$/.test(server)) problems.push({ path: 'sink.config.server', field: 'sink.server', severity: 'error', message: 'must be a URL starting with http:// or https://' });
      const token = sink.token.trim();
      if (token && !isEnvReference(token)) problems.push({ path: 'sink.config.token', field: 'sink.token', severity: 'warning', message: 'the token itself will be written into the file; prefer ${DATAHUB_GMS_TOKEN} and set that environment variable' });
      return { type: sink.type, config: { ...sink.more, server, ...(token ? { token } : {}) } };
    }
    case 'datahub-kafka': {
      const bootstrap = need(sink.bootstrap, 'sink.config.connection.bootstrap', 'sink.bootstrap', 'the Kafka bootstrap servers, e.g. broker:9092');
      const more = sink.more.connection;
      const connection: Record<string, unknown> = { ...(typeof more === 'object' && more !== null ? more : {}), bootstrap };
      if (sink.schemaRegistryUrl.trim()) connection.schema_registry_url = sink.schemaRegistryUrl.trim();
      return { type: sink.type, config: { ...sink.more, connection } };
    }
    case 'file':
      return { type: sink.type, config: { ...sink.more, filename: need(sink.filename, 'sink.config.filename', 'sink.filename', 'the file to write, e.g. ./metadata.json') } };
  }
}

/** The whole recipe, and the problems found while building it (JSON that does not parse, sink fields, literal secrets). */
export function buildRecipe(model: FormModel, state: BuilderState): { recipe: Recipe; problems: RecipeProblem[] } {
  const problems: RecipeProblem[] = [];
  const recipe: Recipe = {
    ...(state.pipelineName.trim() ? { pipeline_name: state.pipelineName.trim() } : {}),
    source: { type: state.plugin, config: buildConfig(model, state, problems) },
    sink: sinkRecipe(state.sink, problems),
  };
  for (const [key, value] of Object.entries(state.extras)) if (!(key in recipe)) recipe[key] = value;
  return { recipe, problems };
}
