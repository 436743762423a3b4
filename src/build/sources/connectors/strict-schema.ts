import type { ErrorObject } from 'ajv';
import { closestName } from '../../../shared/closest-name.ts';
import type { Plugin } from './schema.ts';

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An `AllowDenyPattern` (`allow`, `deny`, `ignoreCase`): a closed model in every connector. */
function isAllowDenyPattern(schema: Schema): boolean {
  const keys = isSchema(schema.properties) ? Object.keys(schema.properties) : [];
  return keys.includes('allow') && keys.includes('deny') && keys.every((k) => ['allow', 'deny', 'ignoreCase'].includes(k));
}

/**
 * The config schema as the build checks recipes against it: DataHub's config classes (pydantic
 * models) reject keys they do not define, so an object that lists its `properties` is closed
 * (`additionalProperties: false`) — every model of a plugin whose reference is `complete`, and
 * allow/deny patterns everywhere. Objects without `properties` are free-form (`options`, a
 * provider's `config`) and maps carry an `additionalProperties` schema: both stay open, as does
 * every other model of a `partial` plugin, whose reference lists only the main options.
 */
export function strictConfigSchema(schema: unknown, coverage: Plugin['configCoverage']): unknown {
  if (Array.isArray(schema)) return schema.map((s) => strictConfigSchema(s, coverage));
  if (!isSchema(schema)) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isSchema(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, strictConfigSchema(sub, coverage)]));
    else if (['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf'].includes(key)) out[key] = strictConfigSchema(value, coverage);
    else out[key] = value;
  }
  const model = isSchema(schema.properties) && !('additionalProperties' in schema) && !('patternProperties' in schema);
  if (model && (coverage === 'complete' || isAllowDenyPattern(schema))) out.additionalProperties = false;
  return out;
}

/** The subschema an ajv error's `schemaPath` (`#/properties/a/additionalProperties`) points into, minus its last keyword. */
function parentSchemaOf(root: unknown, schemaPath: string): Schema | undefined {
  const segments = schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = root;
  for (const segment of segments) node = isSchema(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
  return isSchema(node) ? node : undefined;
}

/** One recipe problem from an ajv error: the config path at fault (an unknown key is its own path) and the message. */
export function describeConfigError(schema: unknown, error: ErrorObject): { path: string[]; message: string } {
  const path = error.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const dotted = (p: string[]) => `source.config${p.map((s) => `.${s}`).join('')}`;
  if (error.keyword === 'additionalProperties' && 'additionalProperty' in error.params) {
    const key = String(error.params.additionalProperty);
    const parent = parentSchemaOf(schema, error.schemaPath);
    const known = isSchema(parent?.properties) ? Object.keys(parent.properties) : [];
    const suggestion = closestName(key, known);
    return {
      path: [...path, key],
      message: `${dotted([...path, key])} is not an option of this connector${path.length > 0 ? ` at ${dotted(path)}` : ''}${suggestion ? ` (did you mean \`${suggestion}\`?)` : ''}; DataHub refuses unknown keys`,
    };
  }
  const allowed = error.params && 'allowedValues' in error.params ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : '';
  return { path, message: `${dotted(path)} ${error.message}${allowed}` };
}
