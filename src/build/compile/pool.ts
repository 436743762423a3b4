import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageContext } from '../markdown/facts.ts';
import { compileBody, type CompiledBody } from '../markdown/processor.ts';

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
  results: CompiledBody[];
}

/** Below this many pages, starting threads costs more than it saves. */
const MIN_JOBS_FOR_WORKERS = 120;
/** Pages per message: small enough to balance the threads, large enough to amortise messaging. */
const BATCH = 40;

/** How many threads to use: one per core, capped, overridable with DOCS_BUILD_THREADS (1 = no workers). */
export function threadCount(env: Record<string, string | undefined>): number {
  const requested = Number(env.DOCS_BUILD_THREADS);
  if (Number.isInteger(requested) && requested > 0) return requested;
  return Math.min(availableParallelism(), 8);
}

/**
 * Compiles page bodies, in worker threads when there are enough pages and more than one thread.
 * Results come back in job order. Each worker has its own Shiki highlighter, so a batch is
 * self-contained.
 */
export async function compileAll(jobs: CompileJob[], threads: number): Promise<CompiledBody[]> {
  if (threads <= 1 || jobs.length < MIN_JOBS_FOR_WORKERS) {
    const results: CompiledBody[] = [];
    for (const job of jobs) results.push(await compileBody(job.body, job.format, job.ctx));
    return results;
  }
  const batches: CompileJob[][] = [];
  for (let i = 0; i < jobs.length; i += BATCH) batches.push(jobs.slice(i, i + BATCH));
  const results: CompiledBody[][] = new Array(batches.length);
  const boot = new URL('./worker-boot.mjs', import.meta.url);
  const module = new URL('./compile-worker.ts', import.meta.url).href;
  let next = 0;
  const workers = Array.from({ length: Math.min(threads, batches.length) }, () => new Worker(boot, { workerData: { module } }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = (): void => {
              if (next >= batches.length) {
                resolve();
                return;
              }
              const id = next++;
              worker.postMessage({ id, jobs: batches[id]! } satisfies CompileRequest);
            };
            worker.on('message', (reply: CompileReply) => {
              results[reply.id] = reply.results;
              send();
            });
            worker.once('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results.flat();
}
