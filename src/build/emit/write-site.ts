import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A folder the build writes into before it becomes the site. */
export interface StagingDir {
  dir: string;
  write(relPath: string, content: string | Buffer): void;
  copy(source: string, relPath: string): void;
}

/** Creates an empty staging folder next to `outDir` (same file system, so the swap is a rename). */
export function createStagingDir(outDir: string): StagingDir {
  const base = outDir.replace(/\/$/, '');
  const dir = `${base}.tmp-${process.pid}`;
  // Leftovers of earlier runs that were killed mid-way (their own staging or old site).
  const parent = path.dirname(base);
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    if (name.startsWith(`${path.basename(base)}.tmp-`) || name.startsWith(`${path.basename(base)}.old-`)) {
      try {
        rmSync(path.join(parent, name), { recursive: true, force: true });
      } catch {
        // Another build may be removing it right now.
      }
    }
  }
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
