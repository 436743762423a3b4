import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { formatIssuePath } from '../../config/zod-problems.ts';
import type { Problem } from '../errors.ts';

/**
 * Parses a YAML data file and validates it with a zod schema. Problems (syntax or schema) are
 * pushed with the file and the line of the offending field; returns undefined when there are any.
 */
export function readYamlFile<T>(file: string, displayPath: string, schema: z.ZodType<T>, problems: Problem[]): T | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: counter });
  if (doc.errors.length > 0) {
    for (const e of doc.errors) problems.push({ code: 'DATA_INVALID', file: displayPath, line: e.linePos?.[0]?.line, message: e.message.split('\n')[0] ?? 'invalid YAML' });
    return undefined;
  }
  const parsed = schema.safeParse(doc.toJS());
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const node = doc.getIn(issue.path as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    problems.push({ code: 'DATA_INVALID', file: displayPath, line: node?.range ? counter.linePos(node.range[0]).line : undefined, message: `\`${formatIssuePath(issue.path)}\`: ${issue.message}` });
  }
  return undefined;
}
