import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGraphqlSchema } from '../../build/sources/graphql/load-schema.ts';
import { buildGraphqlModel } from '../../build/sources/graphql/model.ts';
import { checkerExample, graphqlCheckerFiles } from '../../build/sources/graphql/checker-page.tsx';
import { checkerHref, GRAPHQL_SCHEMA_LEAN_FILE, GRAPHQL_TYPES_FILE, graphqlFieldHref, queryFromLocation, type GraphqlTypeIndex } from '../../shared/graphql-checker.ts';
import { buildSchemaFromSdl, checkQuery, lineColumnOf, linkMessage } from './check.ts';
import { editorRows, spanAt, statusText } from './status.ts';
import { highlightSegments, lexTokens, markSegments, segmentsToHtml, type Segment } from './tokens.ts';

/** Each token's text with its class, gaps left out: `query:k getDataset:d …`. */
function classes(segments: Segment[]): string {
  return segments
    .filter((s) => s.cls)
    .map((s) => `${s.text}:${s.cls}`)
    .join(' ');
}

describe('highlight tokens', () => {
  it('classes names by where they stand', () => {
    const text = 'query getDataset($urn: String!, $n: [Int!] = [1]) {\n  d: dataset(urn: $urn) @include(if: true) {\n    ...Parts\n    ... on Dataset { urn }\n  }\n}';
    expect(classes(highlightSegments(text))).toBe(
      [
        'query:k getDataset:d (:p $:v urn:v ::p String:t !:p $:v n:v ::p [:p Int:t !:p ]:p =:p [:p 1:n ]:p ):p {:p',
        'd:a ::p dataset:f (:p urn:a ::p $:v urn:v ):p @:x include:x (:p if:a ::p true:n ):p {:p',
        '...:p Parts:d',
        '...:p on:k Dataset:t {:p urn:f }:p',
        '}:p }:p',
      ].join(' '),
    );
  });

  it('classes fragments, object values, strings and comments', () => {
    const text = '# note\nfragment Parts on Dataset { x(input: { key: "v", mode: FAST }) }';
    expect(classes(highlightSegments(text))).toBe(
      '# note:c fragment:k Parts:d on:k Dataset:t {:p x:f (:p input:a ::p {:p key:a ::p "v":s mode:a ::p FAST:n }:p ):p }:p',
    );
  });

  it('keeps every character, in order, even after a lexing error', () => {
    for (const text of ['{ a }', 'query {\n  a(b: "unterminated\n}', '{ a } ~ rest', '', '\r\n{\ta }\r\n']) {
      expect(highlightSegments(text).map((s) => s.text).join('')).toBe(text);
    }
    // graphql-js stops at the line break inside the string (commas, like spaces, are not tokens)
    expect(lexTokens('{ a(b: "x\n }').errorAt).toBe(9);
  });

  it('escapes the text it turns into HTML', () => {
    expect(segmentsToHtml([{ text: '"<a&b>"', cls: 's' }, { text: ' <' }])).toBe('<span class="gq-s">"&lt;a&amp;b&gt;"</span> &lt;');
  });
});

describe('messages and positions', () => {
  const index: GraphqlTypeIndex = { types: { Dataset: '/docs/graphql/objects/dataset', String: '/docs/graphql/scalars#string' }, roots: {} };

  it('shows quoted names as code and links the types', () => {
    expect(linkMessage('Cannot query field "nmae" on type "Dataset". Did you mean "name"?', index)).toEqual([
      { text: 'Cannot query field ' },
      { text: 'nmae', code: true },
      { text: ' on type ' },
      { text: 'Dataset', code: true, href: '/docs/graphql/objects/dataset' },
      { text: '. Did you mean ' },
      { text: 'name', code: true },
      { text: '?' },
    ]);
    expect(linkMessage('Variable "$u" of type "[String!]!" is required.', index)[3]).toEqual({ text: '[String!]!', code: true, href: '/docs/graphql/scalars#string' });
    expect(linkMessage('Unknown argument "x" on field "Dataset.platform".', index)[3]).toEqual({ text: 'Dataset.platform', code: true, href: '/docs/graphql/objects/dataset#dataset.platform' });
  });

  it('counts lines as GraphQL does', () => {
    expect(lineColumnOf('a\r\nbc\rd\ne', 7)).toEqual({ line: 3, column: 2 });
    expect(lineColumnOf('abc', 0)).toEqual({ line: 1, column: 1 });
  });

  it('derives field anchors from the type entry, on a section page or its own page', () => {
    expect(graphqlFieldHref('/docs/graphql/objects/dataset', 'Properties')).toBe('/docs/graphql/objects/dataset#dataset.properties');
    expect(graphqlFieldHref('/docs/graphql/interfaces#entity', 'urn')).toBe('/docs/graphql/interfaces#entity.urn');
  });
});

describe('checking against the DataHub schema', () => {
  const schema = loadGraphqlSchema(path.resolve(import.meta.dirname, '../../../reference/graphql'), 'reference/graphql')!;
  const files = graphqlCheckerFiles(buildGraphqlModel(schema));
  const built = buildSchemaFromSdl(files.get(GRAPHQL_SCHEMA_LEAN_FILE)!);
  const index = JSON.parse(files.get(GRAPHQL_TYPES_FILE)!) as GraphqlTypeIndex;

  it('accepts the starting example, lists its types and what is at the caret', () => {
    const example = checkerExample(schema);
    expect(example).toContain('query getDataset');
    const result = checkQuery(built, index, example);
    expect(result.diagnostics).toEqual([]);
    expect(result.definitions).toBe(1);
    expect(result.types.map((t) => t.name)).toContain('Dataset');
    expect(result.types.find((t) => t.name === 'Dataset')?.href).toBe(index.types.Dataset);
    const at = spanAt(result.spans, example.indexOf('properties') + 2);
    expect(at).toMatchObject({ kind: 'field', name: { name: 'properties' }, owner: { name: 'Dataset' } });
    expect(at?.name.href).toBe(graphqlFieldHref(index.types.Dataset!, 'properties'));
    const root = spanAt(result.spans, example.indexOf('dataset(') + 1);
    expect(root?.name.href).toBe(index.roots.Query?.dataset);
    expect(root?.type?.shown).toBe('Dataset');
  });

  it('reports a validation error at its line, column and offset, with the type linked', () => {
    const text = 'query {\n  dataset(urn: "urn:li:dataset:x") {\n    nmae\n  }\n}';
    const [error, ...rest] = checkQuery(built, index, text).diagnostics;
    expect(rest).toEqual([]);
    expect(error).toMatchObject({ line: 3, column: 5, offset: text.indexOf('nmae') });
    expect(error!.parts).toContainEqual({ text: 'Dataset', code: true, href: index.types.Dataset });
  });

  it('reports a syntax error where the parser stopped', () => {
    const result = checkQuery(built, index, '{\n  dataset(urn: "x") {\n    urn\n');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ line: 4, column: 1 });
    expect(result.diagnostics[0]!.message).toMatch(/^Syntax Error/);
  });

  it('has nothing to say about empty text', () => {
    expect(statusText({ kind: 'checked', result: checkQuery(built, index, '  \n'), text: '  \n' })).toBe('Empty: paste a query or mutation to check it.');
  });
});

describe('status and layout', () => {
  const result = (n: number) => ({ diagnostics: Array.from({ length: n }, () => ({ message: 'x', parts: [] })), definitions: 1, types: [], spans: [] });

  it('says valid, or how many errors', () => {
    expect(statusText({ kind: 'checked', result: result(0), text: '' })).toBe('Valid against the DataHub schema');
    expect(statusText({ kind: 'checked', result: result(1), text: '' })).toBe('1 error');
    expect(statusText({ kind: 'checked', result: result(2), text: '' })).toBe('2 errors');
    expect(statusText({ kind: 'too-long', chars: 120_500 })).toContain('121 KB');
  });

  it('finds the innermost span at the caret', () => {
    const outer = { start: 0, end: 10, kind: 'type' as const, name: { name: 'A' } };
    const inner = { start: 2, end: 4, kind: 'type' as const, name: { name: 'B' } };
    expect(spanAt([outer, inner], 4)?.name.name).toBe('B');
    expect(spanAt([outer, inner], 8)?.name.name).toBe('A');
    expect(spanAt([outer], 11)).toBeUndefined();
  });

  it('sizes the editor to its text, within bounds', () => {
    expect(editorRows('a', 6, 18)).toBe(6);
    expect(editorRows('a\n'.repeat(9), 6, 18)).toBe(11);
    expect(editorRows('a\n'.repeat(500), 6, 18)).toBe(18);
  });
});

describe('checker links', () => {
  it('carry the query in ?q= and read it back from ?q= or #q=', () => {
    const query = 'query { a(b: "it\'s #&+ (*)!") }';
    const href = checkerHref(query)!;
    expect(href).toMatch(/^\/docs\/api\/graphql\/checker\?q=query%20%7B%20a%28b/);
    expect(href).toMatch(/^[\w/?=%.~-]+$/);
    expect(queryFromLocation(href.slice(href.indexOf('?')), '')).toBe(query);
    expect(queryFromLocation('', `#q=${encodeURIComponent(query)}`)).toBe(query);
    expect(queryFromLocation('?x=1', '')).toBeUndefined();
    expect(checkerHref('x'.repeat(10_000))).toBeUndefined();
  });
});

describe('inline problem marks', () => {
  const text = 'query {\n  dataset(urn: "x") {\n    nmae\n  }\n}';

  it('underline the token a problem points at, or the next one on its line', () => {
    const marked = (offsets: number[]) => markSegments(highlightSegments(text), offsets).filter((s) => s.err).map((s) => s.text);
    expect(marked([text.indexOf('nmae')])).toEqual(['nmae']);
    // In the indent before it: the same token.
    expect(marked([text.indexOf('nmae') - 2])).toEqual(['nmae']);
    // Past the end (an unexpected end of input), or at a line break: nothing inline.
    expect(marked([text.length, text.indexOf('\n')])).toEqual([]);
    expect(marked([])).toEqual([]);
  });

  it('write the mark as a class next to the token class, with the text unchanged', () => {
    const html = segmentsToHtml(markSegments(highlightSegments(text), [text.indexOf('nmae')]));
    expect(html).toContain('<span class="gq-f gqlc-err">nmae</span>');
    expect(html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"')).toBe(text);
  });
});
