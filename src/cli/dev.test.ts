import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProject } from '../../tests/helpers/project.ts';

const ENGINE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

/** `npm run dev` in `root` on a free port, with its cache in `cacheDir`. */
async function startDev(root: string, cacheDir: string): Promise<{ child: ChildProcess; url: (route: string) => string }> {
  const port = await freePort();
  const loader = pathToFileURL(path.join(ENGINE, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  // The environment `npm run dev` has: no NODE_ENV (Vitest's workers set one for React).
  const { NODE_ENV: _testEnv, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', loader, path.join(ENGINE, 'src/cli/dev.ts')], { cwd: root, env: { ...env, PORT: String(port), DOCS_CACHE_DIR: cacheDir, DOCS_CACHE: '1' }, stdio: 'ignore' });
  running.push(child);
  return { child, url: (route) => `http://127.0.0.1:${port}${route}` };
}

/** Fetches until the answer passes `ok` (the server may not be listening yet); bounded. */
type Answer = { status: number; text: string; snapshot: boolean; provisional: boolean };
async function fetchUntil(url: string, ok: (answer: Answer) => boolean, limitMs = 120_000): Promise<Answer> {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      const header = res.headers.get('x-docs-dev-snapshot');
      const answer = { status: res.status, text: await res.text(), snapshot: header === '1', provisional: header === 'provisional' };
      if (ok(answer)) return answer;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > limitMs) throw new Error(`${url} did not answer as expected`);
    await sleep(100);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('dev server page snapshots', () => {
  it('answers a page served by the last run at once while no input changed, and renders it again after a change', async () => {
    const root = makeProject({ 'content/docs/guide.md': '---\ntitle: Guide\n---\n\nFirst words.\n' });
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'docs-dev-cache-'));
    const first = await startDev(root, cacheDir);
    const rendered = await fetchUntil(first.url('/docs/guide'), (a) => a.status === 200);
    expect(rendered.snapshot).toBe(false);
    expect(rendered.text).toContain('First words.');
    // Kept on stop, not only after its timer.
    await stop(first.child);
    expect(existsSync(path.join(cacheDir, 'dev-pages.json'))).toBe(true);

    const second = await startDev(root, cacheDir);
    const again = await fetchUntil(second.url('/docs/guide'), (a) => a.status === 200);
    expect(again.snapshot).toBe(true);
    expect(again.text).toBe(rendered.text);
    // A page never served has no snapshot: it is rendered.
    expect((await fetchUntil(second.url('/docs/introduction'), (a) => a.status === 200)).snapshot).toBe(false);
    writeFileSync(path.join(root, 'content/docs/guide.md'), '---\ntitle: Guide\n---\n\nSecond words.\n');
    const edited = await fetchUntil(second.url('/docs/guide'), (a) => a.status === 200 && a.text.includes('Second words.'), 60_000);
    expect(edited.snapshot).toBe(false);
    await stop(second.child);

    // Written again with the same bytes while no server ran: still the same inputs.
    writeFileSync(path.join(root, 'content/docs/guide.md'), '---\ntitle: Guide\n---\n\nSecond words.\n');
    const restarted = await startDev(root, cacheDir);
    expect((await fetchUntil(restarted.url('/docs/guide'), (a) => a.status === 200)).snapshot).toBe(true);
    await stop(restarted.child);

    // A file changed while no server ran: the kept page is shown at once, marked, and the check
    // (answered once the site has loaded) says it no longer holds, so the browser reloads.
    writeFileSync(path.join(root, 'content/docs/guide.md'), '---\ntitle: Guide\n---\n\nThird words.\n');
    const third = await startDev(root, cacheDir);
    const shown = await fetchUntil(third.url('/docs/guide'), (a) => a.status === 200);
    expect(shown.provisional).toBe(true);
    expect(shown.text).toContain('Second words.');
    expect(shown.text).toContain('id="docs-dev-provisional"');
    expect(await (await fetch(third.url('/__docs/provisional?route=%2Fdocs%2Fguide'))).json()).toEqual({ same: false });
    // The reload gets the page as the check rendered it (kept in the snapshot: no input changed since the start).
    const fresh = await fetchUntil(third.url('/docs/guide'), (a) => a.status === 200);
    expect(fresh.provisional).toBe(false);
    expect(fresh.text).toContain('Third words.');
    await stop(third.child);

    // Another page's text changed: the kept page is shown marked, and the check finds it unchanged.
    writeFileSync(path.join(root, 'content/docs/features.md'), '---\ntitle: features.md\ndescription: Fixture page.\n---\n\n## Overview\n\nOther text.\n');
    const fourth = await startDev(root, cacheDir);
    const kept = await fetchUntil(fourth.url('/docs/guide'), (a) => a.status === 200);
    expect(kept.provisional).toBe(true);
    expect(kept.text).toContain('Third words.');
    expect(await (await fetch(fourth.url('/__docs/provisional?route=%2Fdocs%2Fguide'))).json()).toEqual({ same: true });
  }, 300_000);
});

describe('dev server edits', () => {
  it('takes in a page saved twice within a few milliseconds (the watcher drops the second event)', async () => {
    const root = makeProject({ 'content/docs/guide.md': '---\ntitle: Guide\n---\n\nFirst words.\n' });
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'docs-dev-cache-'));
    const dev = await startDev(root, cacheDir);
    await fetchUntil(dev.url('/docs/guide'), (a) => a.status === 200 && a.text.includes('First words.'));
    const page = path.join(root, 'content/docs/guide.md');
    // Each pair: the first save is seen and read; the second lands inside the watcher's 50 ms throttle.
    const saves: Array<[string, string]> = [
      ['Draft one.', 'Final text one, longer.'],
      ['Draft two.', 'Final text two, longer.'],
    ];
    for (const [first, second] of saves) {
      writeFileSync(page, `---\ntitle: Guide\n---\n\n${first}\n`);
      await sleep(40);
      writeFileSync(page, `---\ntitle: Guide\n---\n\n${second}\n`);
      await fetchUntil(dev.url('/docs/guide'), (a) => a.status === 200 && a.text.includes(second), 15_000);
    }
  }, 180_000);
});
