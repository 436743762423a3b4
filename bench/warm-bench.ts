/**
 * Warm rebuilds of the real site, as `npm run build` runs them (src/cli/build.ts in a fresh
 * process): cold (an empty build cache), warm with no change, and warm after appending a sentence
 * to one page (restored afterwards). The cache and the output go to a temporary folder, so the
 * developer's own cache and dist/ are not touched. Used by bench/run.ts; alone: `npx tsx bench/warm-bench.ts`.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The page edited for the one-edit rebuild. */
export const EDITED_PAGE = 'content/docs/quickstart.mdx';

export interface WarmRun {
  seconds: number;
  /** Stage timings printed by the CLI (ms). */
  timings: Record<string, number>;
  /** The CLI's `cache:` line (bodies and reference kinds reused). */
  cache?: string;
}

export interface WarmFigures {
  cold: WarmRun;
  warm: WarmRun;
  oneEdit: WarmRun;
}

function tsxLoader(engineRoot: string): string {
  try {
    return import.meta.resolve('tsx');
  } catch {
    return pathToFileURL(path.join(engineRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  }
}

async function cliBuild(engineRoot: string, env: Record<string, string>): Promise<WarmRun> {
  const started = performance.now();
  const { code, out } = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsxLoader(engineRoot), path.join(engineRoot, 'src/cli/build.ts')], {
      cwd: engineRoot,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ code: exitCode, out: text }));
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`warm rebuild bench: the build failed:\n${out.split('\n').slice(-40).join('\n')}`);
  const done = /^done in [\d.]+ s {2}(\{.*\})$/m.exec(out);
  return { seconds, timings: done ? (JSON.parse(done[1]!) as Record<string, number>) : {}, cache: /^cache: (.*)$/m.exec(out)?.[1] };
}

/** Cold, warm and one-edit builds of the site at `engineRoot` (its search index included, as `npm run build`). */
export async function measureWarmRebuild(engineRoot: string): Promise<WarmFigures> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-warm-'));
  const env = { DOCS_OUT_DIR: path.join(tmp, 'dist'), DOCS_CACHE_DIR: path.join(tmp, 'cache') };
  const page = path.join(engineRoot, EDITED_PAGE);
  const original = readFileSync(page);
  try {
    const cold = await cliBuild(engineRoot, env);
    const warm = await cliBuild(engineRoot, env);
    appendFileSync(page, '\nOne more sentence, added by the warm rebuild benchmark.\n');
    const oneEdit = await cliBuild(engineRoot, env);
    return { cold, warm, oneEdit };
  } finally {
    writeFileSync(page, original);
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The largest stages of a run, `name ms`, for the report. */
export function largestStages(run: WarmRun, count = 5): string {
  // `reference` and `collect-compile-link` hold their sub-stages; threads' time (twins) overlaps.
  return Object.entries(run.timings)
    .filter(([name]) => !name.includes('.'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const figures = await measureWarmRebuild(root);
  for (const [name, run] of Object.entries(figures)) console.log(`${name.padEnd(8)} ${run.seconds.toFixed(2)} s  ${run.cache ?? ''}\n         ${JSON.stringify(run.timings)}`);
}
