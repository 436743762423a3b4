/**
 * Dev server figures: time from starting `npm run dev` (src/cli/dev.ts in a fresh process) to
 * the first page served (and whether it came from the page snapshot of an earlier run), time to
 * the whole site loaded (`/page-index.json` answered: it needs the full model), and time from
 * saving a page to the server answering with the change (polled with fetch every 20 ms: the
 * browser's reload request, as Vite's full-reload message arrives within milliseconds), measured
 * once the site is loaded. The page gets one sentence appended and is restored afterwards.
 * Run alone with `npx tsx bench/dev-bench.ts`; `npm run bench` prints it as a section.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface DevFigures {
  /** From spawning the server to the first page answered with 200, ms. */
  firstPageMs: number;
  /** Whether the first page was answered from the snapshot of an earlier run (no input changed since). */
  firstPageFromSnapshot: boolean;
  /**
   * When inputs had changed since the snapshot was kept, the first page is the kept one, marked
   * unchecked: from spawning the server to the server's answer whether it still holds (then the
   * browser drops the mark or reloads), ms, and that answer.
   */
  provisional?: { checkedMs: number; same: boolean };
  /** From spawning the server to the whole site model loaded, ms. */
  siteLoadedMs: number;
  /** CPU time the server had used when the site was loaded, ms (Linux only). */
  siteLoadedCpuMs?: number;
  /** From writing the edited file to the page answered with the new sentence, ms (median of `edits`). */
  savedEditMs: number;
  edits: number[];
  route: string;
  /** CPU time (user + system) the server process had used when the first page was answered, ms (Linux only; its esbuild helper not counted). */
  firstPageCpuMs?: number;
  /** CPU time the server spent per saved edit, ms (median; Linux only). */
  savedEditCpuMs?: number;
}

/** CPU time a process has used so far, ms, from /proc (undefined elsewhere). */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line (12 and 13 after the command).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

const EDITED = { file: 'content/docs/quickstart.mdx', route: '/docs/quickstart' };
const POLL_MS = 20;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

type Answer = { status: number; text: string; snapshot: boolean; provisional: boolean };
async function fetchText(url: string): Promise<Answer | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    const header = res.headers.get('x-docs-dev-snapshot');
    return { status: res.status, text: await res.text(), snapshot: header === '1', provisional: header === 'provisional' };
  } catch {
    return undefined;
  }
}

/** Polls `url` until `ok` holds or `limitMs` passes (bounded: a local server only). */
async function waitFor(url: string, ok: (answer: Answer) => boolean, limitMs: number): Promise<{ ms: number; snapshot: boolean; provisional: boolean }> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const answer = await fetchText(url);
    if (answer && ok(answer)) return { ms: performance.now() - started, snapshot: answer.snapshot, provisional: answer.provisional };
    await sleep(POLL_MS);
  }
  throw new Error(`dev bench: ${url} did not answer as expected within ${limitMs / 1000} s`);
}

/** Waits until the process used under 30 ms of CPU in 300 ms, or `limitMs` passed (no /proc: returns at once). */
async function waitForIdle(pid: number | undefined, limitMs: number): Promise<void> {
  const started = performance.now();
  let before = cpuMsOf(pid);
  while (before !== undefined && performance.now() - started < limitMs) {
    await sleep(300);
    const now = cpuMsOf(pid);
    if (now === undefined || now - before < 30) return;
    before = now;
  }
}

/** How the first page was answered, for the report. */
export function firstPageHow(figures: DevFigures): string {
  if (figures.firstPageFromSnapshot) return ' (page snapshot)';
  if (figures.provisional) return ` (kept from the last run, marked unchecked; checked at ${(figures.provisional.checkedMs / 1000).toFixed(2)} s: ${figures.provisional.same ? 'unchanged' : 'changed, reloaded'})`;
  return '';
}

export async function measureDevServer(engineRoot: string, port = 4750, rounds = 3): Promise<DevFigures> {
  const file = path.join(engineRoot, EDITED.file);
  const original = readFileSync(file);
  const loader = (() => {
    try {
      return import.meta.resolve('tsx');
    } catch {
      return pathToFileURL(path.join(engineRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    }
  })();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', loader, path.join(engineRoot, 'src/cli/dev.ts')], { cwd: engineRoot, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const url = `http://127.0.0.1:${port}${EDITED.route}`;
  try {
    const first = await waitFor(url, (a) => a.status === 200, 300_000);
    const firstPageMs = performance.now() - started;
    const firstPageCpuMs = cpuMsOf(child.pid);
    // What the browser's script asks next on a page shown unchecked.
    let provisional: DevFigures['provisional'];
    if (first.provisional) {
      const check = await fetch(`http://127.0.0.1:${port}/__docs/provisional?route=${encodeURIComponent(EDITED.route)}`, { signal: AbortSignal.timeout(300_000) });
      provisional = { same: ((await check.json()) as { same: boolean }).same, checkedMs: performance.now() - started };
    }
    // Saves are timed on the loaded site: one made while it still loads waits for that load.
    await waitFor(`http://127.0.0.1:${port}/page-index.json`, (a) => a.status === 200, 300_000);
    const siteLoadedMs = performance.now() - started;
    const siteLoadedCpuMs = cpuMsOf(child.pid);
    // And on a settled server, as a save comes while the author reads: the first save would
    // otherwise race the background work that follows the load (the compiler's warm-up).
    await waitForIdle(child.pid, 30_000);
    const edits: number[] = [];
    const editCpu: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const marker = `Dev bench sentence ${Date.now()}-${i}.`;
      appendFileSync(file, `\n${marker}\n`);
      const saved = performance.now();
      const cpuBefore = cpuMsOf(child.pid);
      await waitFor(url, (a) => a.status === 200 && a.text.includes(marker), 60_000);
      edits.push(performance.now() - saved);
      const cpuAfter = cpuMsOf(child.pid);
      if (cpuBefore !== undefined && cpuAfter !== undefined) editCpu.push(cpuAfter - cpuBefore);
      writeFileSync(file, original);
      await waitFor(url, (a) => a.status === 200 && !a.text.includes(marker), 60_000);
    }
    const median = (values: number[]): number | undefined => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return { firstPageMs, firstPageFromSnapshot: first.snapshot, provisional, siteLoadedMs, siteLoadedCpuMs, savedEditMs: median(edits)!, edits, route: EDITED.route, firstPageCpuMs, savedEditCpuMs: median(editCpu) };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${stderr}`);
  } finally {
    // Only when a round did not restore it: an extra write would change the page's inputs after the last one served.
    if (!readFileSync(file).equals(original)) writeFileSync(file, original);
    child.kill('SIGTERM');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const port = Number(process.env.PORT ?? 4750);
  const figures = await measureDevServer(root, port);
  console.log(`dev server: first page ${(figures.firstPageMs / 1000).toFixed(2)} s${firstPageHow(figures)}; site loaded ${(figures.siteLoadedMs / 1000).toFixed(2)} s; saved edit shown after ${figures.savedEditMs.toFixed(0)} ms (median of ${figures.edits.map((ms) => ms.toFixed(0)).join(', ')} ms) on ${figures.route}`);
  if (figures.firstPageCpuMs !== undefined) console.log(`dev server CPU: ${figures.firstPageCpuMs.toFixed(0)} ms to the first page; ${figures.siteLoadedCpuMs?.toFixed(0) ?? '?'} ms to the site loaded; ${figures.savedEditCpuMs?.toFixed(0) ?? '?'} ms per saved edit (median)`);
}
