import { afterAll, describe, expect, it } from 'vitest';
import { startCompilePool, type CompilePool } from './pool.ts';

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
