import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { problemsThrownBy } from '../../../../tests/helpers/problems.ts';
import { Toc } from '../../../components/Toc.tsx';
import { checkLinks } from '../../link/check-links.ts';
import { buildCheckerPage } from './checker-page.tsx';
import { loadGraphqlSchema } from './load-schema.ts';
import { buildGraphqlModel } from './model.ts';
import { buildGraphqlPages } from './pages.tsx';

/** A bookshop schema that is not DataHub's: defaults, 130 implementers of Node, long lists, headings and URLs in descriptions. */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FIXTURE = 'tests/fixtures/graphql-foreign';
const schema = loadGraphqlSchema(path.join(ROOT, FIXTURE), FIXTURE)!;
const model = buildGraphqlModel(schema);
const pages = buildGraphqlPages(model);
const html = (route: string): string => pages.find((p) => p.route === route)!.bodyHtml!;
/** A section page and its members' own pages (every operation has one), as one text. */
const sectionHtml = (list: typeof pages, route: string): string => list.filter((p) => p.route === route || p.route.startsWith(`${route}/`)).map((p) => p.bodyHtml!).join('');

const problemsOf = problemsThrownBy;

describe('the GraphQL reference of a schema that is not DataHub’s', () => {
  it('prints default values as GraphQL literals, as the SDL writes them', () => {
    const queries = sectionHtml(pages, '/docs/graphql/queries');
    expect(queries).toContain('orderBy: <a href="/docs/graphql/inputObjects#bookorder">BookOrder</a> = {direction: ASC, field: CREATED_AT}');
    expect(queries).toContain('align: <a href="/docs/graphql/enums#alignment">Alignment</a> = RIGHT');
    expect(queries).toContain('= [&quot;new&quot;, &quot;sale&quot;]');
    expect(queries).toContain('query: <a href="/docs/graphql/scalars#string">String</a> = &quot;*&quot;');
    const inputs = html('/docs/graphql/inputObjects');
    for (const literal of ['= []', '= {field: TITLE, direction: DESC}', '= &quot;none&quot;', '= LEFT', '= 1.5']) expect(inputs).toContain(literal);
    expect(html('/docs/graphql/objects')).toContain('= {direction: DESC, field: CREATED_AT}');
    expect(queries + inputs).not.toMatch(/&quot;(ASC|RIGHT|direction)&quot;/);
  });

  it('prints defaults of a schema built in code (no SDL) with graphql-js', () => {
    const Order = new GraphQLInputObjectType({ name: 'Order', fields: { field: { type: GraphQLString }, limit: { type: GraphQLInt } } });
    const Query = new GraphQLObjectType({
      name: 'Query',
      fields: { list: { type: GraphQLString, args: { order: { type: Order, defaultValue: { field: 'name', limit: 3 } }, tags: { type: new GraphQLList(GraphQLString), defaultValue: ['a'] } } } },
    });
    const code = buildGraphqlPages(buildGraphqlModel(new GraphQLSchema({ query: Query })));
    const body = sectionHtml(code, '/docs/graphql/queries');
    expect(body).toContain('= {field: &quot;name&quot;, limit: 3}');
    expect(body).toContain('= [&quot;a&quot;]');
  });

  it('lists every implementer of an interface with 100+ of them', () => {
    const interfaces = html('/docs/graphql/interfaces');
    const node = interfaces.slice(interfaces.indexOf('id="node"'));
    const nodeEntry = node.slice(0, node.indexOf('</section>'));
    expect(nodeEntry).toContain('Used by 133 places');
    for (let i = 1; i <= 130; i += 1) expect(nodeEntry).toContain(`<code>Shelf${String(i).padStart(3, '0')}</code>`);
  });

  it('moves a list longer than the inline limit to a page of its own, with every item', () => {
    const small = buildGraphqlModel(schema, '/docs/graphql', 50);
    const own = buildGraphqlPages(small);
    const route = '/docs/graphql/interfaces/node/used-by';
    expect(small.usedByPage.get('Node')).toBe(route);
    const page = own.find((p) => p.route === route)!;
    expect(page.parentRoute).toBe('/docs/graphql/interfaces');
    expect(page.headings.map((h) => h.text)).toEqual(['Implemented by', 'Returned by']);
    expect(page.bodyHtml!.match(/gql-how">implemented by</g)).toHaveLength(132);
    expect(own.find((p) => p.route === '/docs/graphql/interfaces')!.bodyHtml).toContain(`<a href="${route}">Used by 133 places</a>`);
  });

  it('wraps long implements and union lists between items', () => {
    const objects = html('/docs/graphql/objects');
    expect(objects).toContain('<pre class="gql-sig gql-sig-type">');
    expect(objects).toContain(
      '<span class="gql-sig-item">&amp;\u00a0<a href="/docs/graphql/interfaces#deletablebyitsowneroranadministratoroftheshop">DeletableByItsOwnerOrAnAdministratorOfTheShop</a></span>',
    );
    expect(html('/docs/graphql/unions').match(/<span class="gql-sig-item">\|\u00a0/g)).toHaveLength(41);
  });

  it('turns headings in descriptions into bold paragraphs and links bare URLs', () => {
    const objects = html('/docs/graphql/objects');
    for (const text of ['Authors', 'Pen names', 'Formats']) expect(objects).toContain(`<p class="gql-desc-heading"><strong>${text}</strong></p>`);
    // Section pages have an h2 per member and nothing else: no h1 or h3 from a description.
    for (const page of pages) expect(page.bodyHtml).not.toMatch(/<h[13-6][\s>]/);
    expect(objects).toContain('<a href="https://example.org/formats">https://example.org/formats</a>');
    expect(objects).toContain('<a href="https://example.org/pen-names">https://example.org/pen-names</a>');
  });

  it('words its pages for any schema, and for a named product when configured', () => {
    for (const page of pages) expect(page.bodyHtml).not.toContain('DataHub');
    expect(html('/docs/graphql/queries')).toContain('what you can read through this GraphQL API.');
    expect(html('/docs/graphql/interfaces')).toContain('such as <code>Node</code>.');
    const named = buildGraphqlPages(model, { productName: 'Bookshop' });
    expect(named.find((p) => p.route === '/docs/graphql/queries')!.bodyHtml).toContain('what you can read from Bookshop through GraphQL.');
  });

  it('words the checker page for any schema', async () => {
    const neutral = await buildCheckerPage(model, '');
    expect(neutral.bodyHtml).not.toContain('DataHub');
    expect(neutral.description).toContain('against the schema,');
    expect((await buildCheckerPage(model, '', 'Bookshop')).bodyHtml).toContain('against the Bookshop schema');
  });

  it('reports a broken link in a description at its schema file and line', () => {
    const problems = checkLinks(pages, new Set());
    expect(problems).toEqual([
      expect.objectContaining({ code: 'LINK_BROKEN', file: `${FIXTURE}/shop.graphql`, line: 42, message: expect.stringContaining('/docs/graphql/no-such-page') }),
    ]);
  });

  it('stops at a description with an unexpanded template placeholder, naming file and line', () => {
    const sdl = 'type Query {\n  """\n  Alert levels: see [about alerts](${externalDocsUrl}/alerts).\n  """\n  alerts: Int\n}\n';
    const placeholder = buildGraphqlModel(buildSchemaFrom(sdl));
    expect(problemsOf(() => buildGraphqlPages(placeholder))).toEqual([
      expect.objectContaining({ code: 'GRAPHQL_INVALID', file: 'inline.graphql', line: 3, message: expect.stringContaining('${externalDocsUrl}') }),
    ]);
  });

  it('reports every duplicate definition at its repeat (graphql-js also names the repeated type’s fields), with the folder in use', () => {
    const dir = `${FIXTURE}/duplicates`;
    const problems = problemsOf(() => loadGraphqlSchema(path.join(ROOT, dir), dir));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      `${dir}/two.graphql:2 There can be only one type named "Shelf"; first defined at ${dir}/one.graphql:5`,
      `${dir}/two.graphql:3 Field "Shelf.id" can only be defined once; first defined at ${dir}/one.graphql:6`,
      `${dir}/two.graphql:6 There can be only one type named "Colour"; first defined at ${dir}/one.graphql:10`,
      `${dir}/two.graphql:10 Field "Label.text" can only be defined once; first defined at ${dir}/two.graphql:9`,
    ]);
    expect(problems.every((p) => p.hint?.includes(dir) && !p.hint.includes('reference/graphql'))).toBe(true);
  });

  it('cuts a long name in "On this page" with an ellipsis, its full text in a title', () => {
    const name = 'DeletableByItsOwnerOrAnAdministratorOfTheShop';
    const toc = renderToStaticMarkup(createElement(Toc, { headings: [{ depth: 2, id: 'x', text: name }, { depth: 2, id: 'y', text: 'Two words' }] }));
    expect(toc).toContain(`<li class="toc-depth-2 toc-name"><a href="#x" title="${name}">`);
    expect(toc).toContain('<li class="toc-depth-2"><a href="#y">Two words</a>');
  });

  it('scripts/check-reference.ts reads the folder DOCS_GRAPHQL_DIR names', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-reference.ts', 'graphql'], { cwd: ROOT, env: { ...process.env, DOCS_GRAPHQL_DIR: FIXTURE }, encoding: 'utf8' });
    // The counts per kind of the fixture's own schema (not the DataHub reference).
    const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
    const objects = types.filter((t) => t instanceof GraphQLObjectType && t.name !== 'Query' && t.name !== 'Mutation').length;
    expect(out.trim()).toMatch(new RegExp(`^graphql \\(${FIXTURE}\\): 3 queries, 1 mutations, ${objects} object types, `));
  }, 60_000);
});

/** A schema from one inline SDL text, named `inline.graphql` in problems. */
function buildSchemaFrom(sdl: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gql-foreign-'));
  writeFileSync(path.join(dir, 'inline.graphql'), sdl);
  return loadGraphqlSchema(dir, '')!;
}
