/**
 * How the peers bench clears a target's output and caches before a cold build: it moves them
 * aside (a rename into a holder folder beside them) and deletes the holders once the run is over,
 * instead of deleting them just before the build.
 *
 * Why: on a file system without a journal (the bench machine's ext4 is one), a new file is never
 * given an inode freed in the last minute (five minutes while its inode-table block is still
 * unwritten), and the kernel checks every such inode in turn before finding a free one. A build
 * started right after thousands of files were deleted next to it spends about 0.6 ms of kernel
 * time on each file it creates (perf: `recently_deleted` in `find_inode_bit`), instead of about
 * 0.03 ms: over a second for our 3,400 output files, more for a peer with more. That cost comes
 * from the bench's own clean-up, not from the build, so no target pays it here. Every target is
 * cleared the same way.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const HOLDER_PREFIX = '.bench-set-aside-';

/** Every folder in which this process made a holder (`{folder}/.bench-set-aside-{pid}`). */
const parents = new Set<string>();
let moved = 0;

/**
 * Moves `target` (a file or folder) out of the way, into `.bench-set-aside-{pid}/` in the same
 * folder, so the rename stays on one file system. Nothing to do when it does not exist; when the
 * rename fails (another device, permissions) it is deleted as before.
 */
export function setAside(target: string): void {
  if (!existsSync(target)) return;
  const parent = path.dirname(target);
  const holder = path.join(parent, `${HOLDER_PREFIX}${process.pid}`);
  try {
    mkdirSync(holder, { recursive: true });
    parents.add(parent);
    moved += 1;
    renameSync(target, path.join(holder, `${moved}-${path.basename(target)}`));
  } catch {
    rmSync(target, { recursive: true, force: true });
  }
}

/** Deletes what was set aside, and holders left by an earlier run that was stopped, in the folders used. */
export function clearSetAside(): void {
  // A parent may itself have been set aside since (a peer's project folder): its holder went with it.
  for (const parent of parents) {
    for (const name of existsSync(parent) ? readdirSync(parent) : []) if (name.startsWith(HOLDER_PREFIX)) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  parents.clear();
}
