import path from 'node:path';
import { buildSchema, parse, print, printSchema, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkerHref, GRAPHQL_CHECKER_ROUTE, GRAPHQL_SCHEMA_FILE, GRAPHQL_SCHEMA_LEAN_FILE, GRAPHQL_TYPES_FILE } from '../../../shared/graphql-checker.ts';
import { compileToHtml } from '../../compile/compile-html.ts';
import type { PageContext } from '../../markdown/facts.ts';
import { checkerExample, graphqlCheckerFiles, leanSdl } from './checker-page.tsx';
import { loadGraphqlSchema } from './load-schema.ts';
import { buildGraphqlModel } from './model.ts';

const SDL = '"Root."\ntype Query {\n  "A tag by URN."\n  tag(urn: String!): Tag\n}\n"A tag."\ntype Tag {\n  name: String\n}\n';

describe('GraphQL checker files', () => {
  const files = graphqlCheckerFiles(buildGraphqlModel(buildSchema(SDL)));

  it('publishes the schema with and without descriptions, and where each type is documented', () => {
    expect(files.get(GRAPHQL_SCHEMA_FILE)).toContain('"""A tag by URN."""');
    expect(files.get(GRAPHQL_SCHEMA_LEAN_FILE)).not.toContain('A tag');
    expect(buildSchema(files.get(GRAPHQL_SCHEMA_LEAN_FILE)!).getType('Tag')).toBeDefined();
    expect(JSON.parse(files.get(GRAPHQL_TYPES_FILE)!)).toEqual({
      types: { Tag: '/docs/graphql/objects#tag', String: '/docs/graphql/scalars#string', Boolean: '/docs/graphql/scalars#boolean' },
      roots: { Query: { tag: '/docs/graphql/queries/tag' } },
    });
  });

  it('drops exactly the descriptions, whatever they hold', () => {
    const withoutDescriptions = (sdl: string) =>
      print(visit(parse(sdl), { enter: (node) => ('description' in node && node.description ? { ...node, description: undefined } : undefined) }));
    const tricky = buildSchema(String.raw`
      "Has \"\"\" and \"quotes\"\n\nand lines."
      type Query {
        "One line."
        a("Arg." x: Int, y: String): Int
        """
        Block \""" inside, "quoted".
        """
        b: String
      }
    `);
    const real = loadGraphqlSchema(path.resolve(import.meta.dirname, '../../../../reference/graphql'), 'reference/graphql')!;
    for (const schema of [tricky, real]) {
      const sdl = printSchema(schema);
      expect(sdl).toContain('"""');
      expect(print(parse(leanSdl(sdl)))).toBe(withoutDescriptions(sdl));
    }
  });

  it('starts from an example only when it validates against the schema', () => {
    expect(checkerExample(buildSchema(SDL))).toBe('');
  });
});

describe('"Open in checker" under GraphQL examples', () => {
  const ctx = (graphqlChecker?: string): PageContext => ({ file: 'a.md', lineOffset: 0, route: '/docs/a', sourceDir: '.', relPath: 'a.md', routeOfFile: new Map(), assetBase: '/assets', frontMatterTitle: 'A', graphqlChecker });
  const html = async (md: string, checker?: string) => {
    const { html, facts } = await compileToHtml(md, 'md', ctx(checker));
    expect(facts.problems).toEqual([]);
    return html;
  };

  it('links an operation to the checker with the query in ?q=', async () => {
    const out = await html('```graphql\nquery { tag(urn: "x") { name } }\n```\n', GRAPHQL_CHECKER_ROUTE);
    expect(out).toContain(`<div class="code-actions" data-pagefind-ignore=""><a href="${checkerHref('query { tag(urn: "x") { name } }')}" class="code-action">Open in checker</a></div>`);
  });

  it('leaves schema snippets, broken code and sites without a checker alone', async () => {
    expect(await html('```graphql\ntype Tag { name: String }\n```\n', GRAPHQL_CHECKER_ROUTE)).not.toContain('code-action');
    expect(await html('```graphql\nquery {\n```\n', GRAPHQL_CHECKER_ROUTE)).not.toContain('code-action');
    expect(await html('```graphql\nquery { a }\n```\n')).not.toContain('code-action');
  });
});
