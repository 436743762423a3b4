/**
 * A child process of scripts/lighthouse.ts: starts its own Chromium, then measures the pages its
 * parent sends, one at a time, answering each with the page's result (or the error that stopped
 * it). It closes its Chromium and exits on `stop`, or when the parent goes away.
 */
import { measurePage, launchChrome, type RunSettings, type Target } from './lighthouse-page.ts';

export type ToWorker = { type: 'page'; target: Target } | { type: 'stop' };
export type FromWorker =
  | { type: 'result'; result: Awaited<ReturnType<typeof measurePage>>['result']; seconds: number }
  | { type: 'error'; route: string; message: string; stack?: string };

if (!process.send) throw new Error('scripts/lighthouse-worker.ts is started by scripts/lighthouse.ts, not on its own.');
const settings = JSON.parse(process.env.LIGHTHOUSE_WORKER_SETTINGS ?? '') as RunSettings;
const chrome = launchChrome();
let closing = false;

async function close(): Promise<void> {
  if (closing) return;
  closing = true;
  await (await chrome.catch(() => undefined))?.kill();
  process.exit(0);
}

process.on('disconnect', () => void close());
process.on('message', (message: ToWorker) => {
  if (message.type === 'stop') return void close();
  void (async () => {
    let answer: FromWorker;
    try {
      const { result, seconds } = await measurePage(message.target, (await chrome).port, settings);
      answer = { type: 'result', result, seconds };
    } catch (error) {
      answer = { type: 'error', route: message.target.route, message: (error as Error).message ?? String(error), stack: (error as Error).stack };
    }
    process.send!(answer);
  })();
});
