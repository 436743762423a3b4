/**
 * Parsing pasted recipe text with `yaml`, defensively: one document, unique keys, aliases capped
 * (a "billion laughs" document expands exponentially), and the line of every key so problems can
 * say where they are. Runs in the worker; pure, so the tests call it directly.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { WorkerResponse } from './worker-protocol.ts';

type ParseResult = WorkerResponse extends infer R ? (R extends { op: 'parse' } | { ok: false } ? Omit<R, 'id'> : never) : never;

/** More aliases than this in a pasted document is an expansion attack, not a recipe. */
export const MAX_ALIASES = 100;
/** Line numbers are recorded for this many keys at most (a recipe has a few dozen). */
const MAX_LINE_ENTRIES = 5000;

/** The line of every mapping key, by recipe path (`source.config.database_pattern.allow[0]`). */
function keyLines(root: unknown, counter: LineCounter): Record<string, number> {
  const lines: Record<string, number> = {};
  let count = 0;
  const stack: { node: unknown; path: string; depth: number }[] = [{ node: root, path: '', depth: 0 }];
  while (stack.length > 0 && count < MAX_LINE_ENTRIES) {
    const { node, path, depth } = stack.pop()!;
    if (depth > 24) continue;
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
        if (key === undefined) continue;
        const child = path ? `${path}.${key}` : key;
        const range = (pair.key as YamlNode).range;
        if (range) lines[child] = counter.linePos(range[0]).line;
        count += 1;
        stack.push({ node: pair.value, path: child, depth: depth + 1 });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        const child = `${path}[${i}]`;
        const range = (item as YamlNode | null)?.range;
        if (range) lines[child] = counter.linePos(range[0]).line;
        count += 1;
        stack.push({ node: item, path: child, depth: depth + 1 });
      });
    }
  }
  return lines;
}

/** Parses one YAML document; a syntax error, an alias bomb or absurd nesting gives `ok: false` with a message. */
export function parseRecipeYaml(text: string): ParseResult {
  try {
    const counter = new LineCounter();
    const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true, prettyErrors: true });
    if (doc.errors.length > 0) {
      return {
        ok: false,
        message: 'The text is not valid YAML.',
        problems: doc.errors.slice(0, 20).map((e) => ({ message: (e.message.split('\n')[0] ?? 'invalid YAML').replace(/ at line \d+, column \d+:?$/, ''), line: e.linePos?.[0]?.line, column: e.linePos?.[0]?.col })),
      };
    }
    const value: unknown = doc.toJS({ maxAliasCount: MAX_ALIASES });
    return { ok: true, op: 'parse', value, lines: keyLines(doc.contents, counter) };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, message: 'The YAML is nested too deeply to be a recipe.' };
    const message = error instanceof Error ? error.message : String(error);
    if (/alias/i.test(message)) return { ok: false, message: `The YAML uses aliases (*name) that expand more than ${MAX_ALIASES} times: that is an expansion attack, not a recipe.` };
    return { ok: false, message: `The text could not be read as YAML: ${message}` };
  }
}
