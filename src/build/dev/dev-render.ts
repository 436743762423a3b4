import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { loadProject } from '../../config/load.ts';
import type { AssetUrls } from '../../components/view.ts';
import type { CompiledHtml } from '../compile/compile-html.ts';
import { categoryItemsJson, pageIndexJson } from '../emit/emit-site.ts';
import { BuildError, formatProblem } from '../errors.ts';
import { renderRoute } from '../render/render-site.ts';
import { ENGINE_ROOT, loadSite, type SiteModel } from '../site-model.ts';
import { openBuildCache, withBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { REFERENCE_HANDLERS } from '../reference/handlers.ts';
import type { ExampleProblem } from '../model/example-problem.ts';
import type { ReferenceHandler, ReferenceOutput } from '../model/reference-handler.ts';
import type { CompileCache } from '../cache/compile-cache.ts';

/** In dev, the browser loads sources straight from Vite. */
const DEV_ASSETS: AssetUrls = { css: '/src/styles/site.css', js: '/src/client/main.ts' };

interface DevState {
  cache: Map<string, CompiledHtml>;
  /** The build cache on disk (mode `dev`), opened on the first load: a restarted dev server compiles only what changed. Reopened after an engine change. */
  disk?: BuildCache;
  model?: Promise<SiteModel>;
  generation: number;
  builtGeneration: number;
  /** The generation whose problems were printed in the terminal (each is printed once). */
  reportedGeneration?: number;
  /** The file whose change started the current generation. */
  changed?: string;
  /**
   * Outputs of the reference kinds the build cache does not keep, by kind and docs base: reused
   * while only content pages change and the hand-written routes stay the same.
   */
  references: Map<string, { key: string; output: ReferenceOutput }>;
  /** Content folders of the last load (absolute): a change elsewhere may change any reference output. */
  contentRoots: string[];
  /** The pending write of the disk store (one write for a burst of saves). */
  commitTimer?: ReturnType<typeof setTimeout>;
}

// Kept on globalThis so it survives Vite re-evaluating this module after a source edit.
const state: DevState = ((globalThis as { __docsDev?: DevState }).__docsDev ??= { cache: new Map(), generation: 0, builtGeneration: -1, references: new Map(), contentRoots: [] });

/**
 * Marks the site model stale (a watched file changed); `dropCompiled` also forgets compiled pages.
 * `file` is the changed file, for the terminal.
 */
export function invalidate(dropCompiled = false, file?: string): void {
  state.generation++;
  state.changed = file;
  // A reference folder, a data file, the config or the engine: generated pages may differ.
  if (!file || !state.contentRoots.some((dir) => file.startsWith(dir + path.sep))) state.references.clear();
  if (dropCompiled) {
    state.cache.clear();
    state.disk = undefined;
  }
}

export interface DevResponse {
  status: number;
  type: string;
  body: string | Buffer;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** The page shown in the browser while the content has problems: every problem, with its fix. */
function problemPage(error: BuildError): DevResponse {
  // Messages may quote a loader's output, coloured for a terminal: the browser shows plain text.
  const items = error.problems.map((p) => `<li><pre>${escapeHtml(stripVTControlCharacters(formatProblem(p)))}</pre></li>`).join('');
  return {
    status: 500,
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build problems</title><style>body{font:15px system-ui;margin:2rem;max-width:60rem}pre{white-space:pre-wrap;background:#fff4f4;border-left:4px solid #c22;padding:.6rem 1rem}</style></head><body><h1>${error.problems.length} build problem(s)</h1><p>Fix them and save: this page reloads by itself.</p><ul>${items}</ul></body></html>`,
  };
}

/**
 * Prints the problems of a generation in the terminal once (the browser shows them too, but the
 * author may be looking at the editor), and says so when a later generation has none left.
 */
function reportInTerminal(error: BuildError | undefined, log: Pick<Console, 'error' | 'log'>): void {
  if (state.reportedGeneration === state.generation) return;
  const hadProblems = state.reportedGeneration !== undefined;
  if (!error && !hadProblems) return;
  state.reportedGeneration = error ? state.generation : undefined;
  if (error) log.error(`\n${error.problems.length} build problem(s):\n\n${error.problems.map(formatProblem).join('\n\n')}\n`);
  else log.log('No build problems left.');
}

/** The dev server's build cache; `DOCS_CACHE=0` turns it off as for builds. */
function openDiskCache(project: Parameters<typeof openBuildCache>[0]): BuildCache | undefined {
  return process.env.DOCS_CACHE === '0' ? undefined : openBuildCache(project, ENGINE_ROOT, 'dev', process.env.DOCS_CACHE_DIR || undefined);
}

const MEMO = Symbol.for('docs.devReferenceMemo');

/**
 * Wraps the handlers of the reference kinds the build cache does not keep (their `generate` runs
 * in full on every load) so a reload after a saved page reuses their last output, and their code
 * example checks answer each example once. The wrap is redone when Vite re-evaluates the handlers
 * module (an engine edit, which also clears the outputs kept).
 */
function reuseReferenceOutputs(): void {
  for (const [kind, handler] of Object.entries(REFERENCE_HANDLERS) as [string, ReferenceHandler & { checks?: unknown; [MEMO]?: true }][]) {
    if (handler.checks || handler[MEMO]) continue;
    const generate = handler.generate.bind(handler);
    handler[MEMO] = true;
    handler.generate = async (dir, displayDir, context) => {
      const key = JSON.stringify([dir, displayDir, context.productName, context.dataDir, [...context.contentRoutes].sort()]);
      const slot = `${kind} ${context.docsBase}`;
      let kept = state.references.get(slot);
      if (kept?.key !== key) {
        const output = await generate(dir, displayDir, context);
        if (!output) return output;
        kept = { key, output: { ...output, checkExample: rememberChecks(output.checkExample), checkUrns: rememberChecks(output.checkUrns) } };
        state.references.set(slot, kept);
      }
      // Fresh page objects each load, as later stages may set fields on them.
      return { ...kept.output, pages: kept.output.pages.map((page) => ({ ...page })) };
    };
  }
}

/** A check that answers the same input from memory. */
function rememberChecks<A extends string[]>(check: ((...input: A) => ExampleProblem[]) | undefined): ((...input: A) => ExampleProblem[]) | undefined {
  if (!check) return undefined;
  const verdicts = new Map<string, ExampleProblem[]>();
  return (...input) => {
    const id = input.join('\0');
    let found = verdicts.get(id);
    if (!found) verdicts.set(id, (found = check(...input)));
    return found;
  };
}

/** Writes the disk store once saves pause (each write is the whole store: tens of MB). */
function commitSoon(disk: BuildCache, delayMs: number): void {
  clearTimeout(state.commitTimer);
  state.commitTimer = setTimeout(() => disk.commit(), delayMs);
  state.commitTimer.unref?.();
}

/**
 * Starts loading the site model for the current generation unless that is under way (the dev
 * server calls it at start and on every change, so a request finds the work begun). Memory
 * first, then the dev store on disk; compiled bodies come from either when their key is unchanged.
 */
export function prepare(root: string, log: Pick<Console, 'error' | 'log'> = console): Promise<SiteModel> {
  if (state.model && state.builtGeneration === state.generation) return state.model;
  state.builtGeneration = state.generation;
  if (state.cache.size > 20_000) state.cache.clear();
  const started = performance.now();
  const generation = state.generation;
  reuseReferenceOutputs();
  const model = loadProject(root).then(async (project) => {
    state.contentRoots = [project.config.contentDir, ...project.config.archivedVersions.map((v) => v.contentDir)].map((dir) => path.resolve(root, dir));
    const disk = (state.disk ??= openDiskCache(project));
    const cache: CompileCache = {
      get: (key) => state.cache.get(key) ?? disk?.compile.get(key),
      set: (key, value) => (state.cache.set(key, value), disk?.compile.set(key, value)),
    };
    const site = await withBuildCache(disk, () => loadSite(project, { cache }));
    // Written after the first page is answered, then once a burst of saves is over.
    if (disk) commitSoon(disk, generation === 0 ? 0 : 2000);
    return site;
  });
  state.model = model;
  if (process.env.DOCS_DEV_TIMINGS === '1') {
    const what = generation === 0 ? 'site loaded' : `site reloaded after ${state.changed ? path.relative(root, state.changed) : 'a change'}`;
    model.then(
      () => log.log(`${what} in ${Math.round(performance.now() - started)} ms`),
      () => undefined,
    );
  }
  // A failed load is reported by the request that awaits it.
  model.catch(() => undefined);
  return model;
}

/** Answers one request of the dev server from the (cached) site model; `log` is the terminal. */
export async function handleDevRequest(root: string, urlPath: string, log: Pick<Console, 'error' | 'log'> = console): Promise<DevResponse | undefined> {
  const loading = prepare(root, log);
  let model: SiteModel;
  try {
    model = await loading;
  } catch (error) {
    if (state.model === loading) state.model = undefined;
    if (error instanceof BuildError) {
      reportInTerminal(error, log);
      return problemPage(error);
    }
    throw error;
  }
  reportInTerminal(undefined, log);
  const route = decodeURIComponent(urlPath.split('?')[0] ?? '/').replace(/(.)\/$/, '$1').replace(/\/index\.html$/, '') || '/';
  if (route === '/page-index.json') return { status: 200, type: 'application/json', body: pageIndexJson(model) };
  const sidebarJson = categoryItemsJson(model).get(route);
  if (sidebarJson) return { status: 200, type: 'application/json', body: sidebarJson };
  const dataFile = model.versions.map((v) => v.dataFiles.get(route)).find((text) => text !== undefined);
  if (dataFile !== undefined) return { status: 200, type: route.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8', body: dataFile };
  const file = model.staticFiles.get(route) ?? model.versions.flatMap((v) => v.assets).find((a) => a.route === route)?.source;
  if (file && existsSync(file)) return { status: 200, type: path.extname(file) === '.svg' ? 'image/svg+xml' : 'application/octet-stream', body: readFileSync(file) };
  const html = renderRoute(model, DEV_ASSETS, route);
  if (html) return { status: 200, type: 'text/html; charset=utf-8', body: html };
  const notFound = renderRoute(model, DEV_ASSETS, '/404.html');
  return notFound ? { status: 404, type: 'text/html; charset=utf-8', body: notFound } : undefined;
}
