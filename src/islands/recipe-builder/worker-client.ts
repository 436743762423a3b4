/**
 * The page's side of the worker: requests with ids, each bounded in time. A request that takes
 * longer than its limit (a pathological paste) terminates the worker; the next request starts a
 * fresh one, so the page never waits on it.
 */
import type { WorkerRequest, WorkerResponse } from './worker-protocol.ts';

/** Extra time for the first request of a new worker (ms). */
const STARTUP_GRACE = 15_000;

type Pending = { resolve(response: WorkerResponse): void; timer: ReturnType<typeof setTimeout> };
type Body = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

export class RecipeWorker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'recipe-builder' });
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const pending = this.pending.get(event.data.id);
      if (!pending) return;
      clearTimeout(pending.timer);
      this.pending.delete(event.data.id);
      pending.resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.stop('The checker stopped unexpectedly. Try again.');
    };
    this.worker = worker;
    return worker;
  }

  /** Ends the worker; every pending request answers with `message`. */
  stop(message: string): void {
    this.worker?.terminate();
    this.worker = undefined;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.resolve({ id, ok: false, message });
    }
    this.pending.clear();
  }

  /** Sends a request; answers `{ ok: false }` when the worker fails or takes longer than `timeoutMs`. */
  request(body: Body, timeoutMs: number): Promise<WorkerResponse> {
    const id = this.nextId++;
    // A fresh worker first downloads and compiles its script: that time is not the input's fault.
    const grace = this.worker ? 0 : STARTUP_GRACE;
    const worker = this.start();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.stop(`Stopped after ${timeoutMs / 1000} s: this input takes too long to check. Is it really a recipe?`), timeoutMs + grace);
      this.pending.set(id, { resolve, timer });
      worker.postMessage({ ...body, id } as WorkerRequest);
    });
  }
}
