import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConnectors } from '../../src/build/sources/connectors/load-connectors.ts';
import { checkRecipeOptionTables, recipeOptionRows, schemaHasOption } from '../../src/lint/recipe-option-tables.ts';

const root = path.resolve(import.meta.dirname, '../..');

const page = ['# Config', '', '| Goal | Recipe option |', '| --- | --- |', '| Profile | `profiling.enabled: true`, with `profile_pattern` on `db.table` (or `x.y`) |', '| Pages | Lower `page_size`, or the `*_page_size` options |', '', 'After `ignored`.'].join('\n');
const schema = { type: 'object', properties: { profiling: { type: 'object', properties: { enabled: { type: 'boolean' } } }, profile_pattern: {}, page_size: {} } };

describe('recipeOptionRows', () => {
  it('reads option paths from the second column, without values or wildcards', () => {
    expect(recipeOptionRows(page)).toEqual([
      { line: 5, options: ['profiling.enabled', 'profile_pattern'] },
      { line: 6, options: ['page_size'] },
    ]);
  });
});

describe('checkRecipeOptionTables', () => {
  it('passes a table whose options all exist', () => {
    expect(checkRecipeOptionTables('p.md', page, 'x', [schema])).toEqual([]);
  });

  it('reports a drifted row at its line', () => {
    const drifted = page.replace('`profile_pattern`', '`profiling_pattern`');
    const drift = checkRecipeOptionTables('p.md', drifted, 'x', [schema]);
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatchObject({ file: 'p.md', line: 5 });
    expect(drift[0]?.message).toContain('`profiling_pattern`');
  });

  it('follows nested properties', () => {
    expect(schemaHasOption(schema, 'profiling.enabled')).toBe(true);
    expect(schemaHasOption(schema, 'profiling.missing')).toBe(false);
  });
});

describe('quick-ingestion configuration pages against reference/connectors', () => {
  const set = loadConnectors(path.join(root, 'reference/connectors'), 'reference/connectors');
  const guides = (set?.published ?? []).filter((c) => c.quickIngestionGuide?.startsWith('/docs/quick-ingestion-guides/'));

  it('finds the guides', () => {
    expect(guides.length).toBeGreaterThanOrEqual(6);
  });

  it('names only options the connector declares', () => {
    const drift = guides.flatMap((c) => {
      const dir = path.dirname((c.quickIngestionGuide ?? '').replace(/^\/docs\//, ''));
      const file = `content/docs/${dir}/configuration.mdx`;
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        return [];
      }
      return checkRecipeOptionTables(file, text, c.id, c.plugins.map((p) => p.configSchema));
    });
    expect(drift.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([]);
  });
});
