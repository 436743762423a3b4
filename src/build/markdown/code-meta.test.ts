import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './code-meta.ts';

describe('parseCodeMeta', () => {
  it('reads title, ranges and line numbers', () => {
    const meta = parseCodeMeta('title="recipe {x}.yml" {1,3-5} showLineNumbers');
    expect(meta.title).toBe('recipe {x}.yml');
    expect([...meta.highlight]).toEqual([1, 3, 4, 5]);
    expect(meta.lineNumbers).toBe(true);
  });
  it('is empty without meta', () => expect(parseCodeMeta(undefined)).toEqual({ highlight: new Set(), lineNumbers: false }));
  it('accepts single-quoted and bare titles', () => {
    expect(parseCodeMeta("title='a b'").title).toBe('a b');
    expect(parseCodeMeta('title=a.py').title).toBe('a.py');
  });
});
