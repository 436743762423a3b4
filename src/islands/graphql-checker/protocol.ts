import type { CheckResult } from './check.ts';

/** Messages from the page to the checker worker. */
export type ToWorker = { type: 'init'; schemaUrl: string; typesUrl: string } | { type: 'check'; id: number; text: string };

/** Messages from the worker: the schema is ready or could not load, or a check's result. */
export type FromWorker = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'result'; id: number; result: CheckResult };
