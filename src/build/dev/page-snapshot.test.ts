import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, inputsFingerprint, PageSnapshot, restat, snapshotFile, statInputs } from './page-snapshot.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-snapshot-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('inputs fingerprint', () => {
  const engine = tree({ 'src/a.ts': 'export {};\n', 'package-lock.json': '{}' });

  it('changes with the bytes of any input file, an added file and the DOCS_ environment; not with output, tests, caches or a file written again unchanged', () => {
    const root = tree({ 'content/docs/a.md': '# A\n', 'site.config.json': '{}' });
    const env = { DOCS_SITE_URL: 'https://a.example' };
    const first = inputsFingerprint(engine, root, env);
    expect(inputsFingerprint(engine, root, env)).toBe(first);
    for (const ignored of ['dist/index.html', 'node_modules/.cache/docs-build/x.json', 'tests/a.test.ts', 'e2e/a.spec.ts', 'bench/corpus/a.md', 'dist.old-1/a.html']) {
      mkdirSync(path.dirname(path.join(root, ignored)), { recursive: true });
      writeFileSync(path.join(root, ignored), 'x');
    }
    expect(inputsFingerprint(engine, root, env)).toBe(first);
    expect(inputsFingerprint(engine, root, { DOCS_SITE_URL: 'https://b.example' })).not.toBe(first);
    expect(inputsFingerprint(engine, root, { ...env, OTHER: '1' })).toBe(first);
    const page = path.join(root, 'content/docs/a.md');
    // Same bytes written again (a restored file, a branch switched back): no page depends on the time.
    writeFileSync(page, '# A\n');
    utimesSync(page, new Date(), new Date(Date.now() + 5000));
    expect(inputsFingerprint(engine, root, env)).toBe(first);
    // Other bytes of the same size.
    writeFileSync(page, '# Z\n');
    utimesSync(page, new Date(), new Date(Date.now() + 9000));
    const touched = inputsFingerprint(engine, root, env);
    expect(touched).not.toBe(first);
    writeFileSync(path.join(root, 'content/docs/b.md'), '# B\n');
    expect(inputsFingerprint(engine, root, env)).not.toBe(touched);
    writeFileSync(path.join(engine, 'src/a.ts'), 'export const changed = 1;\n');
    expect(inputsFingerprint(engine, root, env)).not.toBe(touched);
  });
});

describe('inputs seen by a model that took in saved files alone', () => {
  it('looks at the saved files again and claims no change it was not told of', () => {
    const engine = tree({ 'src/a.ts': 'export {};\n', 'package-lock.json': '{}' });
    const root = tree({ 'content/docs/a.md': '# A\n', 'content/docs/b.md': '# B\n' });
    const before = statInputs(engine, root, {});
    const a = path.join(root, 'content/docs/a.md');
    const b = path.join(root, 'content/docs/b.md');
    writeFileSync(a, '# A, saved\n');
    writeFileSync(b, '# B, changed unseen\n');
    const seen = restat(before, [a]);
    expect(fingerprintOf(seen)).not.toBe(fingerprintOf(before));
    // b changed too, but the model did not take it in: a fresh look differs, so the next start misses.
    expect(fingerprintOf(seen)).not.toBe(inputsFingerprint(engine, root, {}));
    expect(fingerprintOf(restat(seen, [b]))).toBe(inputsFingerprint(engine, root, {}));
  });
});

describe('page snapshot store', () => {
  it('answers a page only for the fingerprint it was kept with, across restarts, and keeps the last 24', () => {
    const dir = tree({});
    const file = path.join(dir, 'cache', 'dev-pages.json');
    const store = new PageSnapshot(file);
    store.record('/docs/a', 'f1', '<html>a</html>');
    expect(store.page('/docs/a', 'f1')).toBe('<html>a</html>');
    expect(store.page('/docs/a', 'f2')).toBeUndefined();
    store.flush();
    const again = new PageSnapshot(file);
    expect(again.page('/docs/a', 'f1')).toBe('<html>a</html>');
    // A page of newer inputs drops the pages of older ones.
    again.record('/docs/b', 'f2', '<html>b</html>');
    expect(again.page('/docs/a', 'f1')).toBeUndefined();
    expect(again.page('/docs/a', 'f2')).toBeUndefined();
    for (let i = 0; i < 30; i++) again.record(`/docs/p${i}`, 'f2', `<html>${i}</html>`);
    expect(again.page('/docs/p5', 'f2')).toBeUndefined();
    expect(again.page('/docs/p6', 'f2')).toBe('<html>6</html>');
    expect(again.page('/docs/p29', 'f2')).toBe('<html>29</html>');
    again.flush();
  });

  it('ignores a store that is not its own shape, and is off with DOCS_CACHE=0', () => {
    const dir = tree({ 'dev-pages.json': '{"fingerprint": 3, "pages": []}' });
    expect(new PageSnapshot(path.join(dir, 'dev-pages.json')).page('/', '3')).toBeUndefined();
    expect(snapshotFile('/p', { DOCS_CACHE: '0' })).toBeUndefined();
    expect(snapshotFile('/p', { DOCS_CACHE_DIR: '/c' })).toBe(path.join('/c', 'dev-pages.json'));
    expect(snapshotFile('/p', {})).toBe(path.join('/p', 'node_modules', '.cache', 'docs-build', 'dev-pages.json'));
  });
});
