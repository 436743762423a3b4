import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build as esbuild, version as esbuildVersion, type Plugin } from 'esbuild';
import { z } from 'zod';
import type { PageContext } from '../markdown/facts.ts';
import { removeEntriesOfDeadProcesses } from '../pid-files.ts';
import type { CompiledHtml } from './compile-html.ts';
import type { HtmlTwinBatch } from '../markdown-twin/html-twin.ts';

/** One page body to compile. */
export interface CompileJob {
  body: string;
  format: 'md' | 'mdx';
  ctx: PageContext;
}

/** The same route map is shared by every page of a version: it travels once per batch, not per page. */
type ThreadJob = Omit<CompileJob, 'ctx'> & { ctx: Omit<PageContext, 'routeOfFile'> };

export interface CompileRequest {
  id: number;
  routeOfFile: PageContext['routeOfFile'];
  jobs: ThreadJob[];
}

export interface CompileReply {
  id: number;
  results: CompiledHtml[];
}

/** Generated pages to turn into Markdown twins (`markdown-twin/html-twin.ts`); answered by a `TwinReply`. */
export interface TwinRequest {
  twinId: number;
  batch: HtmlTwinBatch;
}

export interface TwinReply {
  twinId: number;
  markdown: string[];
  /** Time the thread spent converting the batch (ms). */
  ms: number;
}

/** Below this many pages, starting threads costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 120;
/** Pages per message: small enough to balance the threads, large enough to amortise messaging. */
const BATCH = 20;
/**
 * Compile batches a thread holds at once: one at work, one queued, so it never waits while the
 * main thread takes in the pages it just sent back (layout, files, search index).
 */
const COMPILES_IN_FLIGHT = 2;
/** Generated pages per twin message (they are smaller and quicker than compiling a page). */
const TWIN_BATCH = 60;
/** Twin messages a thread holds at once: one at work, one queued so it never waits on the main thread. */
const TWINS_IN_FLIGHT = 2;
/**
 * Compiling allocates many short-lived objects (tokens, positions); a larger young generation
 * than V8's default measured markedly less time in scavenges (1,000 pages: 16.6 s at 64 MB,
 * 15.2 s at 128 MB; 3,000 pages peak at 976 MB with two workers, inside the 1 GB budget).
 */
const YOUNG_GENERATION_MB = 128;

/** How many threads to use: one per core, capped, overridable with DOCS_BUILD_THREADS (1 = no workers). */
export function threadCount(env: Record<string, string | undefined>): number {
  const requested = Number(env.DOCS_BUILD_THREADS);
  if (Number.isInteger(requested) && requested > 0) return requested;
  return Math.min(availableParallelism(), 8);
}

/** Worker threads that compile and render page bodies; started early so they warm up meanwhile. */
export interface CompilePool {
  /** Compiles the jobs; `onResult` hears of each one as its batch returns (nothing is kept here). */
  compile(jobs: CompileJob[], onResult: (index: number, result: CompiledHtml) => void): Promise<void>;
  /** Converts generated pages to Markdown twins, spread over the threads in batches: the twins in job order, and the threads' time (ms). */
  htmlTwins(batch: HtmlTwinBatch): Promise<{ markdown: string[]; ms: number }>;
  close(): Promise<void>;
  /** False for a lazy pool whose threads have not started (see `lazyCompilePool`). */
  readonly started?: boolean;
}

/**
 * Packages the worker keeps as imports: the diagram renderer (loaded only for a page with a
 * diagram), Shiki's grammars and themes (loaded per language), and React (CommonJS that picks its
 * build from NODE_ENV at run time).
 */
const WORKER_EXTERNAL = ['beautiful-mermaid', 'elkjs', '@shikijs/langs/*', '@shikijs/themes/*', 'react', 'react-dom', 'react/*', 'react-dom/*'];

/**
 * Bundles `hast-util-is-element` for the packages that import it as `is-element-memo.ts`, which
 * converts an array test once instead of on every call (hast-util-minify-whitespace, run on every
 * generated page's twin, made that most of its time). The wrapper itself gets the package.
 */
const memoIsElement: Plugin = {
  name: 'memo-is-element',
  setup(build) {
    const wrapper = fileURLToPath(new URL('./is-element-memo.ts', import.meta.url));
    build.onResolve({ filter: /^hast-util-is-element$/ }, (args) => (args.importer === wrapper ? undefined : { path: wrapper }));
  },
};

/** The statement of unist-util-visit-parents that names each node's visitor function (for stack traces). */
const NAMES_VISITOR = /^( *)Object\.defineProperty\(visit, 'name', \{\n[\s\S]*?\n\1\}\)\n/m;

/**
 * unist-util-visit-parents without the line that renames its visitor function for every node it
 * visits (`Object.defineProperty(visit, 'name', …)`: a debugging aid for stack traces). Every
 * Markdown and HTML plugin walks each page's tree with it, and that one line was 4 % of a compile
 * thread's time (defining the property and building the coloured name). Nothing else changes:
 * the bundle's visitors are the package's own. Unchanged when the package no longer has the line.
 */
export function withoutVisitorNames(source: string): string {
  return source.replace(NAMES_VISITOR, '');
}

const leanVisitParents: Plugin = {
  name: 'lean-visit-parents',
  setup(build) {
    build.onLoad({ filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, async (args) => ({ contents: withoutVisitorNames(await readFile(args.path, 'utf8')), loader: 'js' }));
  },
};

/** The statement of mdast-util-from-markdown's `compile` that calls each event's handler on a fresh copy of the context. */
const HANDLER_CALL = /(?:\/\/ Note: spread first[^\n]*\n\s*)?handler\[events\[index\]\[1\]\.type\]\.call\(\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}, events\[index\]\[1\]\);/;
/** Where `compile` declares its list stack, just after the context: the shared context is made there. */
const LIST_STACK = /const listStack = \[\];/;

/**
 * mdast-util-from-markdown with one context object per tree instead of one per event: its
 * `compile` called every handler on `{ ...context, sliceSerialize }`, a new ten-field object for
 * each of the tens of thousands of events of a page (and the garbage collection that follows).
 * Here the object is made once per `compile` call and only its `sliceSerialize` is set before each
 * handler. No handler of the packages we use assigns to `this` (they change `this.stack`,
 * `this.data` and the nodes, which are the same objects either way), so the trees are the same:
 * the corpus' HTML and twins stayed byte for byte the same; parsing its Markdown went from
 * 3.1–3.3 to 2.1–2.2 ms a page, compiling from 7.1–7.4 to 6.3–6.4 ms (one thread, interleaved).
 * Unchanged when the package no longer has both statements.
 */
export function withSharedHandlerContext(source: string): string {
  if (!HANDLER_CALL.test(source) || !LIST_STACK.test(source)) return source;
  return source
    .replace(LIST_STACK, (declaration) => `${declaration}\n    const sharedContext = { ...context, sliceSerialize: undefined };`)
    .replace(HANDLER_CALL, 'sharedContext.sliceSerialize = events[index][2].sliceSerialize;\n        handler[events[index][1].type].call(sharedContext, events[index][1]);');
}

const sharedHandlerContext: Plugin = {
  name: 'shared-handler-context',
  setup(build) {
    build.onLoad({ filter: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/ }, async (args) => ({ contents: withSharedHandlerContext(await readFile(args.path, 'utf8')), loader: 'js' }));
  },
};

interface WorkerEntry {
  file: URL;
  workerData: Record<string, string>;
  bundled: boolean;
}

/** What `compile-worker.json` records of the bundle in use: its file and every file it was made from. */
const BundleManifest = z.object({
  /** Hash of how the bundle is made: esbuild's version and this module's source (options, plugins). */
  recipe: z.string(),
  /** The bundle's file name, in the same folder. */
  file: z.string().regex(/^compile-worker-[0-9a-f]{20}\.mjs$/),
  /** Absolute path of each input file → hash of its content. */
  inputs: z.record(z.string(), z.string()),
});
type BundleManifest = z.infer<typeof BundleManifest>;

const MANIFEST = 'compile-worker.json';
/** The engine's root folder (its node_modules resolve the bundle's external imports). */
const ENGINE_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Bundles kept besides the one in use (a build still running may hold an older one). */
const BUNDLES_KEPT = 3;
/** A bundle younger than this is never deleted, however many newer ones exist. */
const BUNDLE_GRACE_MS = 60 * 60 * 1000;

const hashOf = (data: string | Uint8Array): string => createHash('sha1').update(data).digest('hex');

/** Hash of each file's content, or undefined as soon as one is missing. */
async function hashFiles(files: string[]): Promise<Record<string, string> | undefined> {
  try {
    const hashes = await Promise.all(files.map(async (file) => [file, hashOf(await readFile(file))] as const));
    return Object.fromEntries(hashes);
  } catch {
    return undefined;
  }
}

/** The bundle the manifest names, if it exists and every input still has the recorded content. */
async function reusableBundle(dir: string, recipe: string): Promise<string | undefined> {
  let manifest: BundleManifest;
  try {
    manifest = BundleManifest.parse(JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')));
  } catch {
    return undefined; // none yet, or unreadable: bundled again
  }
  const file = path.join(dir, manifest.file);
  if (manifest.recipe !== recipe || !existsSync(file)) return undefined;
  const now = await hashFiles(Object.keys(manifest.inputs));
  if (!now || Object.entries(manifest.inputs).some(([input, hash]) => now[input] !== hash)) return undefined;
  return file;
}

/** Writes `data` to `file` through a temporary name, so a reader sees the old file or the whole new one. */
function writeWhole(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/**
 * Deletes bundles other than `keep`, beyond the newest few and older than the grace period, and
 * temporaries and per-process bundles (`compile-worker-{pid}.mjs`, an older engine's) of builds
 * that no longer run.
 */
export function sweepBundles(dir: string, keep: string, now = Date.now()): void {
  // A process id has at most 10 digits: a 20-character hash made only of digits is not one.
  removeEntriesOfDeadProcesses(dir, /^compile-worker-(\d{1,10})\.mjs$/);
  removeEntriesOfDeadProcesses(dir, /^compile-worker.*\.(\d+)\.tmp$/);
  const bundles = readdirSync(dir)
    .filter((name) => /^compile-worker-[0-9a-f]{20}\.mjs$/.test(name) && name !== keep)
    .map((name) => ({ name, mtime: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { name, mtime } of bundles.slice(BUNDLES_KEPT)) if (now - mtime > BUNDLE_GRACE_MS) rmSync(path.join(dir, name), { force: true });
}

/**
 * The worker's TypeScript and the packages it uses bundled into one ES module, so workers start
 * without tsx's loader hooks (which made every import cross threads) and without resolving and
 * linking the few hundred small ES modules of the unified ecosystem one by one (measured: importing
 * the worker 1.2 s → 0.4 s of CPU). The bundle is the engine's own code compiled, like the
 * JavaScript a published package ships: it is kept in `dir` (under node_modules/.cache, so the
 * external imports resolve from the engine's node_modules) and reused while esbuild, this module
 * and every file it was made from are unchanged (`compile-worker.json` records their hashes), so
 * a build pays for bundling (about 0.5 s of CPU before any thread can start) only after the
 * engine or its packages change. Bundled asynchronously: the main thread reads and collects pages
 * meanwhile. Falls back to loading the sources through tsx if bundling is not possible.
 */
export async function workerBundle(dir = path.join(ENGINE_ROOT, 'node_modules', '.cache', 'docs-worker')): Promise<WorkerEntry & { reused: boolean }> {
  const source = fileURLToPath(new URL('./compile-worker.ts', import.meta.url));
  try {
    mkdirSync(dir, { recursive: true });
    const recipe = hashOf(`${esbuildVersion}\n${await readFile(fileURLToPath(import.meta.url), 'utf8')}`);
    const reused = await reusableBundle(dir, recipe);
    if (reused) return { file: pathToFileURL(reused), workerData: {}, bundled: true, reused: true };
    const result = await esbuild({
      entryPoints: [source],
      outfile: path.join(dir, 'compile-worker.mjs'),
      write: false,
      metafile: true,
      absWorkingDir: ENGINE_ROOT,
      bundle: true,
      external: WORKER_EXTERNAL,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      plugins: [memoIsElement, leanVisitParents, sharedHandlerContext],
      // Bundled CommonJS packages call require(): give the ES module one.
      banner: { js: "import { createRequire as __workerRequire } from 'node:module'; const require = __workerRequire(import.meta.url);" },
    });
    const code = result.outputFiles.find((f) => f.path.endsWith('.mjs'))!.contents;
    const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(ENGINE_ROOT, input));
    const hashes = await hashFiles(inputs);
    const name = `compile-worker-${hashOf(`${recipe}\n${hashOf(code)}`).slice(0, 20)}.mjs`;
    writeWhole(path.join(dir, name), code);
    // An input that vanished meanwhile: the bundle serves this build, the next one makes its own.
    if (hashes) writeWhole(path.join(dir, MANIFEST), JSON.stringify({ recipe, file: name, inputs: hashes } satisfies BundleManifest));
    sweepBundles(dir, name);
    return { file: pathToFileURL(path.join(dir, name)), workerData: {}, bundled: true, reused: false };
  } catch {
    return { file: new URL('./worker-boot.mjs', import.meta.url), workerData: { module: new URL('./compile-worker.ts', import.meta.url).href }, bundled: false, reused: false };
  }
}

/** A worker bundle begun by `prepareCompileWorker`, waiting for the pool that takes it (with its threads, when asked to start them). */
let prepared: Promise<WorkerEntry> | undefined;
let preparedThreads: { count: number; workers: Promise<Worker[]> } | undefined;

function spawnWorkers({ file, workerData, bundled }: WorkerEntry, count: number): Worker[] {
  return Array.from({ length: count }, () => new Worker(file, { workerData, ...(bundled ? { execArgv: [] } : {}), resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
}

/** Ends threads begun early that no pool took (or a pool of another size). */
async function endThreads(workers: Promise<Worker[]>): Promise<void> {
  await Promise.all((await workers.catch(() => [])).map((w) => w.terminate()));
}

/**
 * Begins bundling the compile worker now, before the caller imports the rest of the engine (about a
 * second of module loading on the main thread, while esbuild bundles in its own process). The
 * next `startCompilePool` takes this bundle. A build that starts no pool removes it with
 * `discardPreparedWorker`. For cold builds: a warm one usually needs no threads at all. Resolves
 * once the bundle is written.
 */
export function prepareCompileWorker(threads?: number): Promise<void> {
  prepared ??= workerBundle();
  // With a thread count, the threads start as soon as the bundle is written, whatever the main
  // thread is doing then (loading the engine, collecting pages): they load it and warm up
  // meanwhile. Measured on the corpus: created 0.3 s earlier than by the pool, whose callback
  // waited for the main thread's collection to yield.
  if (threads && threads > 1 && !preparedThreads) {
    const workers = prepared.then((entry) => spawnWorkers(entry, threads));
    workers.catch(() => undefined); // taken by startCompilePool, or ended by discardPreparedWorker
    preparedThreads = { count: threads, workers };
  }
  return prepared.then(() => undefined);
}

/** Ends the threads `prepareCompileWorker` started that no pool took (a small site, a failed build); the bundle stays for the next build. */
export async function discardPreparedWorker(): Promise<void> {
  const threads = preparedThreads;
  const entry = prepared;
  prepared = undefined;
  preparedThreads = undefined;
  if (threads) await endThreads(threads.workers);
  await entry; // settled before the caller goes on (it never rejects)
}

/**
 * Starts `threads` workers. Each loads the Markdown pipeline and Shiki with the common grammars
 * right away, so that start-up overlaps with the main thread reading and collecting pages.
 */
export function startCompilePool(threads: number): CompilePool {
  const entry = prepared ?? workerBundle();
  // Threads begun with the bundle are taken when there are as many as asked for (else ended).
  const early = preparedThreads;
  prepared = undefined;
  preparedThreads = undefined;
  const spawned: Promise<Worker[]> = early?.count === threads ? early.workers : entry.then(async (e) => {
    if (early) await endThreads(early.workers);
    return spawnWorkers(e, threads);
  });
  // One listener per worker answers every twin batch waiting on it. A listener per batch (when
  // every batch was posted at once) passed Node's limit of 10 listeners per emitter on a real
  // site's reference pages, and printed a MaxListenersExceededWarning.
  const twinWaiters = new Map<Worker, Map<number, { resolve: (reply: TwinReply) => void; reject: (error: unknown) => void }>>();
  const started = spawned.then((workers) =>
    workers.map((worker) => {
      const waiting = new Map<number, { resolve: (reply: TwinReply) => void; reject: (error: unknown) => void }>();
      twinWaiters.set(worker, waiting);
      worker.on('message', (reply: CompileReply | TwinReply) => {
        if (!('twinId' in reply)) return;
        const waiter = waiting.get(reply.twinId);
        waiting.delete(reply.twinId); // first: answering lets the queue post the next batch here
        waiter?.resolve(reply);
      });
      worker.on('error', (error) => {
        // With nothing waiting (and no compile listening), a crashed worker stays an uncaught error, as without this listener.
        if (waiting.size === 0 && worker.listenerCount('error') === 1) throw error;
        for (const waiter of waiting.values()) waiter.reject(error);
        waiting.clear();
        for (const queued of twinQueue.splice(0)) queued.reject(error);
      });
      return worker;
    }),
  );
  let twinIds = 0;
  // Twin batches wait here and go to a thread only when it has fewer than TWINS_IN_FLIGHT of them:
  // posted all at once, every generated page's HTML sat copied in the threads' message queues.
  const twinQueue: { request: TwinRequest; resolve: (reply: TwinReply) => void; reject: (error: unknown) => void }[] = [];
  const pumpTwins = (workers: Worker[]): void => {
    for (const worker of workers) {
      const waiting = twinWaiters.get(worker)!;
      while (waiting.size < TWINS_IN_FLIGHT && twinQueue.length > 0) {
        const { request, resolve, reject } = twinQueue.shift()!;
        waiting.set(request.twinId, {
          resolve: (reply) => (resolve(reply), pumpTwins(workers)),
          reject,
        });
        worker.postMessage(request satisfies TwinRequest);
      }
    }
  };
  return {
    async compile(jobs, onResult) {
      // Batches never mix route maps (versions), so one map per batch is exact.
      const batches: CompileJob[][] = [];
      for (const job of jobs) {
        const last = batches[batches.length - 1];
        if (last && last.length < BATCH && last[0]!.ctx.routeOfFile === job.ctx.routeOfFile) last.push(job);
        else batches.push([job]);
      }
      const firstIndex: number[] = [];
      batches.reduce((start, batch, i) => ((firstIndex[i] = start), start + batch.length), 0);
      let next = 0;
      const workers = await started;
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              let inFlight = 0;
              const onMessage = (reply: CompileReply | TwinReply): void => {
                if (!('results' in reply)) return; // a twin batch's answer (htmlTwins)
                inFlight--;
                // The thread's next batch first: it works on that while this thread takes in these pages.
                fill();
                reply.results.forEach((result, i) => onResult(firstIndex[reply.id]! + i, result));
                if (inFlight === 0 && next >= batches.length) finish();
              };
              const finish = (): void => {
                worker.off('message', onMessage);
                worker.off('error', reject);
                resolve();
              };
              const fill = (): void => {
                while (inFlight < COMPILES_IN_FLIGHT && next < batches.length) {
                  const id = next++;
                  const batch = batches[id]!;
                  const jobs = batch.map(({ ctx: { routeOfFile: _shared, ...ctx }, ...job }) => ({ ...job, ctx }));
                  worker.postMessage({ id, routeOfFile: batch[0]!.ctx.routeOfFile, jobs } satisfies CompileRequest);
                  inFlight++;
                }
              };
              worker.on('message', onMessage);
              worker.once('error', reject);
              fill();
              if (inFlight === 0) finish();
            }),
        ),
      );
    },
    async htmlTwins({ jobs, ...shared }) {
      const workers = await started;
      const parts = await Promise.all(
        Array.from({ length: Math.ceil(jobs.length / TWIN_BATCH) }, (_, i) => {
          return new Promise<TwinReply>((resolve, reject) => {
            twinQueue.push({ request: { twinId: twinIds++, batch: { ...shared, jobs: jobs.slice(i * TWIN_BATCH, (i + 1) * TWIN_BATCH) } }, resolve, reject });
            pumpTwins(workers);
          });
        }),
      );
      return { markdown: parts.flatMap((p) => p.markdown), ms: parts.reduce((sum, p) => sum + p.ms, 0) };
    },
    async close() {
      await Promise.all((await started.catch(() => [])).map((w) => w.terminate()));
    },
  };
}

/**
 * A pool whose threads start on first use: a warm build that finds (nearly) every body in the
 * build cache never pays for starting them. `started` tells whether they run.
 */
export function lazyCompilePool(threads: number): CompilePool & { readonly started: boolean } {
  let pool: CompilePool | undefined;
  const get = (): CompilePool => (pool ??= startCompilePool(threads));
  return {
    get started() {
      return pool !== undefined;
    },
    compile: (jobs, onResult) => get().compile(jobs, onResult),
    htmlTwins: (batch) => get().htmlTwins(batch),
    close: async () => pool?.close(),
  };
}

/** Compiles page bodies in this thread (small sites, tests, the dev server). */
export async function compileInThread(jobs: CompileJob[], onResult: (index: number, result: CompiledHtml) => void): Promise<void> {
  const { compileToHtml } = await import('./compile-html.ts');
  for (const [index, job] of jobs.entries()) onResult(index, await compileToHtml(job.body, job.format, job.ctx));
}
