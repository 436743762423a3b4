import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadGraphqlSchema } from '../../src/build/sources/graphql/load-schema.ts';

/**
 * The troubleshooting page restates the values of the GraphQL enum `AssertionResultErrorType` as a
 * table. This test holds the table to the enum in reference/graphql, so a value added to (or
 * dropped from) the reference fails here until the page lists the same set.
 */
const root = path.resolve(import.meta.dirname, '../..');
const PAGE = 'content/docs/troubleshooting/errors.md';
const HEADING = '## Assertion error types';

/** Backticked first cells of the table rows in the section under `heading` (up to the next `## `). */
function listedValues(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) return [];
  const rest = markdown.slice(start + heading.length + 2);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => m[1] ?? '');
}

describe('listedValues', () => {
  const page = ['# T', '', '## Errors', '', '| Type | What |', '| --- | --- |', '| `A_ONE` | x |', '| `B_TWO` | y |', '', '## Next', '', '| `C_THREE` | z |', ''].join('\n');

  it('reads the first column of the section only', () => {
    expect(listedValues(page, '## Errors')).toEqual(['A_ONE', 'B_TWO']);
  });

  it('finds nothing under a missing heading', () => {
    expect(listedValues(page, '## Other')).toEqual([]);
  });
});

describe(`${PAGE} against reference/graphql`, () => {
  it('lists exactly the values of AssertionResultErrorType', () => {
    const schema = loadGraphqlSchema(path.join(root, 'reference/graphql'), 'reference/graphql');
    const type = schema?.getType('AssertionResultErrorType');
    expect(type).toBeInstanceOf(GraphQLEnumType);
    const enumValues = (type as GraphQLEnumType).getValues().map((v) => v.name);
    const listed = listedValues(readFileSync(path.join(root, PAGE), 'utf8'), HEADING);
    expect(new Set(listed).size, 'a value is listed twice').toBe(listed.length);
    expect([...listed].sort()).toEqual([...enumValues].sort());
  });
});
