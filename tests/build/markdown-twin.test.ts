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
        'content/docs/unlisted.md': '---\ntitle: Unlisted\ndescription: Not in the sidebar.\n---\n\nStill a twin.\n',
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
    expect(existsSync(path.join(dist, 'docs/unlisted.md'))).toBe(true);
  });

  it('links the twin from the page header: a plain link, and a copy button shown by the script', () => {
    const html = read('docs/guides/tabs/index.html');
    expect(html).toContain('<a class="page-action" href="/docs/guides/tabs.md" type="text/markdown">View as Markdown</a>');
    expect(html).toMatch(/<button type="button" class="page-action" data-copy-page="\/docs\/guides\/tabs.md" hidden="">Copy page as Markdown<\/button>/);
  });

  it('lists sidebar pages in llms.txt by section, with the twin URL and description', () => {
    const llms = read('llms.txt');
    expect(llms).toMatch(/^# Fixture Docs\n\n> /);
    expect(llms).toContain('## Getting Started\n\n- [introduction.md](https://docs.example.com/docs/introduction.md): Fixture page.\n');
    expect(llms).toContain('- [Tabs \\[and\\] more](https://docs.example.com/docs/guides/tabs.md): A page with tabs, a note and a card.\n');
    expect(llms).toContain('## Community\n');
    expect(llms).not.toContain('Unlisted');
  });

  it('concatenates every twin in llms-full.txt, sidebar order first, each under its title and URL', () => {
    const full = read('llms-full.txt');
    const tabs = full.indexOf('# Tabs \\[and] more\n\nURL: https://docs.example.com/docs/guides/tabs\n\nA page with tabs');
    expect(tabs).toBeGreaterThan(full.indexOf('# introduction.md\n\nURL: https://docs.example.com/docs/introduction\n'));
    expect(full.indexOf('# Unlisted\n\nURL: https://docs.example.com/docs/unlisted\n')).toBeGreaterThan(tabs);
  });
});
