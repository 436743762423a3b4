import type { ValidateFunction } from 'ajv';
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { ExampleProblem } from '../../model/example-problem.ts';
import { describeConfigError } from './strict-schema.ts';

/**
 * Checks a YAML code example that is an ingestion recipe (a top-level `source:` with a `type`)
 * against that plugin's config schema (closed as `strictConfigSchema` says, so an unknown key is an
 * error at its own line naming the closest option). Other YAML is left alone, and so is a custom source given
 * as a Python class path (`my_module.MySource`). Lines count from the example's first code line.
 */
export function checkRecipeExample(validators: Pick<ReadonlyMap<string, ValidateFunction>, 'get'>, code: string): ExampleProblem[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(code, { lineCounter });
  // The line of the deepest key (or list item) of `path` that is written: a key's own line, not
  // its value's (a nested map starts on the next line).
  const lineOf = (path: (string | number)[]): number | undefined => {
    let node: unknown = doc.contents;
    let line: number | undefined;
    for (const segment of path) {
      let next: { range?: [number, number, number] | null } | undefined;
      if (isMap(node)) {
        const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === segment);
        if (isNode(pair?.key) && pair.key.range) line = lineCounter.linePos(pair.key.range[0]).line;
        next = pair?.value as typeof next;
      } else if (isSeq(node) && /^\d+$/.test(String(segment))) {
        next = node.items[Number(segment)] as typeof next;
        if (isNode(next) && next.range) line = lineCounter.linePos(next.range[0]).line;
      }
      if (!next) break;
      node = next;
    }
    return line;
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
    const { path, message } = describeConfigError(validate.schema, e);
    return { message: `recipe for "${type}": ${message}`, line: lineOf(['source', 'config', ...path]) };
  });
}
