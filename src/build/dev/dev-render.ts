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
}

// Kept on globalThis so it survives Vite re-evaluating this module after a source edit.
const state: DevState = ((globalThis as { __docsDev?: DevState }).__docsDev ??= { cache: new Map(), generation: 0, builtGeneration: -1 });

/** Marks the site model stale (a watched file changed); `dropCompiled` also forgets compiled pages. */
export function invalidate(dropCompiled = false): void {
  state.generation++;
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

/** Answers one request of the dev server from the (cached) site model; `log` is the terminal. */
export async function handleDevRequest(root: string, urlPath: string, log: Pick<Console, 'error' | 'log'> = console): Promise<DevResponse | undefined> {
  if (!state.model || state.builtGeneration !== state.generation) {
    state.builtGeneration = state.generation;
    if (state.cache.size > 20_000) state.cache.clear();
    state.model = loadProject(root).then(async (project) => {
      const disk = (state.disk ??= openDiskCache(project));
      // Memory first; the disk store fills the memory cache on the first load.
      const cache: CompileCache = {
        get: (key) => state.cache.get(key) ?? disk?.compile.get(key),
        set: (key, value) => (state.cache.set(key, value), disk?.compile.set(key, value)),
      };
      const model = await withBuildCache(disk, () => loadSite(project, { cache }));
      // Written after this request is answered.
      if (disk) setImmediate(() => disk.commit());
      return model;
    });
  }
  let model: SiteModel;
  try {
    model = await state.model;
  } catch (error) {
    state.model = undefined;
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
