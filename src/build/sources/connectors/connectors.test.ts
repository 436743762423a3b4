import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsThrownBy } from '../../../../tests/helpers/problems.ts';
import { loadConnectors } from './load-connectors.ts';
import { buildConnectorPages, configRows } from './pages.tsx';

const SNOWFLAKE = `id: snowflake
displayName: Snowflake
description: Reads databases, schemas, tables and views from Snowflake. It also extracts lineage.
platformTypes: [Database]
connectionType: Pull
prerequisites:
  - A role that can use the warehouse.
verified: true
plugins:
  - name: snowflake
    supportStatus: CERTIFIED
    installExtra: acryl-datahub[snowflake]
    capabilities:
      LINEAGE_FINE: { supported: true, note: On by default. }
      TAGS: { supported: false }
    configCoverage: partial
    configSchema:
      type: object
      required: [account_id]
      properties:
        account_id: { type: string, description: The account identifier. }
        password: { type: string, format: password, description: Password. }
        profiling:
          type: object
          properties:
            enabled: { type: boolean, default: false, description: Turn profiling on. }
        database_pattern:
          type: object
          properties:
            allow: { type: array, items: { type: string }, default: [".*"] }
    starterRecipe: |
      source:
        type: snowflake
        config:
          account_id: abc123
          password: \${SNOWFLAKE_PASSWORD}
      sink:
        type: datahub-rest
        config:
          server: http://localhost:8080
`;

function dir(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'connectors-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  return root;
}

const problemsOf = (files: Record<string, string>) => problemsThrownBy(() => loadConnectors(dir(files), 'reference/connectors'));

describe('loadConnectors', () => {
  it('publishes only verified connectors', () => {
    const set = loadConnectors(dir({ 'snowflake.yaml': SNOWFLAKE, 'mysql.yaml': SNOWFLAKE.replace(/snowflake/g, 'mysql').replace('verified: true', 'verified: false') }), 'x')!;
    expect(set.published.map((c) => c.id)).toEqual(['snowflake']);
    expect(set.unverified).toEqual(['mysql']);
  });

  it('stops on a recipe that breaks its config schema, naming the field', () => {
    const problems = problemsOf({ 'snowflake.yaml': SNOWFLAKE.replace('account_id: abc123', 'account_id: 42') });
    expect(problems[0]).toMatchObject({ code: 'DATA_INVALID', file: 'reference/connectors/snowflake.yaml' });
    expect(problems[0]?.message).toContain('starterRecipe: source.config.account_id must be string');
  });

  it('stops on a recipe for another plugin and on a schema error with its line', () => {
    expect(problemsOf({ 'snowflake.yaml': SNOWFLAKE.replace('        type: snowflake', '        type: mysql') })[0]?.message).toContain('source.type is "mysql", expected "snowflake"');
    expect(problemsOf({ 'snowflake.yaml': SNOWFLAKE.replace('supportStatus: CERTIFIED', 'supportStatus: GOLD') })[0]).toMatchObject({ line: 11 });
  });
});

describe('connector pages', () => {
  it('flattens the config schema into dotted rows', () => {
    const set = loadConnectors(dir({ 'snowflake.yaml': SNOWFLAKE }), 'x')!;
    const rows = configRows(set.published[0]!.plugins[0]!.configSchema as never);
    expect(rows.map((r) => [r.path, r.type, r.required])).toEqual([
      ['account_id', 'string', true],
      ['password', 'string', false],
      ['profiling', 'object', false],
      ['profiling.enabled', 'boolean', false],
      ['database_pattern', 'object', false],
      ['database_pattern.allow', 'array of string', false],
    ]);
    expect(rows.find((r) => r.path === 'password')?.secret).toBe(true);
  });

  it('renders the source page, the index and the capability matrix', async () => {
    const set = loadConnectors(dir({ 'snowflake.yaml': SNOWFLAKE }), 'x')!;
    const pages = await buildConnectorPages(set.published, new Set());
    expect(pages.map((p) => p.route)).toEqual(['/docs/generated/ingestion/sources/snowflake', '/docs/generated/ingestion/sources', '/docs/generated/ingestion/capability-matrix']);
    const source = pages[0]!.bodyHtml!;
    expect(source).toContain('Certified');
    expect(source).toMatch(/Column-level Lineage<\/td><td>✓ Yes<\/td><td><span>On by default\./);
    expect(source).toMatch(/Extract Tags<\/td><td>✗ No/);
    expect(source).toContain('class="code-block"');
    expect(source).toContain('acryl-datahub[snowflake]');
    expect(source).toContain('id="snowflake.profiling.enabled"');
    const matrix = pages[2]!.bodyHtml!;
    expect(matrix).toContain('data-status="CERTIFIED"');
    expect(matrix).toMatch(/data-caps="[^"]*LINEAGE_FINE/);
    // Two elements a cell: the mark is CSS (td::before), the words are for screen readers and the Markdown twin.
    expect(matrix).toContain('<td class="y"><span class="sr-only">Supported</span></td>');
    expect(matrix).toContain('<td><span class="sr-only">Not supported</span></td>');
    expect(matrix).not.toMatch(/<td><span aria-hidden/);
    expect(pages[1]!.bodyHtml).toContain('<h2 id="type-database">Database</h2>');
  });
});
