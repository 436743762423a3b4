import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A folder the build writes into before it becomes the site. */
export interface StagingDir {
  dir: string;
  write(relPath: string, content: string | Buffer): void;
  copy(source: string, relPath: string): void;
}

/** Creates an empty staging folder next to `outDir` (same file system, so the swap is a rename). */
export function createStagingDir(outDir: string): StagingDir {
  const dir = `${outDir.replace(/\/$/, '')}.tmp-${process.pid}`;
  rmSync(dir, { recursive: true, force: true });
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

/** Replaces `outDir` with the staging folder; the old site is removed only after the swap. */
export function swapIntoPlace(staging: StagingDir, outDir: string): void {
  const old = `${outDir.replace(/\/$/, '')}.old-${process.pid}`;
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(staging.dir, outDir);
  rmSync(old, { recursive: true, force: true });
}

/** Removes a staging folder after a failed build; `outDir` is untouched. */
export function discardStaging(staging: StagingDir): void {
  rmSync(staging.dir, { recursive: true, force: true });
}
