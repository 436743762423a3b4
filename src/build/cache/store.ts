/**
 * The build cache of the current version (`node_modules/.cache/docs-build/`): compiled page bodies
 * and generated reference pages reused by the next build when their inputs are unchanged. Entries
 * are written to a temporary name and renamed into place, and validated with zod when read: a
 * missing, partial or corrupt entry is a miss, never trusted.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeEntriesOfDeadProcesses } from '../pid-files.ts';
import type { z } from 'zod';

/** The cache folder of a project (one folder; remove it to start cold). */
export function buildCacheRoot(projectRoot: string): string {
  return path.join(projectRoot, 'node_modules', '.cache', 'docs-build');
}

/** Reads and validates a JSON entry; undefined when it is missing, unreadable, not JSON or not of the schema. */
export function readEntry<S extends z.ZodType>(file: string, schema: S): z.output<S> | undefined {
  try {
    if (!existsSync(file)) return undefined;
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Writes an entry as JSON under a temporary name, then renames it into place (a reader sees the old entry or the new one, never half of one). */
export function writeEntry(file: string, data: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    writeFileSync(tmp, JSON.stringify(data));
    renameSync(tmp, file);
  } catch {
    // A cache that cannot be written costs the next build time, never this one its result.
    rmSync(tmp, { force: true });
  }
}

/** Removes temporary files left by builds that were killed while writing (`*.tmp-{pid}`, pid not running). */
export function removeStaleTemporaries(dir: string): void {
  removeEntriesOfDeadProcesses(dir, /\.tmp-(\d+)$/);
}

export type Hash = ReturnType<typeof createHash>;

/**
 * Feeds a file or folder (names and contents, sorted; unit tests beside code skipped) into a hash.
 * `skip` names folders (by label, as `src/client`) left out.
 */
export function hashTree(hash: Hash, abs: string, label: string, skip: ReadonlySet<string> = new Set()): void {
  if (skip.has(label)) return;
  if (!existsSync(abs)) return void hash.update(`missing ${label}\n`);
  if (!statSync(abs).isDirectory()) return void hash.update(`file ${label}\n`).update(readFileSync(abs)).update('\n');
  for (const name of readdirSync(abs).sort()) if (!name.endsWith('.test.ts')) hashTree(hash, path.join(abs, name), `${label}/${name}`, skip);
}

/**
 * Engine folders that only make the browser's files (the main script, the stylesheet, the
 * islands): no compiled body or generated page depends on them, and the client bundle has its own
 * cache keyed by their contents (src/build/assets/build-client.ts). Editing them keeps the stores.
 */
const BROWSER_ONLY = new Set(['src/client', 'src/styles', 'src/islands']);

export function sha(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * The engine hash: everything that changes how any page is built besides its own inputs: the
 * engine's sources and locked dependencies, the config and sidebars files, and the loaded config
 * (environment overrides included).
 */
export function engineHash(engineRoot: string, projectRoot: string, config: unknown, configFiles: readonly string[]): string {
  const hash = createHash('sha256');
  hashTree(hash, path.join(engineRoot, 'src'), 'src', BROWSER_ONLY);
  hashTree(hash, path.join(engineRoot, 'package-lock.json'), 'package-lock.json');
  for (const file of configFiles) hashTree(hash, path.resolve(projectRoot, file), path.basename(file));
  // A function in the config (a collection's template) is left out: its source text differs
  // between loaders (tsx, the dev server's Vite), and what it makes (page text) is keyed itself.
  hash.update(JSON.stringify(config, (_key, value: unknown) => (typeof value === 'function' ? 'function' : value)) ?? '');
  return hash.digest('hex');
}
