import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Files and folders a build names with its process id (staging folders, cache temporaries, the
 * compile worker bundle's temporaries) and what a killed build leaves of them.
 */

/** Whether a process with this id exists now (one of another user counts). */
export function processExists(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Deletes the entries of `dir` whose name matches `pattern` (its first group the owner's process
 * id) when that process no longer runs. This process's own entries, and those of any process
 * still running, are kept.
 */
export function removeEntriesOfDeadProcesses(dir: string, pattern: RegExp): void {
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (pid && pid !== process.pid && !processExists(pid)) rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}
