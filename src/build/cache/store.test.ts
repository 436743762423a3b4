import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engineHash } from './store.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function engine(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'engine-hash-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const hashOf = (dir: string) => engineHash(dir, dir, { title: 'x' }, []);

describe('engine hash', () => {
  it('changes with the build code and the shared code, not with browser-only code or unit tests', () => {
    const dir = engine({ 'src/build/a.ts': '1', 'src/shared/b.ts': '1', 'src/client/c.ts': '1', 'src/styles/d.css': '1', 'src/islands/e/f.tsx': '1', 'package-lock.json': '{}' });
    const first = hashOf(dir);
    for (const file of ['src/client/c.ts', 'src/styles/d.css', 'src/islands/e/f.tsx', 'src/build/a.test.ts']) {
      writeFileSync(path.join(dir, file), '2');
      expect(hashOf(dir), file).toBe(first);
    }
    writeFileSync(path.join(dir, 'src/shared/b.ts'), '2');
    const second = hashOf(dir);
    expect(second).not.toBe(first);
    writeFileSync(path.join(dir, 'src/build/a.ts'), '2');
    expect(hashOf(dir)).not.toBe(second);
  });
});
