import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Last commit date of every file below `dir`, from one `git log` call (one process for the whole
 * site, not one per page). Returns an empty map outside a git checkout or for untracked files.
 */
export function readLastUpdated(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const log = execFileSync('git', ['log', '--format=%x1e%cI', '--name-only', '--no-renames', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    for (const entry of log.split('\x1e')) {
      const [date, ...files] = entry.trim().split('\n');
      if (!date) continue;
      for (const file of files) {
        const abs = path.join(top, file.trim());
        if (file.trim() && !dates.has(abs)) dates.set(abs, date);
      }
    }
  } catch {
    // Not a git checkout (for example a generated benchmark corpus): no dates.
  }
  return dates;
}
