import { parentPort, workerData } from 'node:worker_threads';
import { prepareSpelling } from './check-spelling.ts';

/** Worker thread: loads the dictionaries at once, then answers each list of texts with its issues. */
const ready = prepareSpelling((workerData as { words: string[] }).words);
parentPort?.on('message', (texts: string[]) => {
  void ready
    .then((check) => check(texts))
    .then((issues) => parentPort?.postMessage({ issues }), (error: unknown) => parentPort?.postMessage({ error: String((error as Error).stack ?? error) }));
});
