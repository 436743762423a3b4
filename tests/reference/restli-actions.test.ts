import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent, Table, TableCell } from 'mdast';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createParser } from '../../src/build/markdown/parser.ts';

/**
 * The Rest.li pages restate the parameters of GMS actions (name, type, default) in tables. This test
 * validates reference/restli/actions.yaml with zod and holds every parameter table of the pages in
 * content/docs/api/restli/ to it, row by row; a drifted row fails with its page file and line.
 */
const root = path.resolve(import.meta.dirname, '../..');
const DATA = 'reference/restli/actions.yaml';
const PAGES_DIR = 'content/docs/api/restli';

const ParameterSchema = z.strictObject({
  /** Name of the parameter in the JSON body. */
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/),
  /** Rest.li type; `string[]` is an array of strings. */
  type: z.enum(['string', 'int', 'long', 'boolean', 'string[]']),
  /** Neither optional nor defaulted in the restspec. */
  required: z.boolean(),
  /** Value used when the parameter is left out. */
  default: z.string().optional(),
  /** Where `default` comes from: the restspec's declared default or the server code. */
  defaultFrom: z.enum(['restspec', 'code']).optional(),
  /** Upstream file (and commit) of a code default. */
  defaultSource: z.string().optional(),
  /** What happens when it is left out, where there is no plain default. */
  note: z.string().optional(),
}).refine((p) => (p.default === undefined) === (p.defaultFrom === undefined), { message: 'set `default` and `defaultFrom` together' })
  .refine((p) => p.defaultFrom !== 'code' || p.defaultSource !== undefined, { message: 'a code default needs `defaultSource` (upstream path @ commit)' })
  .refine((p) => !(p.required && p.default !== undefined), { message: 'a required parameter has no default' });

const ActionSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
  /** Upstream restspec path @ commit the parameters were read from. */
  source: z.string().regex(/ @[0-9a-f]{7,40}$/, 'end with " @<commit>"'),
  code: z.string().optional(),
  returns: z.string().min(1),
  parameters: z.array(ParameterSchema),
}).refine((a) => new Set(a.parameters.map((p) => p.name)).size === a.parameters.length, { message: 'a parameter is listed twice' });

const RestliActionsSchema = z.strictObject({
  resources: z.array(z.strictObject({
    name: z.string().min(1),
    namespace: z.string().min(1),
    path: z.string().startsWith('/'),
    description: z.string().min(1),
    actions: z.array(ActionSchema).min(1),
  })),
});
type RestliActions = z.output<typeof RestliActionsSchema>;
type Action = z.output<typeof ActionSchema>;

/** The page's words for each Rest.li type. */
const TYPE_WORDS: Record<string, Action['parameters'][number]['type']> = {
  string: 'string',
  integer: 'int',
  long: 'long',
  boolean: 'boolean',
  'list of strings': 'string[]',
};

/** Which action each parameter table documents; `complete` tables must list every parameter. */
interface TableClaim {
  file: string;
  /** Text of the nearest heading above the table; undefined matches a page's only table. */
  heading?: string;
  resource: string;
  action: string;
  complete: boolean;
}

const CLAIMS: TableClaim[] = [
  { file: 'restli-overview.md', heading: 'Restore indices', resource: 'operations', action: 'restoreIndices', complete: false },
  { file: 'restli-overview.md', heading: 'Truncate a timeseries index', resource: 'operations', action: 'truncateTimeseriesAspect', complete: false },
  { file: 'restore-indices.mdx', resource: 'operations', action: 'restoreIndices', complete: true },
  { file: 'truncate-time-series-aspect.mdx', resource: 'operations', action: 'truncateTimeseriesAspect', complete: true },
  { file: 'get-elastic-task-status.mdx', resource: 'operations', action: 'getEsTaskStatus', complete: true },
  { file: 'evaluate-tests.mdx', resource: 'test', action: 'evaluate', complete: true },
];

interface ParameterTable {
  heading: string | undefined;
  line: number;
  rows: { line: number; name: string; type: string; defaultText: string; defaultCode: string[] }[];
}

function plainText(node: RootContent | TableCell): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(plainText).join('');
  return '';
}

function inlineCodes(node: RootContent | TableCell): string[] {
  if (node.type === 'inlineCode') return [node.value];
  if ('children' in node) return (node.children as RootContent[]).flatMap(inlineCodes);
  return [];
}

/** Tables whose header starts with Parameter | Type | Default, with the heading above each. */
function parameterTables(source: string, format: 'md' | 'mdx'): ParameterTable[] {
  const tree = createParser(format).parse(source) as Root;
  const tables: ParameterTable[] = [];
  let heading: string | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading') heading = plainText(node).trim();
    if (node.type !== 'table') continue;
    const [head, ...body] = (node as Table).children;
    const titles = (head?.children ?? []).map((c) => plainText(c).trim().toLowerCase());
    if (titles[0] !== 'parameter' || titles[1] !== 'type' || titles[2] !== 'default') continue;
    tables.push({
      heading,
      line: node.position?.start.line ?? 0,
      rows: body.map((row) => {
        const [name, type, def] = row.children;
        return {
          line: row.position?.start.line ?? 0,
          name: name ? (inlineCodes(name)[0] ?? plainText(name).trim()) : '',
          type: type ? plainText(type).trim() : '',
          defaultText: def ? plainText(def).trim() : '',
          defaultCode: def ? inlineCodes(def) : [],
        };
      }),
    });
  }
  return tables;
}

/** Differences between one page table and the action's parameters, as `file:line message`. */
function checkParameterTable(file: string, table: ParameterTable, action: Action, complete: boolean): string[] {
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const row of table.rows) {
    const at = `${file}:${row.line}`;
    const param = action.parameters.find((p) => p.name === row.name);
    if (!param) {
      errors.push(`${at} \`${row.name}\` is not a parameter of ${action.name} (it has ${action.parameters.map((p) => p.name).join(', ') || 'none'}): fix the name or drop the row`);
      continue;
    }
    if (seen.has(row.name)) errors.push(`${at} \`${row.name}\` is listed twice`);
    seen.add(row.name);
    const type = TYPE_WORDS[row.type.toLowerCase()];
    if (type !== param.type) errors.push(`${at} \`${row.name}\` has type ${param.type} in ${DATA}; the page says "${row.type}" (write ${Object.keys(TYPE_WORDS).find((w) => TYPE_WORDS[w] === param.type)})`);
    const saysRequired = /^required\b/i.test(row.defaultText);
    if (param.required && !saysRequired) errors.push(`${at} \`${row.name}\` is required; write "required" in the Default column`);
    if (!param.required && saysRequired) errors.push(`${at} \`${row.name}\` is optional, but the page says "required"`);
    if (param.default !== undefined && !row.defaultCode.includes(param.default)) errors.push(`${at} \`${row.name}\` defaults to \`${param.default}\` in ${DATA}; the page says "${row.defaultText || '(empty)'}"`);
    if (param.default === undefined && row.defaultCode.length > 0) errors.push(`${at} \`${row.name}\` has no default in ${DATA}; the page gives \`${row.defaultCode.join('`, `')}\` (describe what happens instead, for example "none")`);
  }
  if (complete) {
    for (const p of action.parameters) {
      if (!seen.has(p.name)) errors.push(`${file}:${table.line} the table lacks \`${p.name}\` (${p.type}) of ${action.name}: add a row`);
    }
  }
  return errors;
}

function loadData(): RestliActions {
  return RestliActionsSchema.parse(parseYaml(readFileSync(path.join(root, DATA), 'utf8')));
}

function findAction(data: RestliActions, resource: string, name: string): Action | undefined {
  return data.resources.find((r) => r.name === resource)?.actions.find((a) => a.name === name);
}

const sample = loadData().resources[0]?.actions.find((a) => a.name === 'truncateTimeseriesAspect') as Action;
const page = [
  '# Truncate',
  '',
  '| Parameter | Type | Default | Meaning |',
  '| --- | --- | --- | --- |',
  '| `entityType` | string | required | x |',
  '| `aspect` | string | required | x |',
  '| `endTimeMillis` | long | required | x |',
  '| `dryRun` | boolean | `true` | x |',
  '| `batchSize` | integer | `5000` | x |',
  '| `timeoutSeconds` | long | no timeout | x |',
  '| `forceDeleteByQuery` | boolean | not set | x |',
  '| `forceReindex` | boolean | not set | x |',
  '',
].join('\n');
const check = (text: string, complete = true) => {
  const [table] = parameterTables(text, 'md');
  return table ? checkParameterTable('p.md', table, sample, complete) : ['no table'];
};

describe('checkParameterTable', () => {
  it('passes a table that matches the data', () => {
    expect(check(page)).toEqual([]);
  });

  it('fails a drifted type at its line', () => {
    expect(check(page.replace('| `timeoutSeconds` | long |', '| `timeoutSeconds` | integer |'))).toEqual([expect.stringMatching(/^p\.md:10 `timeoutSeconds` has type long/)]);
  });

  it('fails a drifted default, a wrong name and a wrong required flag', () => {
    expect(check(page.replace('`5000`', '`10000`'))).toEqual([expect.stringMatching(/^p\.md:9 `batchSize` defaults to `5000`/)]);
    expect(check(page.replace('`forceReindex`', '`forceReIndex`'))).toEqual([expect.stringMatching(/^p\.md:12 `forceReIndex` is not a parameter/), expect.stringMatching(/^p\.md:3 the table lacks `forceReindex`/)]);
    expect(check(page.replace('| `dryRun` | boolean | `true` |', '| `dryRun` | boolean | required |'))).toHaveLength(2);
    expect(check(page.replace('| `aspect` | string | required |', '| `aspect` | string | none |'))).toEqual([expect.stringMatching(/^p\.md:6 `aspect` is required/)]);
  });

  it('allows a partial table only where the claim says so', () => {
    const partial = page.split('\n').filter((l) => !l.includes('`forceReindex`')).join('\n');
    expect(check(partial, false)).toEqual([]);
    expect(check(partial, true)).toHaveLength(1);
  });
});

describe(`${PAGES_DIR} against ${DATA}`, () => {
  const data = loadData();
  const files = readdirSync(path.join(root, PAGES_DIR)).filter((f) => /\.mdx?$/.test(f));

  it('names an upstream source for every action', () => {
    const actions = data.resources.flatMap((r) => r.actions);
    expect(actions.length).toBeGreaterThanOrEqual(6);
    expect(CLAIMS.every((c) => findAction(data, c.resource, c.action))).toBe(true);
  });

  it('ties every parameter table to an action, and every claim to a table', () => {
    const unclaimed: string[] = [];
    for (const file of files) {
      const tables = parameterTables(readFileSync(path.join(root, PAGES_DIR, file), 'utf8'), file.endsWith('.mdx') ? 'mdx' : 'md');
      const claims = CLAIMS.filter((c) => c.file === file);
      for (const t of tables) {
        if (!claims.some((c) => c.heading === undefined || c.heading === t.heading)) unclaimed.push(`${PAGES_DIR}/${file}:${t.line} parameter table under "${t.heading ?? ''}" documents no known action: add it to CLAIMS`);
      }
      for (const c of claims) {
        const n = tables.filter((t) => c.heading === undefined || c.heading === t.heading).length;
        if (n !== 1) unclaimed.push(`${PAGES_DIR}/${file}: expected one parameter table for ${c.action}${c.heading ? ` under "${c.heading}"` : ''}, found ${n}`);
      }
    }
    expect(unclaimed).toEqual([]);
  });

  it('lists the parameters as the data does', () => {
    const drift = CLAIMS.flatMap((c) => {
      const file = `${PAGES_DIR}/${c.file}`;
      const action = findAction(data, c.resource, c.action);
      const table = parameterTables(readFileSync(path.join(root, file), 'utf8'), c.file.endsWith('.mdx') ? 'mdx' : 'md').find((t) => c.heading === undefined || c.heading === t.heading);
      return action && table ? checkParameterTable(file, table, action, c.complete) : [];
    });
    expect(drift).toEqual([]);
  });
});
