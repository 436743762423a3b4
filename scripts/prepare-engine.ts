/**
 * `npm ci` and `npm install` run this (package.json "prepare"): it compiles the engine once, as a
 * published package's JavaScript is compiled before anyone installs it, so the first build after
 * installing spends its time on pages:
 *
 * - the compile worker bundled into one module (`workerBundle`, node_modules/.cache/docs-worker);
 * - the browser script and stylesheet bundled (`prepareClientBundle`, node_modules/.cache/docs-client);
 * - the engine's own modules transpiled into tsx's cache, by importing the build's module graph.
 *
 * Each is made again by the build itself when missing or out of date (the engine's sources edited,
 * `npm ci --ignore-scripts`), so a failure here only costs the first build that time: it is
 * reported as a warning and installing goes on.
 */
import { prepareClientBundle } from '../src/build/assets/build-client.ts';
import { workerBundle } from '../src/build/compile/pool.ts';
import { ENGINE_ROOT } from '../src/build/site-model.ts';

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step(name: string, run: () => Promise<string>): Promise<string> {
  const since = performance.now();
  try {
    return `${name}: ${await run()} (${seconds(since)})`;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `${name}: not made, the first build will make it and report why (${reason.split('\n')[0]})`;
  }
}

const lines = await Promise.all([
  step('compile worker', async () => {
    const entry = await workerBundle();
    if (!entry.bundled) throw new Error('esbuild could not bundle src/build/compile/compile-worker.ts');
    return entry.reused ? 'already bundled' : 'bundled';
  }),
  step('browser bundle', async () => ((await prepareClientBundle(ENGINE_ROOT)).reused ? 'already made' : 'made')),
  step('engine modules', async () => {
    // Loading them is what transpiles them (tsx keeps the result); nothing here runs a build.
    await Promise.all([import('../src/build/index.ts'), import('../src/config/load.ts'), import('../src/cli/watch-launcher.ts')]);
    return 'transpiled';
  }),
]);
console.log(`Engine compiled for builds in ${seconds(started)}:\n  ${lines.join('\n  ')}`);
