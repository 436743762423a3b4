import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { collectPages, readContentFiles } from '../collect/collect-pages.ts';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { createParser } from '../markdown/parser.ts';
import { remarkGfmLean } from '../markdown/remark-gfm-lean.ts';
import { preprocessDocusaurusSyntax } from '../markdown/preprocess.ts';
import { createUrlRewriter } from './twin-links.ts';
import { printMarkdown, printTwin, twinParts } from './twin-markdown.ts';

const SITE = 'https://docs.example.com';

/** What a Markdown reader gets from a text: parsed as GFM (no directives: a twin has none) and printed again, so style differences (`*` or `_`, `-` or `*`, table padding) do not count. */
const gfm = unified().use(remarkParse).use(remarkGfmLean);
const meaning = (markdown: string): string => printMarkdown(gfm.runSync(gfm.parse(markdown)) as Root);

describe('twin blocks copied from the source', () => {
  const routeOfFile = new Map([['guides/a.md', '/docs/guides/a'], ['guides/b.md', '/docs/guides/b']]);
  const rewrite = createUrlRewriter(SITE, { route: '/docs/guides/a', relPath: 'guides/a.md', routeOfFile });
  const twin = (body: string): string => printTwin(twinParts(createParser('md').parse(body), body, { title: 'T' }, rewrite));

  it('keeps the author\'s Markdown and makes in-site link targets absolute in place', () => {
    expect(twin('Some *emphasis*, see [b](./b.md) and [out](https://x.org).\n\n* one\n* [two](b.md#part)\n')).toBe(
      `# T\n\nSome *emphasis*, see [b](${SITE}/docs/guides/b.md) and [out](https://x.org).\n\n* one\n* [two](${SITE}/docs/guides/b#part)\n`,
    );
  });

  it('prints a block whose link has a title, and keeps two lists in a row apart', () => {
    const md = twin('See [b](./b.md "B page").\n\n- a\n- b\n\n* c\n');
    expect(md).toContain(`[b](${SITE}/docs/guides/b.md "B page")`);
    const lists = createParser('md').parse(md).children.filter((n) => n.type === 'list');
    expect(lists).toHaveLength(2);
  });

  it('copies a fenced code block with meta with its info string cut down to the language, and prints one whose language is escaped', () => {
    expect(twin('```python title="a.py" {2}\nx = 1\n  y = 2\n```\n\n~~~~yaml   showLineNumbers\r\nk: v\n~~~~\n')).toBe('# T\n\n```python\nx = 1\n  y = 2\n```\n\n~~~~yaml\r\nk: v\n~~~~\n');
    expect(twin('1. Step:\n\n   ```bash title="run"\n   ls\n   ```\n')).toBe('# T\n\n1. Step:\n\n   ```bash\n   ls\n   ```\n');
    // `c\+\+` is parsed as `c++`: not the text as written, so the block goes through the printer.
    expect(twin('```c\\+\\+ title="x"\nint a;\n```\n')).toBe('# T\n\n```c++\nint a;\n```\n');
  });

  // Every fourth page of this site (all of them take half a minute on a slow machine).
  it('reads the same as the printed twin on a quarter of this site\'s pages', () => {
    const contentRoot = path.resolve(import.meta.dirname, '../../../content/docs');
    const all = collectPages(readContentFiles(contentRoot, 'content/docs'), '/docs', { problems: [] });
    const routes = new Map(all.map((p) => [p.relPath, p.route]));
    const pages = all.filter((_, i) => i % 4 === 0);
    let copied = 0;
    for (const page of pages) {
      const source = preprocessDocusaurusSyntax(page.body, page.format);
      const tree = createParser(page.format).parse(source);
      const rewriteUrl = createUrlRewriter(SITE, { route: page.route, relPath: page.relPath, routeOfFile: routes });
      const parts = twinParts(tree, source, { title: 'T' }, rewriteUrl);
      copied += parts.filter((p) => 'text' in p).length;
      // The reference: the same page with every block lowered and printed, as before copying.
      const printed = printTwin(twinParts(tree, source, { title: 'T' }, rewriteUrl, { copy: false }));
      expect(meaning(printTwin(parts)), page.relPath).toBe(meaning(printed));
    }
    // Most blocks are copied, or this test would prove little.
    expect(copied).toBeGreaterThan(pages.length * 5);
  });
});
