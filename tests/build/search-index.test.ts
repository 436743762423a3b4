import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { NAME_TYPES, type MoreNames, type NamesIndex } from '../../src/shared/search-names.ts';
import { makeProject } from '../helpers/project.ts';

describe('the search stage', () => {
  it('writes the Pagefind index and the names index with sections, kinds, editions and headings', async () => {
    const root = makeProject({
      'content/docs/quickstart.md': '---\ntitle: Quickstart\ndescription: Run it.\nedition: oss\nkeywords: [local]\n---\n\n## Start the containers\n\nText.\n',
      'reference/graphql/s.graphql': '"Root."\ntype Query {\n  tag(urn: String!): Tag\n}\n"A tag."\ntype Tag {\n  "Colour."\n  colorHex: String\n}\n"Kinds."\nenum Kind {\n  ROW_COUNT_TOTAL\n}\n',
    });
    const report = await build({ root });
    const dist = report.outDir;
    expect(existsSync(path.join(dist, 'pagefind/pagefind.js'))).toBe(true);
    const names = JSON.parse(readFileSync(path.join(dist, 'search/names.json'), 'utf8')) as NamesIndex;
    const more = JSON.parse(readFileSync(path.join(dist, 'search/names-more.json'), 'utf8')) as MoreNames;
    const quickstart = names.pages.find((p) => p[1] === '/docs/quickstart')!;
    expect(quickstart).toEqual(['Quickstart', '/docs/quickstart', names.sections.indexOf('Getting Started'), 0, 1, '']);
    expect(more.descriptions[names.pages.indexOf(quickstart)]).toBe('Run it.');
    const named = (rows: typeof names.names) => rows.map(([name, page, anchor, type]) => [name, names.pages[page]![1], anchor, NAME_TYPES[type]]);
    expect(named(more.names)).toContainEqual(['Start the containers', '/docs/quickstart', 'start-the-containers', 'heading']);
    expect(named(names.names)).toEqual(
      expect.arrayContaining([
        ['local', '/docs/quickstart', '', 'keyword'],
        ['ROW_COUNT_TOTAL', '/docs/graphql/enums', 'kind.row_count_total', 'enum value'],
      ]),
    );
    expect(named(more.names)).toContainEqual(['Tag.colorHex', '/docs/graphql/objects', 'tag.colorhex', 'field']);
    // The filters and body marker Pagefind reads are in the page.
    const html = readFileSync(path.join(dist, 'docs/quickstart/index.html'), 'utf8');
    expect(html).toContain('data-pagefind-body');
    expect(html).toContain('data-pagefind-filter="section:Getting Started"');
    expect(html).toContain('data-pagefind-filter="edition:Open source"');
    expect(html).not.toContain('data-pagefind-filter="edition:Cloud"');
    expect(html).toContain('data-pagefind-filter="kind:Guides"');
  });
});
