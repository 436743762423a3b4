import { describe, expect, it } from 'vitest';
import { createParser } from '../markdown/parser.ts';
import { preprocessDocusaurusSyntax } from '../markdown/preprocess.ts';
import { createUrlRewriter } from './twin-links.ts';
import { printTwin, twinParts, type TwinHead } from './twin-markdown.ts';

const routeOfFile = new Map([
  ['guides/owners.md', '/docs/guides/owners'],
  ['guides/tabs.mdx', '/docs/guides/tabs'],
  ['quickstart.mdx', '/docs/quickstart'],
]);

/** The twin of a fixture page at `guides/tabs.mdx`, through the build's own parser. */
function twin(body: string, head: TwinHead = { title: 'Fixture' }, format: 'md' | 'mdx' = 'mdx'): string {
  const source = preprocessDocusaurusSyntax(body);
  const rewrite = createUrlRewriter('https://docs.example.com', { route: '/docs/guides/tabs', relPath: 'guides/tabs.mdx', routeOfFile });
  return printTwin(twinParts(createParser(format).parse(source), source, head, rewrite));
}

describe('Markdown twin', () => {
  it('starts with the title as H1, the description and the availability from the front matter', () => {
    expect(twin('Body text.\n', { title: 'Owners', description: 'Add owners to assets.', edition: 'cloud', stage: 'public-beta' })).toBe(
      '# Owners\n\nAdd owners to assets.\n\nAvailable in: DataHub Cloud (Public beta)\n\nBody text.\n',
    );
  });

  it('takes a leading # heading as the title when the front matter has none', () => {
    expect(twin('# From the page\n\nText.\n', {})).toBe('# From the page\n\nText.\n');
  });

  it('turns each tab into a heading one level below the enclosing heading', () => {
    const md = twin(`## Install

<Tabs groupId="os">
<TabItem value="mac" label="macOS" default>

Run \`brew install\`.

</TabItem>
<TabItem value="linux">

Run \`apt install\`.

</TabItem>
</Tabs>

Before any heading:
`);
    expect(md).toContain('## Install\n\n### macOS\n\nRun `brew install`.\n\n### linux\n\nRun `apt install`.\n');
    expect(md).not.toMatch(/Tabs|TabItem/);
  });

  it('puts tabs before any heading at H2, below the page title', () => {
    expect(twin('<Tabs>\n<TabItem value="a" label="A">\n\nText A.\n\n</TabItem>\n</Tabs>\n')).toContain('# Fixture\n\n## A\n\nText A.\n');
  });

  it('turns admonitions into blockquotes led by their kind, in all three syntaxes', () => {
    const md = twin(':::note\n\nPlain note.\n\n:::\n\n:::warning Back up first\n\nDeleting is **permanent**.\n\n:::\n\n:::tip[Label syntax]\nAlso accepted.\n:::\n', { title: 'A' }, 'md');
    expect(md).toContain('> **Note:** Plain note.\n');
    expect(md).toContain('> **Warning: Back up first**\n>\n> Deleting is **permanent**.\n');
    expect(md).toContain('> **Tip: Label syntax**\n>\n> Also accepted.\n');
    expect(md).not.toContain(':::');
  });

  it('writes the availability badge as a line of text', () => {
    expect(twin('<FeatureAvailability edition="cloud" stage="public-beta" />\n')).toContain('\n\nAvailable in: DataHub Cloud (Public beta)\n');
    expect(twin('<FeatureAvailability />\n')).toContain('Available in: DataHub Core and DataHub Cloud\n');
    expect(twin('<FeatureAvailability saasOnly />\n')).toContain('Available in: DataHub Cloud\n');
  });

  it('turns cards into a list of links with their text, written inline or as blocks', () => {
    const md = twin(`<Cards>
<Card title="Quickstart" href="/docs/quickstart">Run it locally.</Card>
<Card title="Owners" href="./owners.md">

Add **owners**.

</Card>
</Cards>
`);
    expect(md).toContain('- [Quickstart](https://docs.example.com/docs/quickstart.md): Run it locally.\n- [Owners](https://docs.example.com/docs/guides/owners.md): Add **owners**.\n');
  });

  it('turns details into a bold summary followed by the content', () => {
    expect(twin('<Details summary="Why?">\n\nBecause it _works_.\n\n</Details>\n')).toContain('**Why?**\n\nBecause it _works_.\n');
  });

  it('keeps code blocks with their language and drops highlighting meta', () => {
    const md = twin('```python title="hello.py" {2}\nimport os\nprint("hello")\n```\n\n```\nplain\n```\n', { title: 'A' }, 'md');
    expect(md).toContain('```python\nimport os\nprint("hello")\n```');
    expect(md).toContain('```\nplain\n```');
  });

  it('makes in-site links absolute: twins as .md, anchors on the HTML page, external links untouched', () => {
    const md = twin('See [owners](./owners.md), [a section](/docs/quickstart#step-1), [here](#install), [a tool](/docs/api/urn-inspector) and [GitHub](https://github.com/x).\n', { title: 'A' }, 'md');
    expect(md).toContain('[owners](https://docs.example.com/docs/guides/owners.md)');
    expect(md).toContain('[a section](https://docs.example.com/docs/quickstart#step-1)');
    expect(md).toContain('[here](https://docs.example.com/docs/guides/tabs#install)');
    expect(md).toContain('[a tool](https://docs.example.com/docs/api/urn-inspector)');
    expect(md).toContain('[GitHub](https://github.com/x)');
  });

  it('gives back text directives that are not ours and drops explicit heading ids and comments', () => {
    const md = twin('## Set the owner {#owner}\n\nUse urn:li:corpuser:jdoe here.\n\n{/* author note */}\n', { title: 'A' });
    expect(md).toContain('## Set the owner\n');
    expect(md).toContain('Use urn:li:corpuser:jdoe here.');
    expect(md).not.toContain('author note');
  });

  it('keeps GFM tables and bare URLs readable', () => {
    const md = twin('| Resource | Size |\n| --- | --- |\n| Memory | 8 GB |\n\nOpen http://localhost:9002 now.\n', { title: 'A' }, 'md');
    // Copied as written (verbatim.ts): the author's delimiter row stays.
    expect(md).toContain('| Resource | Size |\n| --- | --- |\n| Memory | 8 GB |');
    expect(md).toContain('Open http://localhost:9002 now.');
  });
});
