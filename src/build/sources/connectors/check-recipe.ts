import type { ValidateFunction } from 'ajv';
import { isMap, isNode, LineCounter, parseDocument } from 'yaml';
import type { ExampleProblem } from '../../reference/handlers.ts';

/**
 * Checks a YAML code example that is an ingestion recipe (a top-level `source:` with a `type`)
 * against that plugin's config schema. Other YAML is left alone, and so is a custom source given
 * as a Python class path (`my_module.MySource`). Lines count from the example's first code line.
 */
export function checkRecipeExample(validators: Pick<ReadonlyMap<string, ValidateFunction>, 'get'>, code: string): ExampleProblem[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(code, { lineCounter });
  const lineOf = (path: (string | number)[]): number | undefined => {
    for (let depth = path.length; depth >= 0; depth -= 1) {
      const node = doc.getIn(path.slice(0, depth), true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  if (doc.errors.length > 0) {
    // Only a document that is meant as a recipe is held to YAML syntax here.
    if (!/^source:/m.test(code)) return [];
    return doc.errors.map((e) => ({ message: `not valid YAML: ${e.message.split('\n')[0]}`, line: e.linePos?.[0]?.line }));
  }
  // An Actions framework config also has a `source:`, next to its `action:`: not a recipe.
  if (!isMap(doc.contents) || doc.has('action')) return [];
  const type = doc.getIn(['source', 'type']);
  if (typeof type !== 'string') return [];
  const validate = validators.get(type);
  if (!validate) {
    if (type.includes('.')) return [];
    return [{ message: `source.type "${type}" is not a known ingestion plugin (see reference/connectors)`, line: lineOf(['source', 'type']) }];
  }
  const config: unknown = doc.getIn(['source', 'config'])
    ? (doc.toJS() as { source: { config: unknown } }).source.config
    : {};
  if (validate(config)) return [];
  return (validate.errors ?? []).map((e) => {
    const segments = e.instancePath.split('/').filter(Boolean);
    return {
      message: `recipe for "${type}": source.config${segments.map((s) => `.${s}`).join('')} ${e.message}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}`,
      line: lineOf(['source', 'config', ...segments]),
    };
  });
}
