import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGfmLean } from './remark-gfm-lean.ts';

/** The parser as the build composes it, with the library's autolink transform over the whole tree instead of the scoped one. */
function reference(format: 'md' | 'mdx') {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfmLean)
    .use(function (this: Processor) {
      // Replace the scoped extension (first of the list remarkGfmLean pushed) by the library's own.
      const list = this.data().fromMarkdownExtensions!;
      const ours = list[list.length - 1] as unknown[];
      list[list.length - 1] = [gfmAutolinkLiteralFromMarkdown(), ...ours.slice(1)] as never;
    })
    .use(remarkDirective);
  if (format === 'mdx') processor.use(remarkMdx);
  return processor;
}

function lean(format: 'md' | 'mdx') {
  const processor = unified().use(remarkParse).use(remarkGfmLean).use(remarkDirective);
  if (format === 'mdx') processor.use(remarkMdx);
  return processor;
}

const SAMPLES = [
  'See https://datahubproject.io/docs and www.example.com, or mail admin@example.com.',
  'A *nested https://a.example/x_(y)* link and **bold www.b.example** text.',
  'Already linked: [https://c.example](https://c.example) and <https://d.example>, then https://e.example.',
  '[ref www.f.example][r]\n\n[r]: https://g.example',
  '| Col | Other |\n| --- | --- |\n| https://h.example | x@y.example |',
  '# Heading with https://i.example\n\n> quote mailto:j@k.example and xmpp:l@m.example/res',
  '::::note[Label with https://n.example]\nBody www.o.example\n::::\n\n::leaf[p@q.example]',
  '- item https://r.example.\n  - nested ~~www.s.example~~\n- [x] task t@u.example',
  'No link here, only text and an @ sign alone, and http:/broken and wwwxexample.',
  'Footnote[^1] here.\n\n[^1]: Its text https://v.example.',
];

describe('remarkGfmLean', () => {
  it('finds the same literal autolinks as the library transform over the whole tree', () => {
    for (const sample of SAMPLES) expect(lean('md').parse(sample), sample).toEqual(reference('md').parse(sample));
  });

  it('does so in MDX, JSX text elements and expressions included', () => {
    const mdx = 'Text <Badge>https://w.example</Badge> and {"x@y.example"}\n\n<Card title="t">\n  Inside https://z.example\n</Card>';
    expect(lean('mdx').parse(mdx)).toEqual(reference('mdx').parse(mdx));
  });

  it('does so on every page of this site', () => {
    const root = path.join(import.meta.dirname, '../../../content/docs');
    // Every third page (sorted, so the same ones each time): enough to meet every construct the site uses.
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f)).sort().filter((_, i) => i % 3 === 0);
    expect(files.length).toBeGreaterThan(100);
    let linked = 0;
    for (const file of files) {
      const format = file.endsWith('.mdx') ? 'mdx' : 'md';
      const text = readFileSync(path.join(root, file), 'utf8');
      let expected;
      try {
        expected = reference(format).parse(text);
      } catch {
        continue; // a page with front matter the bare parser rejects as MDX is not the point here
      }
      // As JSON: the same comparison for these plain trees, several times faster than toEqual.
      const actual = JSON.stringify(lean(format).parse(text));
      expect(actual, file).toBe(JSON.stringify(expected));
      if (actual.includes('"type":"link","title":null')) linked++;
    }
    expect(linked).toBeGreaterThan(10);
  });
});
