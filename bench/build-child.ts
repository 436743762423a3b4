/**
 * One benchmark build, run by bench/run.ts in a fresh Node process so that peak memory belongs to
 * this build alone. Usage: `node --import tsx bench/build-child.ts <projectRoot>`. Honours the same
 * DOCS_* environment overrides as `npm run build`; bench/run.ts sets NODE_ENV=production (unless
 * set) as the CLI does. Without the build cache unless DOCS_BENCH_CACHE=1. On success prints one line: RESULT_MARKER
 * (bench/protocol.ts) then JSON; on failure prints the build problems to stderr and exits 1.
 */
import { discardPreparedWorker, prepareCompileWorker, threadCount } from '../src/build/compile/pool.ts';
import { tuneV8ForBatchBuild } from '../src/build/v8-batch-tuning.ts';
import { RESULT_MARKER, type ChildResult } from './protocol.ts';

// As the CLI does: a build's JIT settings, before the engine is imported.
tuneV8ForBatchBuild();

// As the CLI does for a cold build: the worker is bundled while the rest of the engine loads.
if (threadCount(process.env) > 1 && process.env.DOCS_BENCH_CACHE !== '1') void prepareCompileWorker(threadCount(process.env));
const { BuildError } = await import('../src/build/errors.ts');
const { build } = await import('../src/build/index.ts');
const { overridesFromEnv } = await import('../src/config/load.ts');

/** Static imports are evaluated before this line: time from process start to engine loaded. */
const startupMs = performance.now();
const root = process.argv[2] ?? process.cwd();
const started = performance.now();
try {
  // Cold by default (the budgets and the peers' cold rounds); DOCS_BENCH_CACHE=1 uses the build
  // cache as `npm run build` does, for the warm-rebuild figures.
  const report = await build({ root, overrides: overridesFromEnv(process.env), threads: threadCount(process.env), search: process.env.DOCS_SEARCH !== '0', cache: process.env.DOCS_BENCH_CACHE === '1' });
  const result: ChildResult = {
    pages: report.pages,
    outDir: report.outDir,
    timings: report.timings,
    startupMs: Math.round(startupMs),
    buildMs: Math.round(performance.now() - started),
    maxRssKB: process.resourceUsage().maxRSS,
  };
  console.log(RESULT_MARKER + JSON.stringify(result));
} catch (error) {
  await discardPreparedWorker(); // a build that stopped before its own clean-up
  if (error instanceof BuildError) {
    console.error(`Build failed with ${error.problems.length} problem(s):\n${error.message}`);
    process.exit(1);
  }
  throw error;
}
