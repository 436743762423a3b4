import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { RecipeBuilderProps } from '../../shared/recipe-builder.ts';
import { recipeBuilderProps } from '../../build/sources/connectors/recipe-builder-section.tsx';
import type { Connector } from '../../build/sources/connectors/schema.ts';
import { buildFormModel, envVarName, fieldForPath, type FormModel, type JsonSchema } from './form-model.ts';
import { formatAjvErrors, MAX_RECIPE_CHARS, pointerToPath, precheckRecipeText, readRecipe, valuesFromConfig } from './load-recipe.ts';
import { loadRecipeText, type LoadDeps } from './load-text.ts';
import { parseRecipeYaml } from './parse-yaml.ts';
import { buildRecipe, DEFAULT_SINK, type BuilderState } from './recipe.ts';

const DIR = path.resolve(import.meta.dirname, '../../../reference/connectors');
const connectors = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => parse(readFileSync(path.join(DIR, f), 'utf8')) as Connector)
  .filter((c) => c.verified);
const byId = (id: string) => connectors.find((c) => c.id === id)!;
const snowflake = byId('snowflake');
const snowflakePlugin = snowflake.plugins[0]!;
const snowflakeProps: RecipeBuilderProps = recipeBuilderProps(snowflake, '/docs/generated/ingestion/sources');
const snowflakeModel = () => buildFormModel(snowflakePlugin.configSchema as JsonSchema, snowflakeProps.plugins[0]!.mainFields, 'snowflake');

const ajv = new Ajv({ allErrors: true, strict: false, logger: false, code: { optimize: false } });
ajv.addFormat('password', true);

/** The loader's dependencies without a browser: `yaml` and ajv in this process. */
function nodeDeps(props: RecipeBuilderProps, connector: Connector): LoadDeps {
  const schema = (name: string) => connector.plugins.find((p) => p.name === name)!.configSchema as JsonSchema;
  return {
    props,
    parse: async (text) => ({ id: 0, ...parseRecipeYaml(text) }),
    validate: async (plugin, config) => {
      const validate = ajv.compile(schema(plugin));
      return validate(config) ? [] : (validate.errors ?? []).map((e) => ({ instancePath: e.instancePath, schemaPath: e.schemaPath, keyword: e.keyword, params: e.params as Record<string, unknown>, message: e.message }));
    },
    model: async (plugin) => buildFormModel(schema(plugin), props.plugins.find((p) => p.name === plugin)!.mainFields, connector.id),
    pluginIndex: async () => ({ plugins: Object.fromEntries(connectors.flatMap((c) => c.plugins.map((p) => [p.name, { connector: c.id, displayName: c.displayName, route: `/docs/generated/ingestion/sources/${c.id}` }]))) }),
  };
}

function state(model: FormModel, patch: Partial<BuilderState> = {}): BuilderState {
  void model;
  return { plugin: 'snowflake', values: {}, sink: { ...DEFAULT_SINK }, pipelineName: '', unknown: {}, extras: {}, ...patch };
}

describe('schema → form model', () => {
  it('puts required and starter fields first, in that order, and folds the rest', () => {
    const model = snowflakeModel();
    expect(model.fields.slice(0, model.mainCount).map((f) => f.name)).toEqual(['account_id', 'warehouse', 'username', 'password', 'role', 'database_pattern', 'include_table_lineage', 'include_usage_stats', 'profiling']);
    expect(model.fields.length).toBe(Object.keys((snowflakePlugin.configSchema as JsonSchema).properties!).length);
    expect(model.byPath.get('account_id')).toMatchObject({ kind: 'text', required: true });
  });

  it('picks a control per type: secrets, enums, booleans, numbers, lists, patterns, objects, JSON', () => {
    const model = snowflakeModel();
    expect(model.byPath.get('password')).toMatchObject({ kind: 'secret', envVar: 'SNOWFLAKE_PASSWORD' });
    expect(model.byPath.get('oauth_config.client_secret')).toMatchObject({ kind: 'secret', envVar: 'SNOWFLAKE_CLIENT_SECRET' });
    expect(model.byPath.get('private_key_path')?.kind).toBe('text');
    expect(model.byPath.get('authentication_type')).toMatchObject({ kind: 'enum', default: 'DEFAULT_AUTHENTICATOR' });
    expect(model.byPath.get('authentication_type')?.enumValues).toContain('KEY_PAIR_AUTHENTICATOR');
    expect(model.byPath.get('database_pattern')).toMatchObject({ kind: 'object', pattern: true });
    expect(model.byPath.get('database_pattern')?.children?.map((c) => [c.name, c.kind])).toEqual([['allow', 'list'], ['deny', 'list'], ['ignoreCase', 'boolean']]);
    expect(model.byPath.get('oauth_config')).toMatchObject({ kind: 'object' });
    expect(model.byPath.get('oauth_config')?.pattern).toBeUndefined();
    expect(model.byPath.get('oauth_config.provider')).toMatchObject({ kind: 'enum', required: true });
    expect(model.byPath.get('connect_args')?.kind).toBe('json');
    expect(model.byPath.get('include_table_lineage')?.kind).toBe('boolean');
    const integer = [...model.byPath.values()].find((f) => f.kind === 'integer');
    expect(integer).toBeDefined();
  });

  it('gives a union (anyOf) a JSON control and finds the field of a nested error path', () => {
    const bigquery = byId('bigquery').plugins[0]!;
    const model = buildFormModel(bigquery.configSchema as JsonSchema, [], 'bigquery');
    expect(model.byPath.get('capture_table_label_as_tag')?.kind).toBe('json');
    expect(fieldForPath(snowflakeModel(), 'database_pattern.allow[0]')?.path).toBe('database_pattern.allow');
    expect(envVarName('bigquery', 'credential.private_key')).toBe('BIGQUERY_PRIVATE_KEY');
  });
});

describe('form state → recipe', () => {
  it('writes only what was set, typed as the schema says, and the chosen sink', () => {
    const model = snowflakeModel();
    const values = { account_id: 'xy12345.us-east-2.aws', username: 'DATAHUB', password: '${SNOWFLAKE_PASSWORD}', 'database_pattern.allow': '^ANALYTICS$\n\n^SALES$ ', include_table_lineage: false, 'profiling.enabled': true, authentication_type: '', warehouse: '' };
    const { recipe, problems } = buildRecipe(model, state(model, { values, sink: { ...DEFAULT_SINK, type: 'file', filename: './out.json' } }));
    expect(problems).toEqual([]);
    expect(recipe).toEqual({
      source: { type: 'snowflake', config: { account_id: 'xy12345.us-east-2.aws', username: 'DATAHUB', password: '${SNOWFLAKE_PASSWORD}', database_pattern: { allow: ['^ANALYTICS$', '^SALES$'] }, include_table_lineage: false, profiling: { enabled: true } } },
      sink: { type: 'file', config: { filename: './out.json' } },
    });
  });

  it('turns numbers into numbers, keeps text that is not one (validation names it), and reports bad JSON', () => {
    const model = snowflakeModel();
    const integer = [...model.byPath.values()].find((f) => f.kind === 'integer')!;
    const ok = buildRecipe(model, state(model, { values: { [integer.path]: '12' } }));
    expect(JSON.stringify(ok.recipe.source.config)).toContain(':12');
    const bad = buildRecipe(model, state(model, { values: { [integer.path]: 'twelve', connect_args: '{nope' } }));
    expect(JSON.stringify(bad.recipe.source.config)).toContain('"twelve"');
    expect(bad.problems).toEqual([expect.objectContaining({ path: 'source.config.connect_args', field: 'connect_args', severity: 'error' })]);
  });

  it('warns about a secret written in clear, and checks the sink', () => {
    const model = snowflakeModel();
    const { recipe, problems } = buildRecipe(model, state(model, { values: { password: 'hunter2' }, sink: { ...DEFAULT_SINK, server: 'localhost:8080', token: '${DATAHUB_GMS_TOKEN}' }, pipelineName: 'snowflake_prod' }));
    expect(recipe.pipeline_name).toBe('snowflake_prod');
    expect(recipe.sink).toEqual({ type: 'datahub-rest', config: { server: 'localhost:8080', token: '${DATAHUB_GMS_TOKEN}' } });
    expect(problems.map((p) => [p.path, p.severity])).toEqual([
      ['source.config.password', 'warning'],
      ['sink.config.server', 'error'],
    ]);
    const kafka = buildRecipe(model, state(model, { sink: { ...DEFAULT_SINK, type: 'datahub-kafka', bootstrap: 'broker:9092' } }));
    expect(kafka.recipe.sink).toEqual({ type: 'datahub-kafka', config: { connection: { bootstrap: 'broker:9092', schema_registry_url: 'http://localhost:8081' } } });
  });

  it('round-trips every published starter recipe through the form unchanged', async () => {
    let plugins = 0;
    for (const connector of connectors) {
      const props = recipeBuilderProps(connector, '/docs/generated/ingestion/sources');
      for (const plugin of connector.plugins) {
        const outcome = await loadRecipeText(nodeDeps(props, connector), plugin.starterRecipe);
        expect(outcome.kind, plugin.name).toBe('loaded');
        if (outcome.kind !== 'loaded') continue;
        expect(outcome.problems.filter((p) => p.severity === 'error'), plugin.name).toEqual([]);
        const { recipe } = buildRecipe(outcome.model, outcome.state);
        const starter = parse(plugin.starterRecipe) as Record<string, unknown>;
        expect(recipe, plugin.name).toEqual(starter);
        plugins += 1;
      }
    }
    expect(plugins).toBeGreaterThan(100);
  });
});

describe('YAML → form state, with every problem', () => {
  const load = (text: string) => loadRecipeText(nodeDeps(snowflakeProps, snowflake), text);

  it('reports a wrong type at its path and line, and an unknown field with a suggestion', async () => {
    const outcome = await load('source:\n  type: snowflake\n  config:\n    account_id: 12345\n    acount_id: x\n    include_table_lineage: "yes"\nsink:\n  type: datahub-rest\n  config:\n    server: http://localhost:8080\n');
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    const lines = outcome.problems.map((p) => `${p.line}: ${p.path}: ${p.message}`);
    expect(lines).toEqual(['4: source.config.account_id: must be string', '5: source.config.acount_id: unknown field: the snowflake configuration has no such option (did you mean `account_id`?)', '6: source.config.include_table_lineage: must be boolean']);
    expect(outcome.state.values.account_id).toBe('12345');
    expect(outcome.state.values.include_table_lineage).toBeUndefined();
    expect(outcome.state.unknown).toEqual({ acount_id: 'x' });
    expect(outcome.problems[0]!.field).toBe('account_id');
  });

  it('points a recipe of another connector to its page', async () => {
    const bigquery = byId('bigquery').plugins[0]!.starterRecipe;
    expect(await load(bigquery)).toEqual({ kind: 'wrong', type: 'bigquery', target: { displayName: 'BigQuery', route: '/docs/generated/ingestion/sources/bigquery' } });
    expect(await load('source:\n  type: nosuchsource\n')).toEqual({ kind: 'wrong', type: 'nosuchsource', target: undefined });
  });

  it('refuses what is not a recipe with a clear message: syntax, junk, size, alias bombs, nesting', async () => {
    const syntax = await load('source:\n  type: snowflake\n   config: [\n');
    expect(syntax).toMatchObject({ kind: 'failed', message: 'The text is not valid YAML.' });
    expect(syntax.kind === 'failed' && syntax.problems[0]).toMatchObject({ line: 2, message: expect.stringMatching(/^column \d+: /) });
    expect(await load('just a string')).toMatchObject({ kind: 'failed', message: 'This is not an ingestion recipe.' });
    expect(await load('\u0000\u0001PK\u0003\u0004binary')).toMatchObject({ kind: 'failed', message: expect.stringContaining('does not look like text') });
    expect(await load(`# ${'x'.repeat(MAX_RECIPE_CHARS)}`)).toMatchObject({ kind: 'failed', message: expect.stringContaining('at most 200 KB') });
    expect(precheckRecipeText('  ')).toContain('Paste a recipe first');
    const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`)].join('\n');
    const started = performance.now();
    expect(await load(bomb)).toMatchObject({ kind: 'failed', message: expect.stringContaining('aliases') });
    expect(performance.now() - started).toBeLessThan(1000);
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const nested = await load(deep);
    expect(nested.kind).toBe('failed');
  });

  it('keeps top-level options it does not edit, and reads each sink', () => {
    const read = readRecipe({ source: { type: 'snowflake', config: {} }, sink: { type: 'datahub-kafka', config: { connection: { bootstrap: 'b:9092', producer_config: { acks: 'all' } } } }, pipeline_name: 'p', transformers: [{ type: 'simple_add_dataset_tags' }], colour: 'blue' });
    expect(read.kind).toBe('recipe');
    if (read.kind !== 'recipe') return;
    expect(read.pipelineName).toBe('p');
    expect(read.extras).toEqual({ transformers: [{ type: 'simple_add_dataset_tags' }] });
    expect(read.sink).toMatchObject({ type: 'datahub-kafka', bootstrap: 'b:9092', more: { connection: { producer_config: { acks: 'all' } } } });
    expect(read.problems.map((p) => p.path)).toEqual(['colour']);
  });

  it('formats validator errors as recipe paths', () => {
    const model = snowflakeModel();
    expect(pointerToPath('/database_pattern/allow/0')).toBe('database_pattern.allow[0]');
    const problems = formatAjvErrors(
      [
        { instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'account_id' }, message: "must have required property 'account_id'" },
        { instancePath: '/authentication_type', schemaPath: '#/properties/authentication_type/enum', keyword: 'enum', params: { allowedValues: ['A', 'B'] }, message: 'must be equal to one of the allowed values' },
      ],
      model,
    );
    expect(problems.map((p) => `${p.path}: ${p.message} → ${p.field}`)).toEqual(['source.config.account_id: is required → account_id', 'source.config.authentication_type: must be one of: "A", "B" → authentication_type']);
    expect(valuesFromConfig(model, { database_pattern: { allow: ['a', 'b'] } }, 'partial', 'snowflake').values).toEqual({ 'database_pattern.allow': 'a\nb' });
  });
});
