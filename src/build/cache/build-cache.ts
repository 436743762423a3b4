/**
 * One build's view of the cache folder: the compile store and the reference entries under the
 * current engine hash. `build()` opens it (unless turned off: `DOCS_CACHE=0`, `--no-cache`) and
 * makes it the active cache while it loads the site, since the reference stage is reached
 * through `loadSite`.
 */
import type { Project } from '../../config/load.ts';
import { openCompileCache, type PersistentCompileCache } from './compile-cache.ts';
import { createReferenceCache, type ReferenceCache } from './reference-cache.ts';
import { openSearchBundleCache, type SearchBundleCache } from './search-cache.ts';
import { openTwinCache, type TwinCache } from './twin-cache.ts';
import { buildCacheRoot, engineHash, removeStaleTemporaries } from './store.ts';

export interface BuildCache {
  dir: string;
  engine: string;
  compile: PersistentCompileCache;
  reference: ReferenceCache;
  /** Twins of generated pages (builds only: the dev server makes none). */
  twins?: TwinCache;
  /** Pagefind bundles of parts of the search index (builds only). */
  search?: SearchBundleCache;
  /** Writes what this run compiled and generated (call after the site loaded, before page bodies are dropped). */
  commit(): void;
}

/** `mode` separates runs that compile with different contexts (`build` makes twins, `dev` does not). */
export function openBuildCache(project: Project, engineRoot: string, mode: 'build' | 'dev' = 'build', dir = buildCacheRoot(project.root)): BuildCache {
  removeStaleTemporaries(dir);
  const configFiles = ['site.config.ts', 'site.config.json', project.sidebarsFile];
  // Where the site is written changes none of it.
  const engine = engineHash(engineRoot, project.root, { ...project.config, outDir: undefined }, configFiles);
  const compile = openCompileCache(dir, mode, engine);
  const reference = createReferenceCache(dir, engine);
  const twins = mode === 'build' ? openTwinCache(dir, engine) : undefined;
  const search = mode === 'build' ? openSearchBundleCache(dir, engine) : undefined;
  return {
    dir,
    engine,
    compile,
    reference,
    twins,
    search,
    commit() {
      compile.save();
      twins?.save();
      // The dev server's entries have no twins: a build makes those (and keeps them in twins.json).
      reference.commit();
    },
  };
}

let active: BuildCache | undefined;

/** The cache of the run in progress, if any (read by the reference stage). */
export function activeBuildCache(): BuildCache | undefined {
  return active;
}

/** Runs `work` with `cache` active; the previous one is restored after. */
export async function withBuildCache<T>(cache: BuildCache | undefined, work: () => Promise<T>): Promise<T> {
  const before = active;
  active = cache;
  try {
    return await work();
  } finally {
    active = before;
  }
}
