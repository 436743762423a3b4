import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setPriority } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildOptions, InputOptions, OutputChunk, RolldownPlugin } from 'rolldown';
import type { AssetUrls } from '../../components/view.ts';
import { hashTree } from '../cache/store.ts';

/** Browser entry points, relative to the project that owns the engine. */
const ENTRIES = { main: 'src/client/main.ts', style: 'src/styles/site.css' } as const;
/** Folders whose content decides the client bundle. */
const INPUT_DIRS = ['src/client', 'src/styles', 'src/islands', 'src/shared'];
/** The chunk map written beside the bundle (see `ChunkMap`); its presence marks a finished bundle. */
export const CHUNK_MAP = 'manifest.json';

/**
 * The browsers the bundle supports: those that run ES2022 (Chrome and Edge 94, Firefox 93,
 * Safari 16.4). Scripts are compiled for `es2022`; the stylesheet is lowered for these versions,
 * so features some of them lack (`light-dark()`, nesting) get fallbacks.
 */
const JS_TARGET = 'es2022';
const CSS_BROWSERS: Record<string, [number, number?]> = { chrome: [94], edge: [94], firefox: [93], opera: [80], safari: [16, 4], ios_saf: [16, 4] };

/**
 * One chunk of the bundle, keyed by the source file it starts from (entries, lazily imported
 * modules) or by its own file name (chunks shared between them). `npm run bench` reads it to size
 * each island; it is published as `/assets/manifest.json`.
 */
export interface ChunkInfo {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type ChunkMap = Record<string, ChunkInfo>;

/** Hash of everything the client bundle is made from: its sources, the locked packages, the bundling settings. */
export function clientSourcesHash(engineRoot: string): string {
  const hash = createHash('sha256');
  // Labels relative to the engine (hashTree): the same sources give the same names on every machine.
  for (const dir of INPUT_DIRS) hashTree(hash, path.join(engineRoot, dir), dir);
  hash.update(readFileSync(path.join(engineRoot, 'package-lock.json')));
  // Bumped when the bundling settings change (v4: Rolldown and Lightning CSS called directly, not through Vite; entries named by this hash).
  hash.update('bundle-settings-v4');
  return hash.digest('hex').slice(0, 16);
}

/** `new Worker(new URL('./file.ts', import.meta.url)`: the form browsers and Vite's dev server understand. */
const WORKER_URL = /new\s+Worker\(\s*new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * Rolldown leaves `new URL('./worker.ts', import.meta.url)` alone, which would point the browser
 * at a TypeScript file that is not published. This plugin bundles each worker named that way in
 * the engine's sources as its own hashed file (once, however many modules name it) and points the
 * URL at it, as Vite does.
 */
function workerPlugin(srcDir: string, bundleWorker: (file: string) => Promise<string>): RolldownPlugin {
  const built = new Map<string, Promise<string>>();
  return {
    name: 'docs-workers',
    transform: {
      // Checked by Rolldown itself, so modules without a worker never reach this script.
      filter: { id: /\.tsx?$/, code: 'new Worker(' },
      async handler(code, id) {
        if (!id.startsWith(srcDir)) return null;
        let contents = code;
        for (const match of code.matchAll(WORKER_URL)) {
          const file = path.resolve(path.dirname(id), match[2]!);
          if (!built.has(file)) built.set(file, bundleWorker(file));
          contents = contents.replace(match[0], `new Worker(new URL(${JSON.stringify(await built.get(file)!)}, import.meta.url)`);
        }
        return contents;
      },
    },
  };
}

/** Rolldown's chunks as the chunk map: keys are sources relative to `root`, or file names for shared chunks. */
function chunkMap(chunks: OutputChunk[], root: string): ChunkMap {
  const keyOf = new Map(chunks.map((c) => [c.fileName, c.facadeModuleId && (c.isEntry || c.isDynamicEntry) ? path.relative(root, c.facadeModuleId).split(path.sep).join('/') : c.fileName]));
  const map: ChunkMap = {};
  for (const chunk of chunks) {
    const info: ChunkInfo = { file: `assets/${chunk.fileName}` };
    const imports = chunk.imports.flatMap((f) => keyOf.get(f) ?? []);
    const dynamicImports = chunk.dynamicImports.flatMap((f) => keyOf.get(f) ?? []);
    if (imports.length) info.imports = imports;
    if (dynamicImports.length) info.dynamicImports = dynamicImports;
    if (chunk.isEntry) info.isEntry = true;
    if (chunk.isDynamicEntry) info.isDynamicEntry = true;
    map[keyOf.get(chunk.fileName)!] = info;
  }
  return map;
}

/**
 * Bundles the browser script (Rolldown: split into lazily loaded chunks, workers apart, minified)
 * and the stylesheet (Lightning CSS: minified, lowered for `CSS_BROWSERS`) into `outDir/assets`.
 * Both are the libraries Vite uses for a production build, called directly: Vite itself costs
 * twice their time and memory to start.
 */
export async function bundleClient(engineRoot: string, outDir: string, key: string): Promise<ChunkMap> {
  const [{ build }, { bundleAsync }] = await Promise.all([import('rolldown'), import('lightningcss')]);
  const assetsDir = path.join(outDir, 'assets');
  const options = (input: InputOptions['input']): BuildOptions => ({
    input,
    cwd: engineRoot,
    platform: 'browser',
    logLevel: 'warn',
    // React ships its development build unless told otherwise (Vitest sets NODE_ENV to "test").
    transform: { define: { 'process.env.NODE_ENV': '"production"' }, target: JS_TARGET, jsx: { runtime: 'automatic' } },
    output: { dir: assetsDir, format: 'esm', minify: true, entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js' },
  });
  const entryUrls = clientAssetUrls(key);
  const bundleWorker = async (file: string): Promise<string> => {
    const base = options([file]);
    const result = await build({ ...base, output: { ...base.output, codeSplitting: false } });
    return `/assets/${result.output[0].fileName}`;
  };
  const main = options({ main: path.join(engineRoot, ENTRIES.main) });
  const script = build({
    ...main,
    // The page script's name is known before bundling (see clientAssetUrls); its chunks are named by content.
    output: { ...main.output, entryFileNames: path.basename(entryUrls.js) },
    plugins: [workerPlugin(path.join(engineRoot, 'src') + path.sep, bundleWorker)],
  });

  const targets = Object.fromEntries(Object.entries(CSS_BROWSERS).map(([name, [major, minor = 0]]) => [name, (major << 16) | (minor << 8)]));
  const style = await bundleAsync({ filename: path.join(engineRoot, ENTRIES.style), minify: true, targets }).catch((error: Error & { fileName?: string; loc?: { line: number; column: number } }) => {
    const where = error.fileName ? `${path.relative(engineRoot, error.fileName)}${error.loc ? `:${error.loc.line}:${error.loc.column}` : ''}: ` : '';
    throw new Error(`${where}${error.message}`);
  });
  const styleFile = path.basename(entryUrls.css);
  mkdirSync(assetsDir, { recursive: true });
  writeFileSync(path.join(assetsDir, styleFile), style.code);

  const map = chunkMap((await script).output.filter((o): o is OutputChunk => o.type === 'chunk'), engineRoot);
  map[ENTRIES.style] = { file: `assets/${styleFile}`, isEntry: true };
  return map;
}

/**
 * Runs `bundle-child.ts` (`bundleClient`, then the chunk map written to `outDir`) in a process of
 * its own. Rolldown keeps the memory it allocated (about 270 MB for this bundle) until its process
 * ends: in the build's process it would stay there through the whole build and add to its peak.
 *
 * `lowPriority` (a build whose compile threads take every core) runs it at the lowest CPU
 * priority: the pages need the bundle only when they are written, while the threads starting at
 * the same moment are the build's critical path, so it takes the CPU they leave idle (corpus cold
 * build: threads at work 0.3 s sooner, 0.2–0.3 s less wall time). Not for a build beside other
 * busy processes (tests): at the lowest priority it would get almost none of the CPU.
 */
function bundleInChild(engineRoot: string, outDir: string, key: string, lowPriority: boolean): Promise<void> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(fileURLToPath(new URL('./bundle-child.ts', import.meta.url)), [engineRoot, outDir, key], { execArgv: ['--import', tsx], stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
  try {
    if (lowPriority && child.pid) setPriority(child.pid, 19);
  } catch {
    // Not allowed here: it runs at the build's priority.
  }
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && existsSync(path.join(outDir, CHUNK_MAP))) resolve();
      else reject(new Error(`Bundling the browser script and stylesheet (src/client, src/styles, src/islands) failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`));
    });
  });
}

/**
 * The URLs of the page script and the stylesheet, named by the hash of their sources (the bundle
 * is a function of them): known at once, so pages are rendered and written while the bundle is
 * still being made. The chunks they load are named by their content.
 */
export function clientAssetUrls(key: string): AssetUrls {
  return { js: `/assets/main-${key}.js`, css: `/assets/style-${key}.css` };
}

export interface ClientAssets {
  /** Where pages link the script and the stylesheet. */
  urls: AssetUrls;
  /** Puts the bundle into `outDir/assets` once it is made (or at once from the cache); rejects with the bundler's message. */
  install(): Promise<void>;
}

/** Where the browser bundle made from the engine's current sources is kept, and the hash naming it. */
export function clientBundleDir(engineRoot: string): { key: string; dir: string } {
  const key = clientSourcesHash(engineRoot);
  return { key, dir: path.join(engineRoot, 'node_modules', '.cache', 'docs-client', key) };
}

/**
 * Makes the browser bundle of the engine's current sources unless it is there already (its chunk
 * map is written last, so a folder without one is an unfinished bundle and is made again).
 * Resolves with whether it was there. The build calls it, and so does `npm ci` through
 * scripts/prepare-engine.ts, so the first build after installing finds it made.
 */
export function prepareClientBundle(engineRoot: string, { lowPriority = false } = {}): Promise<{ dir: string; reused: boolean }> {
  const { key, dir } = clientBundleDir(engineRoot);
  return ensureBundle(engineRoot, key, dir, lowPriority).then((reused) => ({ dir, reused }));
}

function ensureBundle(engineRoot: string, key: string, dir: string, lowPriority: boolean): Promise<boolean> {
  if (existsSync(path.join(dir, CHUNK_MAP))) return Promise.resolve(true);
  rmSync(dir, { recursive: true, force: true });
  return bundleInChild(engineRoot, dir, key, lowPriority).then(() => false);
}

/**
 * Starts bundling the browser script and stylesheet (unless the bundle of these sources is made
 * already, see `prepareClientBundle`) and gives their URLs at once. Bundles are kept by the hash
 * of their sources, `node_modules/.cache/docs-client/<hash>`, so later builds skip the bundlers.
 */
export function startClientAssets(engineRoot: string, outDir: string, { lowPriority = false } = {}): ClientAssets {
  const { key, dir: cacheDir } = clientBundleDir(engineRoot);
  const bundled = ensureBundle(engineRoot, key, cacheDir, lowPriority);
  // Read by install(); a build stopped earlier by other problems never asks.
  bundled.catch(() => undefined);
  return {
    urls: clientAssetUrls(key),
    install: () =>
      bundled.then(() => {
        mkdirSync(outDir, { recursive: true });
        cpSync(path.join(cacheDir, 'assets'), path.join(outDir, 'assets'), { recursive: true });
        // The chunk map, for `npm run bench` (per-island sizes); tiny, and harmless to publish.
        cpSync(path.join(cacheDir, CHUNK_MAP), path.join(outDir, 'assets', CHUNK_MAP));
      }),
  };
}
