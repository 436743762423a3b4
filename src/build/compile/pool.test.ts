import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discardPreparedWorker, prepareCompileWorker, startCompilePool, type CompilePool } from './pool.ts';

/** Where this process's worker bundle is written (pool.ts `workerEntry`). */
const bundle = path.resolve(import.meta.dirname, '../../../node_modules/.cache/docs-worker', `compile-worker-${process.pid}.mjs`);

describe('compile pool', () => {
  let pool: CompilePool | undefined;
  afterAll(() => pool?.close());

  it('converts many twin batches at once without piling listeners on a worker (no MaxListenersExceededWarning)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => void warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      pool = startCompilePool(1);
      // 13 batches of 60 on one thread: one listener each would pass Node's limit of 10.
      const jobs = Array.from({ length: 13 * 60 }, (_, i) => ({ route: `/docs/p${i}`, bodyHtml: `<p>Page ${i}.</p>`, head: { title: `P${i}` } }));
      const { markdown } = await pool.htmlTwins({ siteUrl: 'https://example.com', twinRoutes: [], jobs });
      expect(markdown).toHaveLength(jobs.length);
      expect(markdown[779]).toContain('Page 779.');
      await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

});

// After the suite above has closed its pool: every pool of a process writes the same bundle file.
describe('a worker bundle prepared early', () => {
  it('is removed when no pool takes it', async () => {
    await prepareCompileWorker();
    expect(existsSync(bundle)).toBe(true);
    await discardPreparedWorker();
    expect(existsSync(bundle)).toBe(false);
  });

  it('is taken by the next pool, which removes it when closed', async () => {
    void prepareCompileWorker();
    const prepared = startCompilePool(1);
    try {
      await discardPreparedWorker(); // the pool took it: nothing to remove
      const { markdown } = await prepared.htmlTwins({ siteUrl: 'https://example.com', twinRoutes: [], jobs: [{ route: '/docs/a', bodyHtml: '<p>Kept.</p>', head: { title: 'A' } }] });
      expect(markdown[0]).toContain('Kept.');
    } finally {
      await prepared.close();
    }
    expect(existsSync(bundle)).toBe(false);
  });
});
