import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../../src/build/compile/compile-html.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/markdown');
const BLOCK = /><(?=\/?(?:p|h[1-6]|div|ul|ol|li|table|thead|tbody|tr|figure|figcaption|pre|details|summary|section|button|a class="card")[\s>])/g;

/** One block element per line, so golden files read and diff well. */
function format(html: string): string {
  return `${html.replace(BLOCK, '>\n<')}\n`;
}

describe('Markdown rendering (golden files)', () => {
  for (const name of readdirSync(FIXTURES).sort()) {
    const input = readdirSync(path.join(FIXTURES, name)).find((f) => f.startsWith('input.'))!;
    it(name, async () => {
      const format_ = input.endsWith('.mdx') ? 'mdx' : 'md';
      const text = readFileSync(path.join(FIXTURES, name, input), 'utf8');
      const fm = /^---\ntitle: (.*)\n---\n/.exec(text);
      const body = fm ? text.slice(fm[0].length) : text;
      const { html, facts } = await compileToHtml(body, format_, {
        file: `${name}/${input}`,
        lineOffset: fm ? 3 : 0,
        route: '/docs/guides/links',
        sourceDir: path.join(FIXTURES, name),
        relPath: 'guides/links.md',
        routeOfFile: new Map([
          ['guides/owners.md', '/docs/guides/owners'],
          ['quickstart.mdx', '/docs/quickstart'],
        ]),
        frontMatterTitle: fm?.[1],
        assetBase: '/assets/content',
      });
      expect(facts.problems).toEqual([]);
      const summary = { title: facts.title, headings: facts.headings, links: facts.links.map((l) => l.href) };
      await expect(`${JSON.stringify(summary, null, 2)}\n\n${format(html)}`).toMatchFileSnapshot(path.join(FIXTURES, name, 'expected.html'));
    });
  }
});
