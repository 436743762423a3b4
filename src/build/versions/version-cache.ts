/**
 * Archived versions are built once and reused: their output (pages with version-link tokens,
 * sidebar JSON, images, search indexes) is kept in `node_modules/.cache/docs-versions/{name}-{key}/`,
 * keyed by a hash of the version's snapshot files, the engine (src/, package-lock.json), the site
 * config and the list of versions. A build with a hit copies the entry into the site instead of
 * compiling the version; `fillVersionHrefs` then points its links at this build's routes.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Project } from '../../config/load.ts';
import type { ArchivedVersion } from '../../config/site-config.ts';
import { routeToFile } from '../../shared/routes.ts';
import { docsBaseOf, versionStart, type VersionRoutes } from './version-links.ts';

/** What an entry records besides its files. */
const EntryMetaSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** Every route of the version (pages written or not), for other versions' links. */
  routes: z.array(z.string()),
  /** Routes written as HTML pages below `files/`. */
  pages: z.array(z.string()),
});
export type EntryMeta = z.output<typeof EntryMetaSchema>;

/** A cached (or being written) archived version. */
export interface VersionEntry {
  name: string;
  /** The entry folder; its `files/` is laid out like the site root. */
  dir: string;
  meta?: EntryMeta;
}

export function versionCacheRoot(project: Project): string {
  return path.join(project.root, 'node_modules', '.cache', 'docs-versions');
}

function hashTree(hash: ReturnType<typeof createHash>, abs: string, label: string): void {
  if (!existsSync(abs)) return void hash.update(`missing ${label}\n`);
  if (!statSync(abs).isDirectory()) return void hash.update(`file ${label}\n`).update(readFileSync(abs));
  // Unit tests beside the engine code do not change what it builds.
  for (const name of readdirSync(abs).sort()) if (!name.endsWith('.test.ts')) hashTree(hash, path.join(abs, name), `${label}/${name}`);
}

/** Hash of what every archived version's output depends on besides its own files: the engine, the config and the list of versions. */
export function sharedCacheKey(project: Project, engineRoot: string): string {
  const hash = createHash('sha256');
  hashTree(hash, path.join(engineRoot, 'src'), 'src');
  hashTree(hash, path.join(engineRoot, 'package-lock.json'), 'package-lock.json');
  // The config carries the list of versions (menu entries) and everything the layout shows.
  hash.update(JSON.stringify(project.config));
  return hash.digest('hex');
}

/** The cache key of one archived version: its snapshot files (pages, sidebars, data) on top of the shared key. */
export function versionCacheKey(project: Project, version: ArchivedVersion, shared: string): string {
  const hash = createHash('sha256').update(shared);
  hashTree(hash, path.resolve(project.root, version.contentDir), 'content');
  hashTree(hash, path.resolve(project.root, version.sidebarsFile), 'sidebars');
  if (version.dataDir) hashTree(hash, path.resolve(project.root, version.dataDir), 'data');
  if (version.referenceDir) hashTree(hash, path.resolve(project.root, version.referenceDir), 'reference');
  return hash.digest('hex').slice(0, 20);
}

/** Whether a cache folder name is a finished entry of version `name` (`{name}-{20 hex digits}`). */
export function isEntryOf(folder: string, name: string): boolean {
  return folder.length === name.length + 21 && folder.startsWith(`${name}-`) && /^[0-9a-f]{20}$/.test(folder.slice(name.length + 1));
}

/** Removes entries half-written by builds that failed or were killed (their folders end in `.tmp-{pid}`). */
export function removeUnfinishedEntries(cacheRoot: string): void {
  for (const name of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) {
    if (name.includes('.tmp-')) rmSync(path.join(cacheRoot, name), { recursive: true, force: true });
  }
}

/** The entry of `name` under `key`, with its meta when it is complete (a hit); else an empty entry to write. */
export function openVersionEntry(cacheRoot: string, name: string, key: string): VersionEntry {
  const dir = path.join(cacheRoot, `${name}-${key}`);
  const metaFile = path.join(dir, 'meta.json');
  if (existsSync(metaFile)) {
    const parsed = EntryMetaSchema.safeParse(JSON.parse(readFileSync(metaFile, 'utf8')));
    if (parsed.success && parsed.data.name === name) return { name, dir, meta: parsed.data };
  }
  return { name, dir };
}

/** A folder to build a version's output into; `commit` makes it the entry (older entries of the version go). */
export function startVersionEntry(cacheRoot: string, entry: VersionEntry): { files: string; write(route: string, html: string): void; has(route: string): boolean; commit(meta: EntryMeta): VersionEntry } {
  const tmp = `${entry.dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const files = path.join(tmp, 'files');
  mkdirSync(files, { recursive: true });
  const written = new Set<string>();
  return {
    files,
    write(route, html) {
      const file = path.join(files, routeToFile(route));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      written.add(route);
    },
    has: (route) => written.has(route),
    commit(meta) {
      writeFileSync(path.join(tmp, 'meta.json'), JSON.stringify(meta));
      // Only this version's older entries: `1.7.0-<key>`, not `1.7.0-rc1-<key>`.
      for (const name of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) {
        if (isEntryOf(name, entry.name)) rmSync(path.join(cacheRoot, name), { recursive: true, force: true });
      }
      renameSync(tmp, entry.dir);
      return { ...entry, meta };
    },
  };
}

/** What pages of other versions need to know of a cached one. */
export function entryRoutes(meta: EntryMeta): VersionRoutes {
  const docsBase = docsBaseOf(meta.name, true);
  return { name: meta.name, label: meta.label, docsBase, routes: new Set(meta.routes), start: versionStart(docsBase, meta.routes) };
}

/**
 * Copies an entry into the site folder: every file as it is, pages through `fill` (which resolves
 * their version links) and `onPage` (the build's link check scans them).
 */
export function installVersionEntry(entry: VersionEntry, siteDir: string, fill: (html: string, route: string) => string, onPage: (route: string, html: string) => void): number {
  if (!entry.meta) throw new Error(`version ${entry.name} is not cached`);
  const files = path.join(entry.dir, 'files');
  cpSync(files, siteDir, { recursive: true, filter: (source) => !source.endsWith('.html') });
  for (const route of entry.meta.pages) {
    const rel = routeToFile(route);
    const html = fill(readFileSync(path.join(files, rel), 'utf8'), route);
    mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    writeFileSync(path.join(siteDir, rel), html);
    onPage(route, html);
  }
  return entry.meta.pages.length;
}
