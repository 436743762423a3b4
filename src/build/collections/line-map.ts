import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { YamlPath } from '../../config/collections.ts';
import { BuildError, type Problem } from '../errors.ts';

/**
 * Problems on a generated page are found on its Markdown (front matter, a link in a bullet); the
 * author wrote a YAML field. The mapper knows, for each generated file, the field behind each
 * Markdown line, and gives problems the field's line in the data file instead.
 */
export interface LineMapper {
  /** Records the field behind each line (index 0 = line 1) of the page generated from `abs`, named `display` in problems. */
  add(display: string, abs: string, sources: readonly (YamlPath | undefined)[]): void;
  /** The line of a field in a YAML file (or of its nearest parent that exists). */
  lineOf(abs: string, fieldPath: YamlPath): number | undefined;
  /** The problems with those on generated pages moved to their data file lines (a column is dropped: it was the Markdown's). */
  remap(problems: Problem[]): Problem[];
  /** Runs a stage; a BuildError it throws is thrown again with its problems remapped. */
  guard<T>(stage: () => T): T;
}

export function createLineMapper(): LineMapper {
  const pages = new Map<string, { abs: string; sources: readonly (YamlPath | undefined)[] }>();
  // Parsed with positions only when a line is asked for: a clean build never parses twice.
  const docs = new Map<string, { doc: Document; counter: LineCounter } | undefined>();
  const parsed = (abs: string): { doc: Document; counter: LineCounter } | undefined => {
    if (!docs.has(abs)) {
      try {
        const counter = new LineCounter();
        docs.set(abs, { doc: parseDocument(readFileSync(abs, 'utf8'), { lineCounter: counter }), counter });
      } catch {
        docs.set(abs, undefined);
      }
    }
    return docs.get(abs);
  };
  const lineOf = (abs: string, fieldPath: YamlPath): number | undefined => {
    const found = parsed(abs);
    if (!found) return undefined;
    for (let depth = fieldPath.length; depth > 0; depth -= 1) {
      const node = found.doc.getIn(fieldPath.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      // A block sequence starts at its first item, a scalar at its value (`>-` on the key's line).
      if (node?.range) return found.counter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  const remap = (problems: Problem[]): Problem[] => {
    if (pages.size === 0) return problems;
    return problems.map((problem) => {
      const page = problem.file ? pages.get(problem.file) : undefined;
      if (!page) return problem;
      const source = problem.line ? page.sources[problem.line - 1] : undefined;
      const { column: _column, line: _line, ...rest } = problem;
      const line = source ? lineOf(page.abs, source) : undefined;
      return line ? { ...rest, line } : rest;
    });
  };
  return {
    add(display, abs, sources) {
      pages.set(display, { abs, sources });
    },
    lineOf,
    remap,
    guard(stage) {
      try {
        return stage();
      } catch (error) {
        if (error instanceof BuildError && pages.size > 0) throw new BuildError(remap(error.problems));
        throw error;
      }
    },
  };
}
