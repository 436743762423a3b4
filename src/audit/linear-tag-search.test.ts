import { HtmlValidate, Rule, definePlugin, type DOMReadyEvent, type HtmlElement } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { linearGetElementsByTagName, original } from './linear-tag-search.ts';

/** The document html-validate parses from `html`, caught by a rule when the tree is ready. */
function parse(html: string): HtmlElement {
  let root: HtmlElement | undefined;
  class Catch extends Rule {
    override setup(): void {
      this.on('dom:ready', (event: DOMReadyEvent) => {
        root = event.document.root;
      });
    }
  }
  const plugin = definePlugin({ name: 'catch', rules: { 'catch/root': Catch } });
  new HtmlValidate({ root: true, plugins: [plugin], rules: { 'catch/root': 'error' } }).validateStringSync(html, 'x.html');
  if (!root) throw new Error('html-validate gave no document');
  return root;
}

describe('the audit’s one-pass getElementsByTagName', () => {
  const html =
    '<!doctype html><html lang="en"><head><title>t</title></head><body>' +
    '<nav><ul><li><a href="/a">a</a><ul><li><a href="/b">b</a></li></ul></li></ul></nav>' +
    '<main><h1>x</h1><section><h2>y</h2><p><a href="/c">c</a> <button>go</button></p>' +
    '<div><div><div><a href="/d">d</a></div></div></div></section><a href="/e">e</a></main></body></html>';
  const root = parse(html);

  it('finds what html-validate’s own finds, in the same order, for tags, “*” and absent tags', () => {
    // Elements compared by identity, as positions in the library's own list of every element.
    const every = original.call(root, '*');
    expect(every.length).toBeGreaterThan(20);
    for (const tag of ['a', 'li', 'ul', 'div', 'h2', '*', 'table']) {
      const ours = linearGetElementsByTagName.call(root, tag).map((e) => every.indexOf(e));
      const theirs = original.call(root, tag).map((e) => every.indexOf(e));
      expect(ours, tag).toEqual(theirs);
    }
    expect(linearGetElementsByTagName.call(root, 'a').map((e) => e.getAttribute('href')?.value)).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('searches below the element it is called on, not the element itself', () => {
    const section = linearGetElementsByTagName.call(root, 'section')[0]!;
    expect(linearGetElementsByTagName.call(section, 'a').map((e) => e.getAttribute('href')?.value)).toEqual(['/c', '/d']);
    expect(linearGetElementsByTagName.call(section, 'section')).toEqual([]);
  });
});
