import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { BASE_SIDEBARS, makeProject } from '../helpers/project.ts';

describe('Markdown twins and llms.txt', () => {
  let dist: string;
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  beforeAll(async () => {
    const sidebars = structuredClone(BASE_SIDEBARS);
    sidebars.overviewSidebar[0]!.items.push('guides/tabs');
    // The generated GraphQL reference, under a category of its own (with its generated index page).
    sidebars.overviewSidebar[2]!.items.push({ type: 'reference', kind: 'graphql' } as never);
    const root = makeProject(
      {
        'content/docs/guides/tabs.mdx': `---
title: Tabs [and] more
description: A page with tabs, a note and a card.
edition: cloud
---

## Install

<Tabs>
<TabItem value="mac" label="macOS">

Run \`brew install datahub\`.

</TabItem>
</Tabs>

:::note

See [the quickstart](../quickstart.md).

:::
`,
        'content/docs/unlisted.md': '---\ntitle: Unlisted\ndescription: Not in the sidebar.\n---\n\nStill a twin. See [the objects](/docs/graphql/objects).\n',
        'reference/graphql/schema.graphql': `"Reads from DataHub."
type Query {
  "Fetches a dataset by its URN."
  dataset(urn: String!): Dataset
}
"A collection of data, such as a table."
type Dataset {
  "Its URN."
  urn: String!
  "Its platform."
  platform: Platform
}
"Where data lives."
type Platform {
  "Its name, such as \`snowflake\`."
  name: String!
}
`,
        'sidebars.json': JSON.stringify(sidebars),
      },
      { url: 'https://docs.example.com/' },
    );
    dist = path.join(root, 'dist');
    await build({ root });
  });

  it('writes a twin beside the page, front matter as title, description and availability', () => {
    expect(read('docs/guides/tabs.md')).toBe(`# Tabs \\[and] more

A page with tabs, a note and a card.

Available in: DataHub Cloud

## Install

### macOS

Run \`brew install datahub\`.

> **Note:** See [the quickstart](https://docs.example.com/docs/quickstart.md).
`);
    // A guide links to a generated page's twin too.
    expect(read('docs/unlisted.md')).toContain('See [the objects](https://docs.example.com/docs/graphql/objects.md).');
  });

  it('gives generated reference pages a twin made from their rendered body, with absolute links', () => {
    const objects = read('docs/graphql/objects.md');
    expect(objects).toMatch(/^# Objects\n\nObject types: the shapes queries and mutations return\.\n/);
    expect(objects).toContain('## Dataset\n\n```graphql\ntype Dataset\n```\n\nA collection of data, such as a table.\n');
    expect(objects).toContain('- `platform: `[`Platform`](https://docs.example.com/docs/graphql/objects#platform)\n\n  Its platform.\n');
    expect(objects).toContain('GraphQL checker: an interactive tool, on [the HTML page](https://docs.example.com/docs/graphql/objects).');
    expect(objects).not.toMatch(/<[a-z]|data-|gql-/);
    // The checker (a tool page) and the reference's generated category page have twins too.
    expect(read('docs/api/graphql/checker.md')).toMatch(/^# GraphQL checker\n/);
    expect(read('docs/category/graphql-reference.md')).toContain('- [Queries](https://docs.example.com/docs/graphql/queries.md): ');
  });

  it('links a generated page and a category page to their twins from the header', () => {
    expect(read('docs/graphql/objects/index.html')).toContain('<a class="page-action" href="/docs/graphql/objects.md" type="text/markdown">View as Markdown</a>');
    expect(read('docs/category/graphql-reference/index.html')).toContain('href="/docs/category/graphql-reference.md" type="text/markdown">View as Markdown</a>');
  });

  it('links the twin from the page header: a plain link, and a copy button shown by the script', () => {
    const html = read('docs/guides/tabs/index.html');
    expect(html).toContain('<a class="page-action" href="/docs/guides/tabs.md" type="text/markdown">View as Markdown</a>');
    expect(html).toMatch(/<button type="button" class="page-action" data-copy-page="\/docs\/guides\/tabs.md" data-js-only="">Copy page as Markdown<\/button>/);
  });

  it('lists sidebar pages in llms.txt by section, with the twin URL and description', () => {
    const llms = read('llms.txt');
    expect(llms).toMatch(/^# Fixture Docs\n\n> /);
    expect(llms).toContain('## Getting Started\n\n- [introduction.md](https://docs.example.com/docs/introduction.md): Fixture page.\n');
    expect(llms).toContain('- [Tabs \\[and\\] more](https://docs.example.com/docs/guides/tabs.md): A page with tabs, a note and a card.\n');
    expect(llms).toContain('## Community\n');
    expect(llms).not.toContain('Unlisted');
    // The reference by its index pages, now linked as their twins; not page by page.
    expect(llms).toContain('- [GraphQL reference](https://docs.example.com/docs/category/graphql-reference.md): ');
    expect(llms).toContain('- [Objects](https://docs.example.com/docs/graphql/objects.md): ');
    expect(llms).not.toContain('/docs/graphql/objects/');
  });

  it('concatenates every twin in llms-full.txt, sidebar order first, each under its title and URL', () => {
    const full = read('llms-full.txt');
    const tabs = full.indexOf('# Tabs \\[and] more\n\nURL: https://docs.example.com/docs/guides/tabs\n\nA page with tabs');
    expect(tabs).toBeGreaterThan(full.indexOf('# introduction.md\n\nURL: https://docs.example.com/docs/introduction\n'));
    expect(full.indexOf('# Unlisted\n\nURL: https://docs.example.com/docs/unlisted\n')).toBeGreaterThan(tabs);
    // Guides only, and the header says so.
    expect(full).toContain('This file holds the hand-written guides only.');
    expect(full).not.toContain('# Objects');
    expect(full).not.toContain('GraphQL checker');
  });
});
