import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processExists } from '../pid-files.ts';

/** A folder the build writes into before it becomes the site. */
export interface StagingDir {
  dir: string;
  write(relPath: string, content: string | Buffer): void;
  copy(source: string, relPath: string): void;
}

/** Whether another build that is still running owns a staging or old folder named with this id. */
function isRunning(pid: number): boolean {
  return pid !== process.pid && processExists(pid);
}

/**
 * Puts right what an earlier build left when it was killed. A build swaps its site in with two
 * renames (`dist` → `dist.old-PID`, `dist.tmp-PID` → `dist`); killed between them, the previous
 * site exists only as `dist.old-PID`, so with no `dist` the newest such folder is renamed back
 * (never deleted). Staging folders of dead builds, and old sites once `dist` exists, are removed.
 * Folders of builds still running are left alone. Returns the folder restored, if any.
 */
export function recoverInterruptedSwap(outDir: string): string | undefined {
  const base = outDir.replace(/\/$/, '');
  const parent = path.dirname(base);
  const name = path.basename(base);
  const leftovers = (existsSync(parent) ? readdirSync(parent) : [])
    .map((entry) => /^(.*)\.(tmp|old)-(\d+)$/.exec(entry))
    .filter((m): m is RegExpExecArray => m !== null && m[1] === name && !isRunning(Number(m[3])))
    .map((m) => ({ dir: path.join(parent, m[0]), kind: m[2] as 'tmp' | 'old' }));
  let restored: string | undefined;
  if (!existsSync(base)) {
    const olds = leftovers.filter((l) => l.kind === 'old').sort((a, b) => statSync(b.dir).mtimeMs - statSync(a.dir).mtimeMs);
    if (olds[0]) {
      renameSync(olds[0].dir, base);
      restored = olds[0].dir;
    }
  }
  for (const leftover of leftovers) {
    if (leftover.dir === restored) continue;
    try {
      rmSync(leftover.dir, { recursive: true, force: true });
    } catch {
      // Another build may be removing it right now.
    }
  }
  return restored;
}

/** Creates an empty staging folder next to `outDir` (same file system, so the swap is a rename). */
export function createStagingDir(outDir: string): StagingDir {
  const base = outDir.replace(/\/$/, '');
  const dir = `${base}.tmp-${process.pid}`;
  mkdirSync(dir, { recursive: true });
  const made = new Set<string>();
  const ensure = (file: string): void => {
    const parent = path.dirname(file);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
  };
  return {
    dir,
    write(relPath, content) {
      const file = path.join(dir, relPath);
      ensure(file);
      writeFileSync(file, content);
    },
    copy(source, relPath) {
      const file = path.join(dir, relPath);
      ensure(file);
      cpSync(source, file, { recursive: true });
    },
  };
}

/**
 * Replaces `outDir` with the staging folder (two renames, so readers never see half a site). The
 * old site is deleted by a detached process so the build need not wait for thousands of unlinks;
 * if that is killed, the next build removes the leftover.
 */
export function swapIntoPlace(staging: StagingDir, outDir: string): void {
  const old = `${outDir.replace(/\/$/, '')}.old-${process.pid}`;
  const hadSite = existsSync(outDir);
  if (hadSite) renameSync(outDir, old);
  renameSync(staging.dir, outDir);
  if (!hadSite) return;
  if (process.platform === 'win32') rmSync(old, { recursive: true, force: true });
  else spawn('rm', ['-rf', old], { detached: true, stdio: 'ignore' }).unref();
}

/** Removes a staging folder after a failed build; `outDir` is untouched. */
export function discardStaging(staging: StagingDir): void {
  rmSync(staging.dir, { recursive: true, force: true });
}
