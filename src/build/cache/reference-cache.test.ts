import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createReferenceCache } from './reference-cache.ts';

describe('verdicts of a reference kind generated on every build', () => {
  it('answers an example seen before from the stored verdict, and checks anew under another key', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'reference-verdicts-'));
    const calls: string[] = [];
    const output = {
      checkExample: (lang: string, code: string) => {
        calls.push(code);
        return code.includes('bad') ? [{ message: `${lang}: bad import`, line: 1 }] : [];
      },
    };
    const first = createReferenceCache(dir, 'engine-1').rememberChecks('pythonSdk', '/docs', 'key-1', output);
    expect(first.checkExample?.('python', 'import bad')).toEqual([{ message: 'python: bad import', line: 1 }]);
    expect(first.checkExample?.('python', 'import good')).toEqual([]);
    expect(first.checkExample?.('python', 'import good')).toEqual([]);
    expect(calls).toEqual(['import bad', 'import good']);
    // Not written until commit: a second cache sees nothing yet.
    createReferenceCache(dir, 'engine-1').rememberChecks('pythonSdk', '/docs', 'key-1', output).checkExample?.('python', 'import good');
    expect(calls).toEqual(['import bad', 'import good', 'import good']);

    const cache = createReferenceCache(dir, 'engine-1');
    cache.rememberChecks('pythonSdk', '/docs', 'key-1', output).checkExample?.('python', 'import bad');
    cache.commit();
    calls.length = 0;
    const next = createReferenceCache(dir, 'engine-1').rememberChecks('pythonSdk', '/docs', 'key-1', output);
    expect(next.checkExample?.('python', 'import bad')).toEqual([{ message: 'python: bad import', line: 1 }]);
    expect(calls).toEqual([]);
    // Another key (the SDK data changed): every example is checked again.
    const changed = createReferenceCache(dir, 'engine-1').rememberChecks('pythonSdk', '/docs', 'key-2', output);
    expect(changed.checkExample?.('python', 'import bad')).toEqual([{ message: 'python: bad import', line: 1 }]);
    expect(calls).toEqual(['import bad']);
    expect(changed.checkUrns).toBeUndefined();
  });
});
