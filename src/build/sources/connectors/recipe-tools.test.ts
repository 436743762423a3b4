import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildRecipeToolFiles, withoutAnnotations } from './recipe-tools.ts';
import type { Connector } from './schema.ts';

const snowflake = parse(readFileSync(path.resolve(import.meta.dirname, '../../../../reference/connectors/snowflake.yaml'), 'utf8')) as Connector;

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; keyword: string; message?: string }[] | null };

describe('recipe tool files', () => {
  it('publishes the schema, a self-contained compiled validator and the plugin index', async () => {
    const files = await buildRecipeToolFiles([snowflake], '/docs/generated/ingestion/sources');
    expect([...files.keys()].sort()).toEqual(['/tools/recipes/index.json', '/tools/recipes/snowflake.schema.json', '/tools/recipes/snowflake.validate.js']);
    expect(JSON.parse(files.get('/tools/recipes/snowflake.schema.json')!)).toEqual(snowflake.plugins[0]!.configSchema);
    expect(JSON.parse(files.get('/tools/recipes/index.json')!)).toEqual({ plugins: { snowflake: { connector: 'snowflake', displayName: 'Snowflake', route: '/docs/generated/ingestion/sources/snowflake' } } });

    const code = files.get('/tools/recipes/snowflake.validate.js')!;
    expect(code).not.toMatch(/\brequire\(|\bimport\b[^(]/);
    // Descriptions are not carried into the browser's validator.
    expect(code).not.toContain('Snowflake account identifier');
    const validate = ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: Validate }).default;
    const starter = (parse(snowflake.plugins[0]!.starterRecipe) as { source: { config: unknown } }).source.config;
    expect(validate(starter)).toBe(true);
    expect(validate({ account_id: 12345, authentication_type: 'PASSWORD' })).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.message}`)).toEqual(['/account_id must be string', '/authentication_type must be equal to one of the allowed values']);

    // The second build reads the cache and gets the same module.
    const again = await buildRecipeToolFiles([snowflake], '/docs/generated/ingestion/sources');
    expect(again.get('/tools/recipes/snowflake.validate.js')).toBe(code);
  });

  it('strips annotations, never property names that look like them', () => {
    const schema = { type: 'object', description: 'x', properties: { description: { type: 'string', description: 'y', default: 'z' }, items: { type: 'array', items: { type: 'string', title: 't' } } }, required: ['description'] };
    expect(withoutAnnotations(schema)).toEqual({ type: 'object', properties: { description: { type: 'string' }, items: { type: 'array', items: { type: 'string' } } }, required: ['description'] });
  });
});
