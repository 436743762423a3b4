/**
 * Compiled page bodies kept between builds. A body is looked up by `compileKey`: a hash of
 * everything the compile step reads (source text, format, the page's context: file, route, front
 * matter title and twin fields, the version's route map, the twin routes, Markdown settings). The
 * store itself is named after the engine hash, so a changed engine starts cold. Images a page
 * uses are checked again on every read (their bytes give the hashed URL and the size in the HTML).
 * Only the compile is kept: links, anchors and examples are checked again on every build from
 * the facts stored with the body.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CompiledHtml } from '../compile/compile-html.ts';
import type { CompileJob } from '../compile/pool.ts';
import { readEntry, removeStaleTemporaries, sha, writeEntry } from './store.ts';

/** What the compile step needs of a cache: the dev server's in-memory Map fits, as does the persistent store below. */
export interface CompileCache {
  get(key: string): CompiledHtml | undefined;
  set(key: string, value: CompiledHtml): void;
}

/** Hashes shared by every page of one compile call (route map, twin routes), computed once. */
export function compileKeyBase(routeOfFile: ReadonlyMap<string, string>, twinRoutes: readonly string[] | undefined): string {
  return sha([...routeOfFile].map(([file, route]) => `${file}\t${route}`).join('\n'), (twinRoutes ?? []).join('\n'));
}

/** The key of one page's compiled body. */
export function compileKey(base: string, job: CompileJob): string {
  const { routeOfFile: _map, markdownTwin, ...ctx } = job.ctx;
  const twin = markdownTwin ? { ...markdownTwin, otherTwinRoutes: undefined } : undefined;
  return sha(base, job.format, JSON.stringify(ctx), JSON.stringify(twin) ?? '', job.body);
}

const ProblemSchema = z.looseObject({ code: z.string(), message: z.string(), file: z.string().optional(), line: z.number().optional(), column: z.number().optional(), hint: z.string().optional(), severity: z.literal('warning').optional() });

const EntrySchema = z.object({
  html: z.string(),
  markdown: z.string().optional(),
  facts: z.object({
    title: z.string().optional(),
    headings: z.array(z.object({ depth: z.number(), id: z.string(), text: z.string() })),
    ids: z.array(z.string()),
    links: z.array(z.object({ href: z.string(), written: z.string().optional(), line: z.number().optional(), column: z.number().optional() })),
    assets: z.array(z.object({ source: z.string(), route: z.string() })),
    problems: z.array(ProblemSchema),
    examples: z.array(z.object({ lang: z.string(), code: z.string(), line: z.number().optional() })),
  }),
  /** sha256 of each asset's bytes when compiled, in `facts.assets` order. */
  assetHashes: z.array(z.string()),
});
type Entry = z.output<typeof EntrySchema>;

const StoreSchema = z.object({ engine: z.string(), entries: z.record(z.string(), EntrySchema) });

function fileHash(file: string): string | undefined {
  try {
    return sha(readFileSync(file));
  } catch {
    return undefined;
  }
}

function toEntry(value: CompiledHtml): Entry | undefined {
  const assetHashes = value.facts.assets.map((a) => fileHash(a.source));
  if (assetHashes.some((h) => h === undefined)) return undefined;
  return { html: value.html, markdown: value.markdown, facts: { ...value.facts, ids: [...value.facts.ids] } as Entry['facts'], assetHashes: assetHashes as string[] };
}

function fromEntry(entry: Entry): CompiledHtml | undefined {
  if (entry.facts.assets.some((a, i) => fileHash(a.source) !== entry.assetHashes[i])) return undefined;
  return { html: entry.html, markdown: entry.markdown, facts: { ...entry.facts, ids: new Set(entry.facts.ids), problems: entry.facts.problems as CompiledHtml['facts']['problems'] } };
}

/** A store of compiled bodies on disk, for one kind of run (`build` or `dev`: they compile with different contexts). */
export interface PersistentCompileCache extends CompileCache {
  /** Bodies reused from the store / compiled now. */
  readonly stats: { hits: number; misses: number };
  /** Entries read from the store (0: a cold build). */
  readonly stored: number;
  /** Writes what this run used (entries not used are dropped, so the store does not grow with every edit). */
  save(): void;
}

export function openCompileCache(dir: string, mode: string, engine: string): PersistentCompileCache {
  removeStaleTemporaries(dir);
  const file = path.join(dir, `compile-${mode}-${engine.slice(0, 16)}.json`);
  const stored = readEntry(file, StoreSchema);
  const old = stored?.engine === engine ? stored.entries : {};
  const used = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };
  let changed = false;
  return {
    stats,
    stored: Object.keys(old).length,
    get(key) {
      const entry = used.get(key) ?? old[key];
      const value = entry && fromEntry(entry);
      if (!value || !entry) return undefined;
      used.set(key, entry);
      stats.hits++;
      return value;
    },
    set(key, value) {
      stats.misses++;
      const entry = toEntry(value);
      if (!entry) return;
      used.set(key, entry);
      changed = true;
    },
    save() {
      if (!changed && used.size === Object.keys(old).length) return;
      writeEntry(file, { engine, entries: Object.fromEntries(used) });
      // Stores of another engine hash are of no use any more.
      for (const name of readdirSync(dir)) if (name.startsWith(`compile-${mode}-`) && name !== path.basename(file)) rmSync(path.join(dir, name), { force: true });
    },
  };
}
