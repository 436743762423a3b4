import type { Element, Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { walk, walkElements } from './walk.ts';

const html = '<h2>Title <code>x</code></h2><p>a <a href="#b">b</a></p><table><tr><th>A</th></tr><tr><td>1</td></tr></table><ul><li><p>c</p></li></ul>';
const tree = (): Root => fromParse5(parseFragment(html)) as Root;
const label = (node: { type: string; tagName?: string; value?: string }, index: number | undefined): string => `${node.tagName ?? node.type}${node.value ? `(${node.value})` : ''}@${index}`;

describe('walk', () => {
  it('visits the nodes below the tree in the order unist-util-visit does', () => {
    const ours: string[] = [];
    const theirs: string[] = [];
    walk(tree(), (node: Element, index) => void ours.push(label(node, index)));
    visit(tree(), (node, index) => void (node.type !== 'root' && theirs.push(label(node as Element, index))));
    expect(ours).toEqual(theirs);
    expect(ours.length).toBeGreaterThan(10);
  });

  it('walks children a visitor gives a node, and the node a visitor replaced, as unist-util-visit does', () => {
    // Wrap every table in a div and every heading's content in a link (what the rehype plugins do).
    const mutate = (node: Element, index: number | undefined, parent: Root | Element | undefined, seen: string[]): void => {
      seen.push(label(node, index));
      if (node.tagName === 'table' && parent && index !== undefined) parent.children[index] = { type: 'element', tagName: 'div', properties: {}, children: [node] };
      if (node.tagName === 'h2') node.children = [{ type: 'element', tagName: 'a', properties: {}, children: node.children }];
    };
    const ours: string[] = [];
    const theirs: string[] = [];
    const a = tree();
    const b = tree();
    walkElements(a, (node, index, parent) => mutate(node, index, parent, ours));
    visit(b, 'element', (node: Element, index, parent) => mutate(node, index, parent as Root | Element | undefined, theirs));
    expect(ours).toEqual(theirs);
    expect(ours).toContain('a@0');
    expect(a).toEqual(b);
  });

  it('includes an element it starts from, as visit(element, "element", …) does', () => {
    const h2 = tree().children[0] as Element;
    const seen: string[] = [];
    walkElements(h2, (node, index) => void seen.push(label(node, index)));
    expect(seen).toEqual(['h2@undefined', 'code@1']);
  });
});
