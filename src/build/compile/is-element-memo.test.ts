import { isElement as original } from 'hast-util-is-element';
import { describe, expect, it } from 'vitest';
import { isElement } from './is-element-memo.ts';

const nodes: unknown[] = [
  { type: 'element', tagName: 'p', properties: {}, children: [] },
  { type: 'element', tagName: 'table', properties: {}, children: [] },
  { type: 'element', tagName: 'span', properties: {}, children: [] },
  { type: 'text', value: 'p' },
  { type: 'comment', value: 'x' },
  { type: 'root', children: [] },
  // the package asks only for `type` and `tagName` before a tag-name test
  { type: 'custom', tagName: 'p' },
  null,
  undefined,
  'p',
];

describe('isElement with an array test converted once', () => {
  it('answers as hast-util-is-element for tag-name lists, mixed lists, single tests and no test', () => {
    const tests = [['p', 'table', 'div'], ['span'], [], ['p', (node: { properties?: Record<string, unknown> }) => Boolean(node.properties)], 'p', undefined, (node: { tagName?: string }) => node.tagName === 'span'];
    for (const test of tests) {
      for (const node of nodes) {
        // Twice: the second call uses the check remembered for the array.
        for (let i = 0; i < 2; i++) expect(isElement(node, test as never), `${JSON.stringify(node)} against ${String(test)}`).toBe(original(node, test as never));
      }
    }
  });

  it('remembers the check per array, not per content', () => {
    const list = ['p'];
    expect(isElement(nodes[0], list)).toBe(true);
    expect(isElement(nodes[0], ['span'])).toBe(false);
  });
});
