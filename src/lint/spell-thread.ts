import { Worker } from 'node:worker_threads';
import type { SpellChecker, SpellingIssue } from './check-spelling.ts';

/** A spell checker running in its own thread, and a way to stop it. */
export interface SpellThread {
  check: SpellChecker;
  close(): Promise<void>;
}

type Reply = { issues: SpellingIssue[][] } | { error: string };

/**
 * Starts the spell checker in a worker thread, so its dictionaries load (a second or two) while
 * the main thread parses and checks the pages. One request at a time.
 */
export function startSpellThread(words: string[]): SpellThread {
  // The build's boot script registers tsx in the thread, then imports the TypeScript module.
  const worker = new Worker(new URL('../build/compile/worker-boot.mjs', import.meta.url), {
    workerData: { module: new URL('./spell-worker.ts', import.meta.url).href, words },
  });
  // Kept from the start: a thread that fails while loading must not crash the process unheard.
  let failure: Error | undefined;
  let pending: { resolve: (issues: SpellingIssue[][]) => void; reject: (error: Error) => void } | undefined;
  worker.on('error', (error) => {
    failure = error;
    pending?.reject(error);
  });
  worker.on('message', (reply: Reply) => {
    if ('issues' in reply) pending?.resolve(reply.issues);
    else pending?.reject(new Error(`spell checker failed: ${reply.error}`));
  });
  return {
    check: (texts) =>
      new Promise<SpellingIssue[][]>((resolve, reject) => {
        if (failure) return reject(failure);
        pending = { resolve, reject };
        worker.postMessage(texts);
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}
