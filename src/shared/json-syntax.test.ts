import { describe, expect, it } from 'vitest';
import { findJsonError } from './json-syntax.ts';

describe('findJsonError', () => {
  it('accepts what JSON.parse accepts', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]} ', '"s"', '0']) {
      expect(findJsonError(text), text).toBeUndefined();
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it.each([
    ['{"a": 1,}', 8, 'expected a property name in double quotes, found "}"'],
    ['[1, 2,]', 6, 'expected a value'],
    ["{'a': 1}", 1, 'expected a property name'],
    ['{"a": tru}', 6, 'found "t"'],
    ['{"a": 1 "b": 2}', 8, "expected ',' or '}'"],
    ['{"a": 1', 7, 'found the end'],
    ['{"a": 1} x', 9, 'expected the end of the JSON text'],
    ['// note\n{}', 0, 'found "/"'],
  ])('locates the error in %s at offset %i', (text, offset, message) => {
    expect(() => JSON.parse(text)).toThrow();
    const found = findJsonError(text);
    expect(found?.offset).toBe(offset);
    expect(found?.message).toContain(message);
  });
});
