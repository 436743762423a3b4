/**
 * Config JSON Schema → form model: one field per property, with the control that suits it.
 * Pure: no DOM, so the island, the worker and the tests share it.
 */

/** The subset of JSON Schema the connector schemas use (see src/build/sources/connectors/schema.ts). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  deprecated?: boolean;
}

/**
 * How a field is edited: `text`, `secret` (a `${VAR}` by default), `integer`/`number`, `boolean`
 * (checkbox), `enum` (select), `list` (strings or numbers, one per line), `object` (a fieldset of
 * its own fields; allow/deny patterns are objects too) and `json` for what no control fits
 * (free maps, unions, arrays of objects), typed as JSON.
 */
export type FieldKind = 'text' | 'secret' | 'integer' | 'number' | 'boolean' | 'enum' | 'list' | 'object' | 'json';

export type EnumValue = string | number | boolean | null;

export interface FormField {
  name: string;
  /** Dotted path inside `source.config`, e.g. `oauth_config.client_id`. */
  path: string;
  kind: FieldKind;
  required: boolean;
  description?: string;
  default?: unknown;
  enumValues?: EnumValue[];
  /** For `list`: the item type. */
  itemKind?: 'string' | 'number';
  minimum?: number;
  maximum?: number;
  deprecated?: boolean;
  /** For `secret`: the environment variable suggested, e.g. `SNOWFLAKE_PASSWORD`. */
  envVar?: string;
  /** For `object`: its fields. */
  children?: FormField[];
  /** An allow/deny pattern object (regexes to include and exclude). */
  pattern?: boolean;
  /** Shown at once (required, or set by the starter recipe); other fields are folded. */
  main: boolean;
}

export interface FormModel {
  /** Every top-level field, main ones first. */
  fields: FormField[];
  /** How many of `fields` are main fields (required or in the starter recipe); the rest are folded. */
  mainCount: number;
  /** Every field by path, nested ones included. */
  byPath: Map<string, FormField>;
  schema: JsonSchema;
}

const MAX_DEPTH = 8;
const SECRET_NAME = /(password|passwd|secret|token|(^|_)(api_)?key)$/i;
const PATTERN_KEYS = new Set(['allow', 'deny', 'ignoreCase']);

/** Whether a string field holds a secret: `format: password`, or a name like `*_password`, `*_token`, `*_key`. */
export function isSecret(name: string, schema: JsonSchema): boolean {
  return schema.format === 'password' || SECRET_NAME.test(name);
}

/** `SNOWFLAKE` + `oauth_config.client_secret` → `SNOWFLAKE_CLIENT_SECRET`. */
export function envVarName(prefix: string, path: string): string {
  const last = path.split('.').pop() ?? path;
  const up = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  const head = up(prefix);
  const tail = up(last);
  return tail.startsWith(`${head}_`) ? tail : `${head}_${tail}`;
}

/** The one type of a schema, ignoring `null` (nullable fields are edited like plain ones). */
function singleType(schema: JsonSchema): string | undefined {
  const types = [schema.type ?? []].flat().filter((t) => t !== 'null');
  return types.length === 1 ? types[0] : undefined;
}

function isPattern(schema: JsonSchema): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return keys.length > 0 && keys.every((k) => PATTERN_KEYS.has(k)) && (keys.includes('allow') || keys.includes('deny'));
}

function fieldKind(name: string, schema: JsonSchema, depth: number): FieldKind {
  if (schema.anyOf || schema.oneOf) return 'json';
  if (schema.enum && schema.enum.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))) return 'enum';
  switch (singleType(schema)) {
    case 'string':
      return isSecret(name, schema) ? 'secret' : 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array': {
      const item = schema.items && !schema.items.anyOf && !schema.items.enum ? singleType(schema.items) : undefined;
      return item === 'string' || item === 'integer' || item === 'number' ? 'list' : 'json';
    }
    case 'object':
      return schema.properties && Object.keys(schema.properties).length > 0 && typeof schema.additionalProperties !== 'object' && depth < MAX_DEPTH ? 'object' : 'json';
    default:
      return 'json';
  }
}

function buildFields(schema: JsonSchema, prefix: string, envPrefix: string, depth: number, byPath: Map<string, FormField>, mainPaths: ReadonlySet<string>): FormField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const kind = fieldKind(name, property, depth);
    const field: FormField = { name, path, kind, required: required.has(name), main: required.has(name) || mainPaths.has(path) };
    if (property.description) field.description = property.description;
    if (property.default !== undefined) field.default = property.default;
    if (property.deprecated) field.deprecated = true;
    if (kind === 'enum') field.enumValues = property.enum as EnumValue[];
    if (kind === 'secret') field.envVar = envVarName(envPrefix, path);
    if (kind === 'integer' || kind === 'number') {
      if (property.minimum !== undefined) field.minimum = property.minimum;
      if (property.maximum !== undefined) field.maximum = property.maximum;
    }
    if (kind === 'list') field.itemKind = singleType(property.items ?? {}) === 'string' ? 'string' : 'number';
    byPath.set(path, field);
    if (kind === 'object') {
      field.children = buildFields(property, path, envPrefix, depth + 1, byPath, mainPaths);
      if (isPattern(property)) field.pattern = true;
    }
    return field;
  });
}

/**
 * The form for a plugin's config schema. `mainPaths` are the required fields and those the
 * starter recipe sets (dotted paths for nested ones): top-level ones come first, in that order,
 * the others keep the schema's order. `envPrefix` names the suggested environment variables of
 * secrets (the connector id).
 */
export function buildFormModel(schema: JsonSchema, mainPaths: readonly string[], envPrefix: string): FormModel {
  const byPath = new Map<string, FormField>();
  const all = buildFields(schema, '', envPrefix, 0, byPath, new Set(mainPaths));
  const main = mainPaths.flatMap((name) => all.filter((f) => f.name === name));
  for (const field of main) field.main = true;
  const rest = all.filter((f) => !main.includes(f));
  return { fields: [...main, ...rest], mainCount: main.length, byPath, schema };
}

/** The deepest form field at or above a config path (`database_pattern.allow[0]` → `database_pattern.allow`). */
export function fieldForPath(model: FormModel, path: string): FormField | undefined {
  const parts = path.replace(/\[\d+\]/g, '').split('.').filter(Boolean);
  for (let n = parts.length; n > 0; n -= 1) {
    const field = model.byPath.get(parts.slice(0, n).join('.'));
    if (field) return field;
  }
  return undefined;
}
