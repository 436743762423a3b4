import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { BuildError, formatProblem, type Problem } from '../../src/build/errors.ts';
import { BASE_SIDEBARS, makeProject } from '../helpers/project.ts';

async function problemsOf(root: string): Promise<Problem[]> {
  try {
    await build({ root });
  } catch (error) {
    if (error instanceof BuildError) return error.problems;
    throw error;
  }
  throw new Error('expected the build to fail');
}

describe('a failed build leaves the previous site as it was', () => {
  let root: string;
  let before: string;
  beforeAll(async () => {
    root = makeProject();
    await build({ root });
    before = readFileSync(path.join(root, 'dist/docs/quickstart/index.html'), 'utf8');
  });

  it('keeps dist/ byte for byte and leaves no staging folder', async () => {
    writeFileSync(path.join(root, 'content/docs/quickstart.md'), '---\ntitle: Broken\nsidebar_lable: typo\n---\n\nBody.\n');
    const problems = await problemsOf(root);
    expect(problems[0]).toMatchObject({ code: 'FRONT_MATTER_INVALID', file: 'content/docs/quickstart.md', line: 3 });
    expect(readFileSync(path.join(root, 'dist/docs/quickstart/index.html'), 'utf8')).toBe(before);
    expect(readdirSync(root).filter((n) => n.startsWith('dist.'))).toEqual([]);
  });
});

// Single bad inputs of every kind are rows of bad-input-table.test.ts.
describe('bad input stops the build with file, line and fix', () => {
  it('reports every problem of the run at once', async () => {
    const problems = await problemsOf(makeProject({ 'content/docs/a.md': '# A\n\n[x](/docs/none)\n', 'content/docs/b.mdx': '# B\n\n<Nope />\n' }));
    expect(problems.map((p) => p.code).sort()).toEqual(['LINK_BROKEN', 'MDX_UNKNOWN_COMPONENT']);
  });

  it('builds a valid project', async () => {
    const root = makeProject();
    const report = await build({ root });
    expect(report.pages).toBeGreaterThan(10);
    expect(existsSync(path.join(root, 'dist/index.html'))).toBe(true);
  });
});

describe('generated reference input', () => {
  it('stops on a GraphQL schema with an unknown type, naming the file and line', async () => {
    const problems = await problemsOf(makeProject({ 'reference/graphql/schema.graphql': 'type Query {\n  dataset: Datset\n}\n' }));
    expect(problems[0]).toMatchObject({ code: 'GRAPHQL_INVALID', file: 'reference/graphql/schema.graphql', line: 2 });
    expect(formatProblem(problems[0]!)).toContain('Unknown type "Datset"');
  });

  it('stops when a page takes a generated route', async () => {
    const problems = await problemsOf(
      makeProject({ 'reference/graphql/schema.graphql': 'type Query {\n  a: Int\n}\n', 'content/docs/graphql/queries.md': '# Mine\n' }),
    );
    expect(problems[0]).toMatchObject({ code: 'ROUTE_DUPLICATE', file: 'content/docs/graphql/queries.md' });
  });

  it('generates the GraphQL pages of a small schema, with DOCS_GRAPHQL_DIR-style overrides', async () => {
    const root = makeProject({ 'other-schema/s.graphql': '"Reads a thing."\ntype Query {\n  thing: Thing\n}\n"A thing."\ntype Thing {\n  id: ID!\n}\n' });
    await build({ root, overrides: { reference: { graphql: 'other-schema' } } });
    const html = readFileSync(path.join(root, 'dist/docs/graphql/objects/index.html'), 'utf8');
    expect(html).toContain('id="thing"');
    expect(html).toContain('A thing.');
  });
});

describe('generated connector pages', () => {
  it('builds the pages of verified connectors and lists them in the sidebar', async () => {
    const connector = readFileSync(path.join(import.meta.dirname, '../../src/build/sources/connectors/connectors.test.ts'), 'utf8').match(/const SNOWFLAKE = `([\s\S]*?)`;/)![1]!.replace(/\\\$/g, '$');
    const root = makeProject({
      'reference/connectors/snowflake.yaml': connector,
      'sidebars.json': JSON.stringify({ overviewSidebar: [...BASE_SIDEBARS.overviewSidebar, { type: 'section', label: 'Sources', items: [{ type: 'reference', kind: 'connectors' }] }] }),
    });
    await build({ root });
    const page = readFileSync(path.join(root, 'dist/docs/generated/ingestion/sources/snowflake/index.html'), 'utf8');
    expect(page).toContain('<h1>Snowflake</h1>');
    expect(page).toContain('href="/docs/generated/ingestion/capability-matrix"');
    expect(readFileSync(path.join(root, 'dist/docs/generated/ingestion/capability-matrix/index.html'), 'utf8')).toContain('class="field-table matrix"');
  });
});

describe('GraphQL examples in pages', () => {
  const schema = { 'reference/graphql/schema.graphql': 'type Query {\n  dataset(urn: String!): Dataset\n}\ntype Dataset {\n  urn: String!\n  name: String\n}\n' };

  it('stops on an example that does not validate, at the line of the fault', async () => {
    const page = '# Read a dataset\n\nRun this:\n\n```graphql\nquery {\n  dataset(urn: "urn:li:dataset:x") {\n    nmae\n  }\n}\n```\n';
    const problems = await problemsOf(makeProject({ ...schema, 'content/docs/example.md': page }));
    expect(problems[0]).toMatchObject({ code: 'EXAMPLE_INVALID', file: 'content/docs/example.md', line: 8 });
    expect(problems[0]?.message).toContain('Cannot query field "nmae" on type "Dataset"');
  });

  it('accepts an example that validates', async () => {
    const page = '# Read a dataset\n\n```graphql\nquery {\n  dataset(urn: "urn:li:dataset:x") {\n    urn\n    name\n  }\n}\n```\n';
    await expect(build({ root: makeProject({ ...schema, 'content/docs/example.md': page }) })).resolves.toBeDefined();
  });
});

describe('recipe examples in pages', () => {
  const connector = readFileSync(path.join(import.meta.dirname, '../../src/build/sources/connectors/connectors.test.ts'), 'utf8').match(/const SNOWFLAKE = `([\s\S]*?)`;/)![1]!.replace(/\\\$/g, '$');
  const files = { 'reference/connectors/snowflake.yaml': connector.replace(/^verified: true\n/m, '') };

  it('stops on a recipe whose config breaks the connector schema, at the line of the field', async () => {
    const page = '# Ingest Snowflake\n\n```yaml\nsource:\n  type: snowflake\n  config:\n    account_id: abc123\n    profiling:\n      enabled: "yes"\n```\n';
    const problems = await problemsOf(makeProject({ ...files, 'content/docs/example.md': page }));
    expect(problems[0]).toMatchObject({ code: 'EXAMPLE_INVALID', file: 'content/docs/example.md', line: 9 });
    expect(problems[0]?.message).toContain('source.config.profiling.enabled must be boolean');
  });

  it('stops on an unknown source type, and leaves other YAML and custom class paths alone', async () => {
    const page = '# Recipes\n\n```yaml\nsource:\n  type: snowflak\n```\n\n```yaml\nsource:\n  type: my_pkg.MySource\n```\n\n```yaml\nkey: value\n```\n';
    const problems = await problemsOf(makeProject({ ...files, 'content/docs/example.md': page }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'EXAMPLE_INVALID', line: 5 });
    expect(problems[0]?.message).toContain('"snowflak" is not a known ingestion plugin');
  });

  it('accepts a recipe that validates', async () => {
    const page = '# Ingest Snowflake\n\n```yaml\nsource:\n  type: snowflake\n  config:\n    account_id: abc123\n    profiling:\n      enabled: true\n```\n';
    await expect(build({ root: makeProject({ ...files, 'content/docs/example.md': page }) })).resolves.toBeDefined();
  });
});

describe('data tables in pages', () => {
  const page = '---\ntitle: Releases\n---\n\nIntro.\n\n::data-table{name="releases"}\n\nAfter.\n';

  it('replaces the block with a table from content/data, newest first', async () => {
    const releases = '- version: v1.6.0\n  date: "2026-05-21"\n  highlights: Older.\n- version: v1.7.0\n  date: "2026-08-04"\n  highlights: Newer, with `code`.\n  helm: 1.1.0\n';
    const root = makeProject({ 'content/docs/releases.md': page, 'content/data/releases.yaml': releases });
    await build({ root });
    const html = readFileSync(path.join(root, 'dist/docs/releases/index.html'), 'utf8');
    expect(html.indexOf('v1.7.0')).toBeLessThan(html.indexOf('v1.6.0'));
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('Helm chart 1.1.0');
  });

  it('stops on a bad entry with the data file and line', async () => {
    const releases = '- version: v1.7.0\n  date: 4 August 2026\n  highlights: Newer.\n';
    const problems = await problemsOf(makeProject({ 'content/docs/releases.md': page, 'content/data/releases.yaml': releases }));
    expect(problems[0]).toMatchObject({ code: 'DATA_INVALID', file: 'content/data/releases.yaml', line: 2 });
    expect(problems[0]?.message).toContain('YYYY-MM-DD');
  });
});

describe('URNs in pages', () => {
  const entities = {
    'reference/entities/dataset.yaml': 'name: dataset\ncategory: core\ndescription: A table.\nkeyAspect: datasetKey\naspects: []\nurnExample: urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)\n',
    'reference/entities/dataPlatform.yaml': 'name: dataPlatform\ncategory: core\ndescription: A platform.\nkeyAspect: dataPlatformKey\naspects: []\nurnExample: urn:li:dataPlatform:hive\n',
    'reference/entities/aspects/datasetKey.yaml':
      'name: datasetKey\nrecord: DatasetKey\ndescription: Key.\nfields:\n  - { name: platform, type: urn, required: true, description: Platform. }\n  - { name: name, type: string, required: true, description: Name. }\n  - { name: origin, type: string, required: true, description: Env. }\n',
    'reference/entities/aspects/dataPlatformKey.yaml': 'name: dataPlatformKey\nrecord: DataPlatformKey\ndescription: Key.\nfields:\n  - { name: platformName, type: string, required: true, description: Name. }\n',
  };

  it('stops on a URN with the wrong number of key parts, at its line in the file', async () => {
    const page = '---\ntitle: URNs\n---\n\nA table: `urn:li:dataset:(urn:li:dataPlatform:hive,db.orders,PROD)`.\n\nA typo: `urn:li:dataset:(urn:li:dataPlatform:hive,db.orders)`.\n';
    const problems = await problemsOf(makeProject({ ...entities, 'content/docs/urns.md': page }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'URN_INVALID', file: 'content/docs/urns.md', line: 7 });
    expect(problems[0]?.message).toContain('has 3 key parts, this one has 2');
  });
});
