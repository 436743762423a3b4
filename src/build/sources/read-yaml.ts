import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { formatIssuePath } from '../../config/zod-problems.ts';
import type { Problem } from '../errors.ts';
import { readTextFile } from '../read-text.ts';

/**
 * Parsed YAML, cached as JSON by a hash of the text: reading the connector files takes about
 * 0.4 s with the `yaml` parser and 0.15 s with js-yaml, JSON.parse a few milliseconds. Only files that parsed cleanly are
 * cached; the schema is checked on every build.
 */
const CACHE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.cache/docs-yaml');

/** A key for a text (and a salt, such as what was checked), for build caches under node_modules/.cache. */
export function contentKey(text: string, salt = ''): string {
  return createHash('sha256').update(salt).update('\0').update(text).digest('hex').slice(0, 32);
}

/** Whether a check keyed by `key` passed in an earlier build; `markPassed` records that it did. */
export function passedBefore(key: string): boolean {
  return existsSync(path.join(CACHE_DIR, `${key}.ok`));
}
export function markPassed(key: string): void {
  writeCache(`${key}.ok`, '');
}

function writeCache(name: string, content: string): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(path.join(CACHE_DIR, name), content);
  } catch {
    // a read-only cache only costs time
  }
}

function cachedParse(text: string): unknown {
  const file = path.join(CACHE_DIR, `${contentKey(text, 'yaml')}.json`);
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // unreadable cache entry: parse again
    }
  }
  return undefined;
}

/** A YAML text's value read by js-yaml, or undefined when js-yaml cannot read it (the caller parses it again to report why). */
export function fastLoad(text: string): { value: unknown } | undefined {
  try {
    return { value: load(text) };
  } catch {
    return undefined;
  }
}

/**
 * Parses a YAML data file and validates it with a zod schema. Problems (syntax or schema) are
 * pushed with the file and the line of the offending field; returns undefined when there are any.
 */
export function readYamlFile<T>(file: string, displayPath: string, schema: z.ZodType<T>, problems: Problem[]): T | undefined {
  const text = readTextFile(file, displayPath, problems);
  if (text === undefined) return undefined;
  const cached = cachedParse(text);
  if (cached !== undefined) {
    const parsed = schema.safeParse(cached);
    if (parsed.success) return parsed.data;
  }
  // Not cached: js-yaml reads plain values two to three times faster than `yaml` builds its
  // document (both read YAML 1.2 with the core schema: yaml-parsers.test.ts checks that they give
  // the same values for every YAML file of this repository). Only a file that does not load or
  // does not fit the schema is parsed again with positions, so every problem gets its line.
  const loaded = fastLoad(text);
  if (loaded !== undefined) {
    const parsed = schema.safeParse(loaded.value);
    if (parsed.success) {
      writeCache(`${contentKey(text, 'yaml')}.json`, JSON.stringify(loaded.value));
      return parsed.data;
    }
  }
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  if (doc.errors.length > 0) {
    for (const e of doc.errors) problems.push({ code: 'DATA_INVALID', file: displayPath, line: e.linePos?.[0]?.line, message: e.message.split('\n')[0] ?? 'invalid YAML' });
    return undefined;
  }
  const value: unknown = doc.toJS();
  const parsed = schema.safeParse(value);
  if (parsed.success) {
    writeCache(`${contentKey(text, 'yaml')}.json`, JSON.stringify(value));
    return parsed.data;
  }
  for (const issue of parsed.error.issues) {
    problems.push({ code: 'DATA_INVALID', file: displayPath, line: issueLine(doc, counter, issue), message: `\`${formatIssuePath(issue.path)}\`: ${issue.message}` });
  }
  return undefined;
}

/**
 * The line of a zod issue: of the value at the issue's path, else of its nearest parent that
 * exists (a missing field is reported at its object, not without a line).
 */
function issueLine(doc: ReturnType<typeof parseDocument>, counter: LineCounter, issue: z.core.$ZodIssue): number | undefined {
  const at = issue.path as (string | number)[];
  for (let depth = at.length; depth > 0; depth -= 1) {
    const node = doc.getIn(at.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return counter.linePos(node.range[0]).line;
  }
  const root = doc.contents as { range?: [number, number, number] } | null;
  return root?.range ? counter.linePos(root.range[0]).line : undefined;
}

/** The line of the value at `path` in a YAML file (for problems found after validation), or undefined. */
export function lineOfYamlPath(file: string, path: (string | number)[]): number | undefined {
  try {
    const counter = new LineCounter();
    const node = parseDocument(readFileSync(file, 'utf8'), { lineCounter: counter }).getIn(path, true) as { range?: [number, number, number] } | undefined;
    return node?.range ? counter.linePos(node.range[0]).line : undefined;
  } catch {
    return undefined;
  }
}
