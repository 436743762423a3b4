/**
 * Pagefind bundles kept between builds (`search-{part}/`): the files Pagefind wrote for one part
 * of the search index (`bundle/`) and a manifest of the pages it indexed, each with a hash of the
 * document Pagefind was sent, under the engine hash. Pagefind cannot update an index, so a bundle
 * is reused only when the build sends every one of its pages again, unchanged, and no other.
 */
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readEntry, writeEntry } from './store.ts';

const ManifestSchema = z.object({ engine: z.string(), pages: z.record(z.string(), z.string()) });

export interface SearchBundleCache {
  /** The pages of the stored bundle of `part` (route → document hash); undefined when there is none for this engine. */
  stored(part: string): ReadonlyMap<string, string> | undefined;
  /** Copies the stored bundle of `part` into `dir`; false when it cannot (the part is then indexed again). */
  restore(part: string, dir: string): boolean;
  /** Keeps the bundle Pagefind wrote into `dir` for `part`, with the hashes of the pages it holds. */
  save(part: string, dir: string, pages: ReadonlyMap<string, string>): void;
}

export function openSearchBundleCache(cacheDir: string, engine: string): SearchBundleCache {
  const folder = (part: string) => path.join(cacheDir, `search-${part}`);
  const manifests = new Map<string, Map<string, string> | undefined>();
  const stored = (part: string) => {
    if (!manifests.has(part)) {
      const manifest = readEntry(path.join(folder(part), 'manifest.json'), ManifestSchema);
      const usable = manifest?.engine === engine && existsSync(path.join(folder(part), 'bundle', 'pagefind-entry.json'));
      manifests.set(part, usable ? new Map(Object.entries(manifest.pages)) : undefined);
    }
    return manifests.get(part);
  };
  return {
    stored,
    restore(part, dir) {
      if (!stored(part)) return false;
      try {
        cpSync(path.join(folder(part), 'bundle'), dir, { recursive: true });
        return true;
      } catch {
        rmSync(dir, { recursive: true, force: true });
        return false;
      }
    },
    save(part, dir, pages) {
      // Written beside the entry and renamed over it; a killed build leaves a `.tmp-{pid}` folder
      // that the next one removes (see removeStaleTemporaries).
      const tmp = `${folder(part)}.tmp-${process.pid}`;
      try {
        rmSync(tmp, { recursive: true, force: true });
        cpSync(dir, path.join(tmp, 'bundle'), { recursive: true });
        writeEntry(path.join(tmp, 'manifest.json'), { engine, pages: Object.fromEntries(pages) });
        rmSync(folder(part), { recursive: true, force: true });
        renameSync(tmp, folder(part));
      } catch {
        // A cache that cannot be written costs the next build time, never this one its result.
        rmSync(tmp, { recursive: true, force: true });
      }
      manifests.delete(part);
    },
  };
}
