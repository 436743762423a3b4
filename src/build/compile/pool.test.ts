import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { collectPages, readContentFiles } from '../collect/collect-pages.ts';
import { createParser } from '../markdown/parser.ts';
import { preprocessDocusaurusSyntax } from '../markdown/preprocess.ts';
import { discardPreparedWorker, prepareCompileWorker, startCompilePool, sweepBundles, withoutVisitorNames, withSharedHandlerContext, workerBundle, type CompileJob, type CompilePool } from './pool.ts';

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

describe('a worker bundle prepared early', () => {
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
    }
    // Not taken at all: the threads end.
    await prepareCompileWorker(2);
    await discardPreparedWorker();
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

describe('mdast-util-from-markdown in the worker bundle', () => {
  const library = path.resolve(import.meta.dirname, '../../../node_modules/mdast-util-from-markdown/lib/index.js');

  it('calls handlers on one shared context, and the installed package still has the statements it replaces', () => {
    const source = readFileSync(library, 'utf8');
    const shared = withSharedHandlerContext(source);
    // If an upgrade changes either statement, this says so (the bundle would keep the package as it is: slower, still right).
    expect(shared).not.toBe(source);
    expect(shared).toContain('const sharedContext = { ...context, sliceSerialize: undefined };');
    expect(shared).toContain('.call(sharedContext, events[index][1])');
    expect(shared).not.toContain('.call({');
    expect(withSharedHandlerContext('export const unrelated = 1;')).toBe('export const unrelated = 1;');
  });

  it('gives the same trees as the package itself for every page of the site, Markdown and MDX', async () => {
    // The changed module sits beside the original so that its relative imports resolve the same.
    const copy = path.join(path.dirname(library), `index.shared-${process.pid}.js`);
    writeFileSync(copy, withSharedHandlerContext(readFileSync(library, 'utf8')));
    try {
      const { fromMarkdown: sharedFromMarkdown } = (await import(pathToFileURL(copy).href)) as { fromMarkdown: typeof fromMarkdown };
      // Each page as the build parses it: its body, with Docusaurus syntax turned into ours.
      const contentRoot = path.resolve(import.meta.dirname, '../../../content/docs');
      const pages = collectPages(readContentFiles(contentRoot, 'content/docs'), '/docs', { problems: [] });
      expect(pages.length).toBeGreaterThan(300);
      const parse = (from: typeof fromMarkdown, page: (typeof pages)[number]): string => {
        const parser = createParser(page.format).freeze();
        const options = { extensions: parser.data('micromarkExtensions') ?? [], mdastExtensions: parser.data('fromMarkdownExtensions') ?? [] };
        return JSON.stringify(from(preprocessDocusaurusSyntax(page.body, page.format), options));
      };
      let differ = 0;
      for (const page of pages) if (parse(sharedFromMarkdown, page) !== parse(fromMarkdown, page)) differ++;
      expect(differ).toBe(0);
    } finally {
      rmSync(copy, { force: true });
    }
  }, 120_000);
});

describe('the kept worker bundle', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const tempDir = (): string => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-worker-'));
    dirs.push(dir);
    return dir;
  };

  it('is made once and reused while nothing it was made from changes; a changed input, a lost bundle or a bad manifest makes it again', async () => {
    const dir = tempDir();
    const first = await workerBundle(dir);
    expect(first).toMatchObject({ bundled: true, reused: false });
    expect(await workerBundle(dir)).toMatchObject({ bundled: true, reused: true, file: first.file });
    const manifestFile = path.join(dir, 'compile-worker.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { inputs: Record<string, string> };
    // Inputs are the engine's own sources and the packages bundled with it.
    expect(Object.keys(manifest.inputs)).toContain(path.resolve(import.meta.dirname, 'compile-worker.ts'));
    expect(Object.keys(manifest.inputs).some((f) => f.includes(`${path.sep}micromark${path.sep}`))).toBe(true);
    // One input's recorded content no longer matches: as if that file had been edited.
    const edited = Object.keys(manifest.inputs)[0]!;
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, inputs: { ...manifest.inputs, [edited]: 'a-different-hash' } }));
    expect(await workerBundle(dir)).toMatchObject({ reused: false });
    expect(await workerBundle(dir)).toMatchObject({ reused: true });
    rmSync(fileURLToPath(first.file));
    expect(await workerBundle(dir)).toMatchObject({ reused: false });
    writeFileSync(manifestFile, '{ not json');
    expect(await workerBundle(dir)).toMatchObject({ reused: false });
    // The bundle works: a worker loads it and answers.
    const worker = new Worker(first.file, { workerData: {} });
    await new Promise((resolve, reject) => {
      worker.once('online', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
  }, 60_000);

  it('sweeps older bundles past the newest few and the grace period, and what killed builds left', () => {
    const dir = tempDir();
    const now = Date.now();
    const hour = 60 * 60 * 1000;
    const bundle = (n: number) => `compile-worker-${String(n).padStart(20, 'a')}.mjs`;
    // Bundle 6 is in use; of the others, the all-digit one, 0 and 5 are the newest; 4 and 7 are within the grace period.
    const ages = [0, 2 * hour, 3 * hour, 4 * hour, 0.8 * hour, 0.5 * hour, 6 * hour, 0.9 * hour];
    ages.forEach((age, i) => {
      const file = path.join(dir, bundle(i));
      writeFileSync(file, '');
      utimesSync(file, (now - age) / 1000, (now - age) / 1000);
    });
    const dead = spawnSync(process.execPath, ['-e', '']).pid; // has exited: its id names no running process
    for (const name of [`compile-worker-${dead}.mjs`, `compile-worker-${process.ppid}.mjs`, `${bundle(9)}.${dead}.tmp`, 'compile-worker.json', 'notes.txt']) writeFileSync(path.join(dir, name), '');
    // A hash made only of digits (about one in twelve thousand) is a bundle, not a process id.
    const digits = 'compile-worker-12345678901234567890.mjs';
    writeFileSync(path.join(dir, digits), '');
    sweepBundles(dir, bundle(6));
    // Gone: 1, 2 and 3 (past the newest three and the grace period) and the dead build's files.
    expect(readdirSync(dir).sort()).toEqual([bundle(0), bundle(4), bundle(5), bundle(6), bundle(7), digits, `compile-worker-${process.ppid}.mjs`, 'compile-worker.json', 'notes.txt'].sort());
  });
});
