import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Polls `done` every 50 ms until it holds or `ms` have passed. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
}

const WATCHER = path.resolve(import.meta.dirname, 'watch-launcher.ts');

describe.runIf(existsSync('/proc/self/stat'))('watching the command that started a build', () => {
  it('ends the build when its npm is killed with SIGKILL, before the build would have finished', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'launcher-'));
    const finished = path.join(dir, 'finished');
    const stopped = path.join(dir, 'stopped');
    const ready = path.join(dir, 'ready');
    // The "build": watches its launchers, says it is ready, and would write `finished` after 6 s.
    const child = `
      const { writeFileSync } = require('node:fs');
      import(${JSON.stringify(WATCHER)}).then(({ watchLauncher }) => {
        watchLauncher(() => { writeFileSync(${JSON.stringify(stopped)}, ''); process.exit(1); }, 100);
        writeFileSync(${JSON.stringify(ready)}, '');
        setTimeout(() => writeFileSync(${JSON.stringify(finished)}, ''), 6000);
      });`;
    // The "npm": names itself as npm does, starts the build through a shell, and is then killed.
    const launcher = `
      process.title = 'npm run build';
      require('node:child_process').spawn('sh', ['-c', 'exec node --import tsx -e "$0"', ${JSON.stringify(child)}], { stdio: 'ignore' });
      setInterval(() => {}, 1000);`;
    const npm = spawn(process.execPath, ['-e', launcher], { stdio: 'ignore', cwd: path.resolve(import.meta.dirname, '../..') });
    await until(() => existsSync(ready), 20_000);
    npm.kill('SIGKILL');
    await until(() => existsSync(stopped) || existsSync(finished), 10_000);
    expect(existsSync(stopped)).toBe(true);
    expect(existsSync(finished)).toBe(false);
  }, 40_000);
});
