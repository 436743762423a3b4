import { existsSync } from 'node:fs';
import { discardPreparedWorker, prepareCompileWorker, threadCount } from '../build/compile/pool.ts';
import { buildCacheRoot } from '../build/cache/store.ts';
import { tuneV8ForBatchBuild } from '../build/v8-batch-tuning.ts';
import { watchLauncher } from './watch-launcher.ts';

// Before the engine is imported: the JIT settings of a batch job (see v8-batch-tuning.ts).
tuneV8ForBatchBuild();

const useCache = process.env.DOCS_CACHE !== '0' && !process.argv.includes('--no-cache');
const cacheDir = process.env.DOCS_CACHE_DIR || undefined;
// A cold build bundles its compile worker while the rest of the engine loads (imported below), and
// starts its threads as soon as the bundle is written.
if (threadCount(process.env) > 1 && (!useCache || !existsSync(cacheDir ?? buildCacheRoot(process.cwd())))) void prepareCompileWorker(threadCount(process.env));
const { build } = await import('../build/index.ts');
const { BuildError } = await import('../build/errors.ts');
const { overridesFromEnv } = await import('../config/load.ts');

/** `npm run build`: builds the site; on problems, prints them all and exits 1 (dist/ untouched). `--no-cache` (or `DOCS_CACHE=0`) builds without the build cache; `DOCS_CACHE_DIR` moves it. */
const started = performance.now();
// Stopped from outside (its npm killed), the build stops too: dist/ is not swapped after the fact.
const checkLauncher = watchLauncher((pid) => {
  console.error(`The command that started this build (pid ${pid}) has ended; stopping. The previous site was left as it was.`);
  process.exit(1);
});
try {
  const report = await build({ root: process.cwd(), overrides: overridesFromEnv(process.env), logger: { info: (m) => console.log(m) }, threads: threadCount(process.env), search: process.env.DOCS_SEARCH !== '0', cache: useCache, cacheDir, beforeSwap: checkLauncher });
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(2)} s  ${JSON.stringify(report.timings)}`);
} catch (error) {
  await discardPreparedWorker(); // a build that stopped before its own clean-up (a config error)
  if (error instanceof BuildError) {
    console.error(`\nBuild failed with ${error.problems.length} problem(s); the previous site was left as it was.\n`);
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
