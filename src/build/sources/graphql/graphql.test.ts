import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsThrownBy } from '../../../../tests/helpers/problems.ts';
import { loadGraphqlSchema } from './load-schema.ts';
import { buildGraphqlModel, SPLIT_THRESHOLD } from './model.ts';
import { buildGraphqlPages } from './pages.tsx';

function schemaDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gql-'));
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const problemsOf = problemsThrownBy;

const SDL = `
"""
A custom scalar for *epoch* milliseconds.
"""
scalar Long
directive @aspectMapping(aspects: [String!]!) on FIELD_DEFINITION

type Query {
  "Reads a dataset by its \`urn\`."
  dataset(urn: String!, limit: Int = 10): Dataset
}

type Mutation {
  "Removes a tag."
  removeTag(urn: String!): Boolean @deprecated(reason: "Use \`removeTags\`.")
}

"Something with a URN."
interface Entity { urn: String! }

"""
A dataset.

- has a **schema**
- see [the docs](https://docs.datahub.com)
"""
type Dataset implements Entity {
  urn: String!
  origin: FabricType @aspectMapping(aspects: ["datasetKey"])
  lastSeen: Long
  owner: OwnerType
}

"Where an asset lives."
enum FabricType { PROD DEV @deprecated(reason: "Use TEST.") TEST }

type CorpUser { urn: String! }
type CorpGroup { urn: String! }
"An owner."
union OwnerType = CorpUser | CorpGroup
`;

describe('loadGraphqlSchema', () => {
  it('returns undefined without a folder', () => expect(loadGraphqlSchema('/no/such/folder', 'x')).toBeUndefined());

  it('names the file and line of a syntax error', () => {
    const dir = schemaDir({ 'a.graphql': 'type Query { a: Int }\n', 'b.graphql': 'type B {\n  x: Int\n' });
    expect(problemsOf(() => loadGraphqlSchema(dir, 'reference/graphql'))[0]).toMatchObject({ code: 'GRAPHQL_INVALID', file: 'reference/graphql/b.graphql', line: 3 });
  });

  it('names the file and line of an unknown type and of a duplicate field', () => {
    const dir = schemaDir({ 'a.graphql': 'type Query {\n  a: Thing\n}\n', 'b.graphql': 'type B {\n  x: Int\n  x: Int\n}\n' });
    const problems = problemsOf(() => loadGraphqlSchema(dir, 'reference/graphql'));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'reference/graphql/a.graphql', line: 2, message: expect.stringContaining('Unknown type "Thing"') }),
        expect.objectContaining({ file: 'reference/graphql/b.graphql', message: expect.stringContaining('"B.x" can only be defined once') }),
      ]),
    );
  });
});

describe('the GraphQL reference model and pages', () => {
  const schema = loadGraphqlSchema(schemaDir({ 'schema.graphql': SDL }), 'x')!;
  const model = buildGraphqlModel(schema);
  const pages = buildGraphqlPages(model);
  const pageAt = (route: string) => pages.find((p) => p.route === route)!;

  it('files every member under its section with an anchor', () => {
    expect(model.sections.queries.map((m) => m.name)).toEqual(['dataset']);
    expect(model.sections.objects.map((m) => m.href)).toContain('/docs/graphql/objects#dataset');
    expect(model.sections.scalars.map((m) => m.name)).toEqual(expect.arrayContaining(['Long', 'String', 'Boolean']));
    // Every operation has a page of its own under its section's index.
    expect(pages.map((p) => p.route)).toEqual(['queries', 'queries/dataset', 'mutations', 'mutations/removetag', 'objects', 'inputObjects', 'interfaces', 'unions', 'enums', 'scalars'].map((s) => `/docs/graphql/${s}`));
    expect(model.sections.queries[0]!.href).toBe('/docs/graphql/queries/dataset');
  });

  it('renders signatures, defaults, linked types and Markdown descriptions', () => {
    const queries = pageAt('/docs/graphql/queries/dataset').bodyHtml!;
    expect(queries).toContain('limit: <a href="/docs/graphql/scalars#int">Int</a> = 10');
    expect(queries).toContain('): <a href="/docs/graphql/objects#dataset">Dataset</a>');
    expect(queries).toContain('Reads a dataset by its <code>urn</code>.');
    const objects = pageAt('/docs/graphql/objects').bodyHtml!;
    expect(objects).toContain('<strong>schema</strong>');
    expect(objects).toContain('<a href="https://docs.datahub.com">the docs</a>');
    expect(objects).toMatch(/implements <span><span class="gql-sig-item"><a href="\/docs\/graphql\/interfaces#entity">Entity<\/a><\/span><\/span>/);
    expect(pageAt('/docs/graphql/scalars').bodyHtml).toContain('<em>epoch</em>');
  });

  it('marks deprecated fields and enum values', () => {
    expect(pageAt('/docs/graphql/mutations/removetag').bodyHtml).toContain('Deprecated.</strong> <span>Use <code>removeTags</code>.</span>');
    expect(pageAt('/docs/graphql/enums').bodyHtml).toMatch(/id="fabrictype\.dev"[\s\S]*Deprecated\.<\/strong> <span>Use TEST\.<\/span>/);
  });

  it('lists where a type is used: fields, arguments, implementations and unions', () => {
    const usages = (name: string) => (model.usedBy.get(name) ?? []).map((u) => `${u.how} ${u.label}`);
    expect(usages('Dataset')).toEqual(['returns Query.dataset']);
    expect(usages('String')).toEqual(expect.arrayContaining(['argument dataset(urn)', 'returns Dataset.urn']));
    expect(usages('Entity')).toEqual(['implemented by Dataset']);
    expect(usages('CorpUser')).toEqual(['member of OwnerType']);
    expect(pageAt('/docs/graphql/objects').ids.has('dataset.origin')).toBe(true);
  });
});

describe('a large schema of our own making', () => {
  it(`splits sections past ${SPLIT_THRESHOLD} members into a page each, with index anchors`, () => {
    const types = Array.from({ length: 2500 }, (_, i) => `"Type ${i} with \`code\`."\ntype T${i} {\n  id: ID!\n  next: T${(i + 1) % 2500}\n  list(first: Int = 5): [T${(i + 7) % 2500}!]!\n}\n`).join('\n');
    const inputs = Array.from({ length: 400 }, (_, i) => `input I${i} { value: String = "x" }`).join('\n');
    const enums = Array.from({ length: 300 }, (_, i) => `enum E${i} { A B @deprecated C }`).join('\n');
    const root = `type Query {\n${Array.from({ length: 300 }, (_, i) => `  q${i}(input: I${i % 400}, e: E${i % 300}): T${i}`).join('\n')}\n}\n`;
    const started = performance.now();
    const schema = loadGraphqlSchema(schemaDir({ 'a.graphql': root, 'b.graphql': types, 'c.graphql': `${inputs}\n${enums}` }), 'x')!;
    const model = buildGraphqlModel(schema);
    const pages = buildGraphqlPages(model);
    const seconds = (performance.now() - started) / 1000;
    expect([...model.split].sort()).toEqual(['enums', 'inputObjects', 'mutations', 'objects', 'queries']);
    // ID, Int and String are used in more than USED_BY_INLINE places: each gets a "used by" page.
    expect(pages.length).toBe(8 + 2500 + 400 + 300 + 300 + model.usedByPage.size);
    expect([...model.usedByPage.keys()].sort()).toEqual(['ID', 'Int', 'String']);
    const index = pages.find((p) => p.route === '/docs/graphql/objects')!;
    expect(index.ids.has('t42')).toBe(true);
    expect(index.bodyHtml).toContain('<a href="/docs/graphql/objects/t42"><code>T42</code></a>');
    const t42 = pages.find((p) => p.route === '/docs/graphql/objects/t42')!;
    expect(t42.parentRoute).toBe('/docs/graphql/objects');
    expect(t42.bodyHtml).toContain('next: <a href="/docs/graphql/objects/t43">T43</a>');
    expect(seconds).toBeLessThan(60); // a generous guard against pathological slowness, not a benchmark
  }, 120_000);
});
