import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discardPreparedWorker, prepareCompileWorker, removeStaleBundles, startCompilePool, withoutVisitorNames, type CompileJob, type CompilePool } from './pool.ts';

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

  it('starts its threads as soon as it is written when given a count; a pool of that size takes them, one of another size starts its own', async () => {
    const twin = async (pool: CompilePool) => (await pool.htmlTwins({ siteUrl: 'https://example.com', twinRoutes: [], jobs: [{ route: '/docs/a', bodyHtml: '<p>Early.</p>', head: { title: 'A' } }] })).markdown[0];
    for (const size of [2, 1]) {
      await prepareCompileWorker(2);
      const pool = startCompilePool(size);
      try {
        expect(await twin(pool)).toContain('Early.');
      } finally {
        await pool.close();
      }
      expect(existsSync(bundle)).toBe(false);
    }
    // Not taken at all: the threads end and the bundle goes.
    await prepareCompileWorker(2);
    await discardPreparedWorker();
    expect(existsSync(bundle)).toBe(false);
  });
});

describe('compiling on threads', () => {
  const routeOfFile = new Map<string, string>();
  const job = (i: number): CompileJob => ({ body: `# Page ${i}\n\nBody of page ${i}.\n`, format: 'md', ctx: { file: `p${i}.md`, lineOffset: 0, route: `/docs/p${i}`, sourceDir: '.', relPath: `p${i}.md`, routeOfFile, assetBase: '/assets' } });

  it('hands back every page once, under its own index, with batches queued ahead on each thread', async () => {
    const threads = startCompilePool(2);
    try {
      // Several batches per thread, so each thread always has one queued behind the one at work.
      const jobs = Array.from({ length: 130 }, (_, i) => job(i));
      const seen = new Map<number, string>();
      await threads.compile(jobs, (index, result) => {
        expect(seen.has(index)).toBe(false);
        seen.set(index, result.html);
      });
      expect(seen.size).toBe(jobs.length);
      for (const [index, html] of seen) expect(html).toContain(`Body of page ${index}.`);
      // A second call on the same threads, and one with nothing to do, both finish.
      let again = 0;
      await threads.compile(jobs.slice(0, 3), () => again++);
      expect(again).toBe(3);
      await threads.compile([], () => again++);
      expect(again).toBe(3);
    } finally {
      await threads.close();
    }
  }, 60_000);
});

describe('the worker bundle', () => {
  it('drops the visitor renaming of the installed unist-util-visit-parents, and nothing else', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../../node_modules/unist-util-visit-parents/lib/index.js'), 'utf8');
    const lean = withoutVisitorNames(source);
    // If an upgrade changes the line, this says so (the bundle would then keep it: slower, still right).
    expect(source).toContain("Object.defineProperty(visit, 'name'");
    expect(lean).not.toContain("Object.defineProperty(visit, 'name'");
    const removed = source.length - lean.length;
    expect(removed).toBeGreaterThan(40);
    expect(removed).toBeLessThan(200);
    expect(lean).toContain('function visit()');
  });
});

describe('worker bundles left by killed builds', () => {
  it('are deleted; those of running builds, and other files, are kept', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-worker-'));
    try {
      const dead = spawnSync(process.execPath, ['-e', '']).pid; // has exited: its id names no running process
      for (const name of [`compile-worker-${dead}.mjs`, `compile-worker-${process.pid}.mjs`, `compile-worker-${process.ppid}.mjs`, 'notes.txt']) writeFileSync(path.join(dir, name), '');
      removeStaleBundles(dir);
      expect(readdirSync(dir).sort()).toEqual([`compile-worker-${process.pid}.mjs`, `compile-worker-${process.ppid}.mjs`, 'notes.txt'].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
