import type { CheckResult } from './check.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

/** A check that runs longer than this is stopped (the worker is replaced), so nothing hangs. */
const CHECK_TIMEOUT_MS = 5_000;

/** Why a check gave no result. */
export class CheckStopped extends Error {
  constructor(readonly reason: 'timeout' | 'schema') {
    super(reason);
  }
}

interface Pending {
  resolve(result: CheckResult): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The page's side of the checker worker: starts it (which downloads and builds the schema), sends
 * texts and matches answers by id. A check past the time limit ends the worker; the next check
 * starts a fresh one (the schema then comes from the HTTP cache).
 */
export class CheckerClient {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly urls: { schemaUrl: string; typesUrl: string }) {}

  /** Resolves when the schema is built; rejects with its download or build error. */
  start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module', name: 'graphql-checker' });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(new Error(message.message));
        else this.settle(message.id, (p) => p.resolve(message.result));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || 'the checker could not start'));
        this.stop(new CheckStopped('schema'));
      };
    });
    this.ready.catch(() => undefined);
    worker.postMessage({ type: 'init', ...this.urls } satisfies ToWorker);
    return this.ready;
  }

  /** Validates a text; rejects with `CheckStopped('timeout')` when it takes too long. */
  async check(text: string): Promise<CheckResult> {
    await this.start();
    const id = this.nextId++;
    return new Promise<CheckResult>((resolve, reject) => {
      const timer = setTimeout(() => this.stop(new CheckStopped('timeout')), CHECK_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.worker!.postMessage({ type: 'check', id, text } satisfies ToWorker);
    });
  }

  /** Ends the worker and fails what was waiting for it. */
  stop(reason: Error = new CheckStopped('timeout')): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.ready = undefined;
    for (const id of [...this.pending.keys()]) this.settle(id, (p) => p.reject(reason));
  }

  private settle(id: number, action: (pending: Pending) => void): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(id);
    action(pending);
  }
}
