import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { problemsThrownBy } from '../../../../tests/helpers/problems.ts';
import { loadGraphqlExamples } from './examples.ts';
import { graphqlExamplesFor } from './examples-html.ts';
import { loadGraphqlSchema } from './load-schema.ts';
import { buildGraphqlModel } from './model.ts';
import { buildGraphqlPages } from './pages.tsx';

const SDL = `
type Query {
  "Reads a dataset."
  dataset(urn: String!): Dataset
  search(input: SearchInput!): SearchResults
}
type Mutation { addTag(urn: String!, tag: String!): Boolean }
interface Entity { urn: String! }
type Dataset implements Entity { urn: String! name: String! tags: [String!] platform: Platform }
type Chart implements Entity { urn: String! title: String }
type Platform { name: String! }
input SearchInput { query: String! count: Int }
type SearchResults { total: Int! results: [Entity!]! }
`;
const schema = buildSchema(SDL);

const GOOD = `examples:
  - operation: Query.dataset
    title: Read a dataset
    request: |
      query get($urn: String!) {
        dataset(urn: $urn) {
          urn
          label: name
          platform {
            name
          }
        }
      }
    variables:
      urn: "urn:li:dataset:(urn:li:dataPlatform:hive,db.table,PROD)"
    response:
      data:
        dataset:
          urn: "urn:li:dataset:(urn:li:dataPlatform:hive,db.table,PROD)"
          label: db.table
          platform:
            name: hive
  - operation: Query.search
    title: Search
    request: |
      query find($input: SearchInput!) {
        search(input: $input) {
          total
          results {
            urn
            ... on Dataset { name }
            ... on Chart { title }
          }
        }
      }
    variables:
      input: { query: orders, count: 2 }
    response:
      data:
        search:
          total: 2
          results:
            - urn: "urn:li:dataset:(urn:li:dataPlatform:hive,db.orders,PROD)"
              name: db.orders
            - urn: "urn:li:chart:(looker,orders.1)"
              title: Orders
`;

function folder(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gql-examples-'));
  writeFileSync(path.join(dir, 'examples.yaml'), text);
  return dir;
}

const problems = (text: string) => problemsThrownBy(() => loadGraphqlExamples(schema, folder(text), 'reference/graphql'));
/** The 1-based line of the first line of GOOD (edited) that contains `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('GraphQL worked examples', () => {
  it('accepts requests, variables and responses that fit the schema (aliases and fragments included)', () => {
    expect(loadGraphqlExamples(schema, folder(GOOD), 'reference/graphql').map((e) => e.operation)).toEqual(['Query.dataset', 'Query.search']);
  });

  it('has no examples without a file', () => {
    expect(loadGraphqlExamples(schema, mkdtempSync(path.join(tmpdir(), 'gql-none-')), 'x')).toEqual([]);
  });

  it('stops the build at the file line of a request field the schema does not have', () => {
    const text = GOOD.replace('          label: name\n', '          label: nmae\n');
    expect(problems(text)).toEqual([
      expect.objectContaining({ code: 'EXAMPLE_INVALID', file: 'reference/graphql/examples.yaml', line: lineOf(text, 'label: nmae'), column: 5, message: expect.stringContaining('Cannot query field "nmae" on type "Dataset"') }),
    ]);
  });

  it('reports a syntax error in the request at its file line', () => {
    const text = GOOD.replace('          platform {\n', '          platform {{\n');
    expect(problems(text)[0]).toMatchObject({ code: 'EXAMPLE_INVALID', line: lineOf(text, 'platform {{') });
  });

  it('reports a response key the request does not select, at that key, with the closest selection', () => {
    const text = GOOD.replace('          platform:\n            name: hive\n', '          platfrom:\n            name: hive\n');
    expect(problems(text)).toEqual([expect.objectContaining({ line: lineOf(text, 'platfrom:'), message: expect.stringMatching(/response key `platfrom` at `data\.dataset` is not selected by the request \(did you mean `platform`\?\)/) })]);
  });

  it('reports a response value of the wrong shape (an object where the schema has a scalar, a scalar where it has a list)', () => {
    const text = GOOD.replace('          total: 2\n', '          total:\n            value: 2\n').replace('          results:\n            - urn', '          results:\n            - urn');
    expect(problems(text)).toEqual([expect.objectContaining({ line: lineOf(text, '  total:'), message: expect.stringContaining('`data.search.total` must be a single Int value, not an object') })]);
    const notList = GOOD.replace('            name: hive\n', '            name: hive\n').replace(/results:\n[\s\S]*$/, 'results: none\n');
    expect(problems(notList)).toEqual([expect.objectContaining({ line: lineOf(notList, 'results: none'), message: expect.stringContaining('`data.search.results` must be a list') })]);
  });

  it('reports variables that do not fit their types, and variables the request does not declare', () => {
    const text = GOOD.replace('      input: { query: orders, count: 2 }\n', '      input: { query: orders, count: two }\n      extra: 1\n');
    const found = problems(text);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: lineOf(text, 'input: { query'), message: expect.stringContaining('Variable "$input" got invalid value "two" at "input.count"') }),
        expect.objectContaining({ line: lineOf(text, 'extra: 1'), message: expect.stringContaining('`extra` is not a variable of the request') }),
      ]),
    );
  });

  it('names the closest root field for an unknown operation, and checks the request selects it', () => {
    expect(problems(GOOD.replace('operation: Query.dataset', 'operation: Query.datset'))[0]).toMatchObject({ line: 2, message: expect.stringContaining('did you mean `Query.dataset`?') });
    expect(problems(GOOD.replace('operation: Query.dataset', 'operation: Mutation.addTag'))[0]).toMatchObject({ line: lineOf(GOOD, 'query get('), message: expect.stringContaining('is a mutation, but the request is a query') });
  });

  it('refuses two examples of one operation with the same title (their headings and anchors would clash)', () => {
    const text = GOOD.replace('operation: Query.search\n    title: Search', 'operation: Query.dataset\n    title: Read a dataset');
    expect(problems(text)).toEqual(expect.arrayContaining([expect.objectContaining({ line: text.split('\n').findLastIndex((l) => l.includes('title: Read a dataset')) + 1, message: expect.stringContaining('two examples titled') })]));
  });

  it('validates the file with zod, at the line of the field', () => {
    const text = GOOD.replace('    title: Search\n', '    title: Search\n    colour: red\n');
    expect(problems(text)[0]).toMatchObject({ code: 'DATA_INVALID', file: 'reference/graphql/examples.yaml', line: lineOf(text, '- operation: Query.search') });
  });
});

describe('the repository examples and operation pages', () => {
  const dir = path.resolve(import.meta.dirname, '../../../../reference/graphql');
  const real = loadGraphqlSchema(dir, 'reference/graphql')!;
  const model = buildGraphqlModel(real);

  it('cover searchAcrossEntities, scrollAcrossEntities and dataset, and render on their pages as tabs', async () => {
    const examples = await graphqlExamplesFor(model, dir, 'reference/graphql', false);
    expect([...examples.keys()]).toEqual(expect.arrayContaining(['Query.searchAcrossEntities', 'Query.scrollAcrossEntities', 'Query.dataset']));
    const pages = buildGraphqlPages(model, { examples });
    const page = pages.find((p) => p.route === '/docs/graphql/queries/searchacrossentities')!;
    expect(page.parentRoute).toBe('/docs/graphql/queries');
    expect(page.headings.map((h) => h.id)).toEqual(['arguments', 'returns', 'examples', 'example-find-datasets-by-name-on-one-platform']);
    expect(page.bodyHtml).toMatch(/role="tab"[^>]*>Request<[\s\S]*role="tab"[^>]*>Variables<[\s\S]*role="tab"[^>]*>Response</);
    expect(page.bodyHtml).toContain('href="/docs/api/graphql/checker?q=query%20findDatasets');
    expect(page.bodyHtml).toContain('<h2 id="returns">Returns</h2><p><code><a href="/docs/graphql/objects/searchresults">SearchResults</a></code>');
    // The index keeps every operation's anchor on its row, linked to the operation's page.
    const index = pages.find((p) => p.route === '/docs/graphql/queries')!;
    expect(index.ids.has('searchacrossentities')).toBe(true);
    expect(index.bodyHtml).toMatch(/<tr id="searchacrossentities"><td><a href="\/docs\/graphql\/queries\/searchacrossentities"><code>searchAcrossEntities<\/code><\/a><\/td><td><code>input: SearchAcrossEntitiesInput!<\/code><\/td>/);
    expect(index.bodyHtml!.length).toBeLessThan(60_000);
  }, 60_000);
});
