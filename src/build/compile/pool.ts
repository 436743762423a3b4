import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageContext } from '../markdown/facts.ts';
import type { CompiledHtml } from './compile-html.ts';

/** One page body to compile. */
export interface CompileJob {
  body: string;
  format: 'md' | 'mdx';
  ctx: PageContext;
}

export interface CompileRequest {
  id: number;
  jobs: CompileJob[];
}

export interface CompileReply {
  id: number;
  results: CompiledHtml[];
}

/** Below this many pages, starting threads costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 120;
/** Pages per message: small enough to balance the threads, large enough to amortise messaging. */
const BATCH = 40;
/**
 * Compiling allocates many short-lived objects (tokens, positions); a larger young generation
 * than V8's default measured markedly less time in scavenges (64 MB keeps two workers well
 * inside the memory budget).
 */
const YOUNG_GENERATION_MB = 64;

/** How many threads to use: one per core, capped, overridable with DOCS_BUILD_THREADS (1 = no workers). */
export function threadCount(env: Record<string, string | undefined>): number {
  const requested = Number(env.DOCS_BUILD_THREADS);
  if (Number.isInteger(requested) && requested > 0) return requested;
  return Math.min(availableParallelism(), 8);
}

/** Worker threads that compile and render page bodies; started early so they warm up meanwhile. */
export interface CompilePool {
  compile(jobs: CompileJob[]): Promise<CompiledHtml[]>;
  close(): Promise<void>;
}

/**
 * Starts `threads` workers. Each loads the Markdown pipeline and Shiki with the common grammars
 * right away, so that start-up overlaps with the main thread reading and collecting pages.
 */
export function startCompilePool(threads: number): CompilePool {
  const boot = new URL('./worker-boot.mjs', import.meta.url);
  const module = new URL('./compile-worker.ts', import.meta.url).href;
  const workers = Array.from({ length: threads }, () => new Worker(boot, { workerData: { module }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
  return {
    async compile(jobs) {
      const batches: CompileJob[][] = [];
      for (let i = 0; i < jobs.length; i += BATCH) batches.push(jobs.slice(i, i + BATCH));
      const results: CompiledHtml[][] = new Array(batches.length);
      let next = 0;
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              const send = (): void => {
                if (next >= batches.length) {
                  worker.off('message', onMessage);
                  worker.off('error', reject);
                  resolve();
                  return;
                }
                const id = next++;
                worker.postMessage({ id, jobs: batches[id]! } satisfies CompileRequest);
              };
              const onMessage = (reply: CompileReply): void => {
                results[reply.id] = reply.results;
                send();
              };
              worker.on('message', onMessage);
              worker.once('error', reject);
              send();
            }),
        ),
      );
      return results.flat();
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** Compiles page bodies in this thread (small sites, tests, the dev server). */
export async function compileInThread(jobs: CompileJob[]): Promise<CompiledHtml[]> {
  const { compileToHtml } = await import('./compile-html.ts');
  const results: CompiledHtml[] = [];
  for (const job of jobs) results.push(await compileToHtml(job.body, job.format, job.ctx));
  return results;
}
