import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { loadProject } from '../../config/load.ts';
import type { AssetUrls } from '../../components/view.ts';
import type { CompiledHtml } from '../compile/compile-html.ts';
import { categoryItemsJson, pageIndexJson } from '../emit/emit-site.ts';
import { BuildError, formatProblem, type Problem } from '../errors.ts';
import { readTextFile } from '../read-text.ts';
import { renderRoute } from '../render/render-site.ts';
import { checkAcrossSite, ENGINE_ROOT, loadSite, type EditableVersion, type SiteModel } from '../site-model.ts';
import type { SourcePage } from '../collect/collect-pages.ts';
import { fingerprintOf, restat, statInputs, type InputStats } from './page-snapshot.ts';
import { openBuildCache, withBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { REFERENCE_HANDLERS, type HandlerEntry } from '../reference/handlers.ts';
import type { ExampleProblem } from '../model/example-problem.ts';
import type { ReferenceHandler, ReferenceOutput } from '../model/reference-handler.ts';
import type { CompileCache } from '../cache/compile-cache.ts';

/** In dev, the browser loads sources straight from Vite. */
const DEV_ASSETS: AssetUrls = { css: '/src/styles/site.css', js: '/src/client/main.ts' };

/** The site model as served, and the problems it has (warnings included): a page with problems still loads. */
interface Loaded {
  model: SiteModel;
  problems: Problem[];
  /** The inputs' fingerprint taken before this model read them (`page-snapshot.ts`), when the server keeps page snapshots. */
  fingerprint?: string;
  /** What the fingerprint was made of. */
  stats?: InputStats;
}

interface DevState {
  cache: Map<string, CompiledHtml>;
  /** The build cache on disk (mode `dev`), opened on the first load: a restarted dev server compiles only what changed. Reopened after an engine change. */
  disk?: BuildCache;
  model?: Promise<Loaded>;
  /** Counts changes (for the terminal: each generation's problems are printed once). */
  generation: number;
  /** A change that only a full load of the site takes in (anything but a saved page). */
  full: boolean;
  /** Saved pages (absolute paths) not yet taken into the model: compiled and checked alone. */
  edits: Set<string>;
  /** The hand-written pages of the last full load (absolute path → its version and source), updated by each saved page. */
  sources: Map<string, { version: EditableVersion; source: SourcePage }>;
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
  /** Take the inputs' fingerprint before each load (`fingerprintInputs`). */
  fingerprints?: boolean;
  /** The compiler was warmed up on a served page since the last full load (`warmUp`). */
  warmed?: boolean;
}

// Kept on globalThis so it survives Vite re-evaluating this module after a source edit.
const state: DevState = ((globalThis as { __docsDev?: DevState }).__docsDev ??= { cache: new Map(), generation: 0, full: true, edits: new Set(), sources: new Map(), references: new Map(), contentRoots: [] });
// A state kept from an older copy of this module (before saved pages were taken in alone).
state.edits ??= new Set();
state.sources ??= new Map();

/**
 * Marks the site model stale (a watched file changed); `dropCompiled` also forgets compiled pages.
 * `file` is the changed file. A saved Markdown page that the last load knew is taken in alone
 * (see `applyEdits`); any other change (no file, engine code, config, sidebars, data, a partial,
 * an added page) loads the whole site again.
 */
export function invalidate(dropCompiled = false, file?: string): void {
  state.generation++;
  state.changed = file;
  if (!dropCompiled && file && state.sources.has(file)) state.edits.add(file);
  else state.full = true;
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
  /** On a page rendered from a model without problems: the fingerprint of the inputs it was made from (to keep it as a snapshot). */
  fingerprint?: string;
}

/** Asks every later load to take the inputs' fingerprint first, so the pages it renders can be kept as snapshots (the dev server does). */
export function fingerprintInputs(): void {
  state.fingerprints = true;
}

/** The inputs now (a full load) or `previous` with the saved files looked at again (a saved page), with their fingerprint. */
function fingerprintNow(root: string, previous?: InputStats, saved: string[] = []): Pick<Loaded, 'fingerprint' | 'stats'> {
  if (!state.fingerprints) return {};
  const stats = previous ? restat(previous, saved) : statInputs(ENGINE_ROOT, root);
  return { stats, fingerprint: fingerprintOf(stats) };
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
 * example checks answer each example once. Each registry entry's loader is wrapped once, so the
 * handler is wrapped when first loaded; the wrap is redone when Vite re-evaluates the handler
 * modules (an engine edit, which also clears the outputs kept).
 */
function reuseReferenceOutputs(): void {
  for (const [kind, entry] of Object.entries(REFERENCE_HANDLERS) as [string, HandlerEntry & { [MEMO]?: true }][]) {
    if (entry.cached || entry[MEMO]) continue;
    entry[MEMO] = true;
    const load = entry.load.bind(entry);
    entry.load = async () => {
      const handler: ReferenceHandler & { [MEMO]?: true } = await load();
      if (handler[MEMO]) return handler;
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
      return handler;
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

type Log = Pick<Console, 'error' | 'log'>;
const timings = (): boolean => process.env.DOCS_DEV_TIMINGS === '1';

/**
 * Loads the whole site (memory first, then the dev store on disk; compiled bodies come from
 * either when their key is unchanged) with its problems kept, not thrown, so a later saved page
 * can be taken in alone. Problems that stop a stage early (config, sidebars file, a route clash)
 * still reject.
 */
function loadFull(root: string, log: Log): Promise<Loaded> {
  if (state.cache.size > 20_000) state.cache.clear();
  const started = performance.now();
  const first = state.generation === 0;
  const changed = state.changed;
  reuseReferenceOutputs();
  const sources: DevState['sources'] = new Map();
  // Before anything is read (see page-snapshot.ts).
  const inputs = fingerprintNow(root);
  const loaded = loadProject(root).then(async (project) => {
    state.contentRoots = [project.config.contentDir, ...project.config.archivedVersions.map((v) => v.contentDir)].map((dir) => path.resolve(root, dir));
    const disk = (state.disk ??= openDiskCache(project));
    const cache: CompileCache = {
      get: (key) => state.cache.get(key) ?? disk?.compile.get(key),
      set: (key, value) => (state.cache.set(key, value), disk?.compile.set(key, value)),
    };
    const onVersionSources = (version: EditableVersion): void => {
      for (const source of version.sources.values()) sources.set(path.join(version.contentRoot, source.relPath), { version, source });
    };
    const model = await withBuildCache(disk, () => loadSite(project, { cache, tolerate: true, onVersionSources }));
    // Written after the first page is answered, then once a burst of saves is over.
    if (disk) commitSoon(disk, first ? 0 : 2000);
    state.sources = sources;
    state.warmed = false;
    return { model, problems: model.problems!.finish([...model.problems!.pages, ...model.problems!.across]), ...inputs };
  });
  if (timings()) {
    const what = first ? 'site loaded' : `site reloaded after ${changed ? path.relative(root, changed) : 'a change'}`;
    loaded.then(
      () => log.log(`${what} in ${Math.round(performance.now() - started)} ms`),
      () => undefined,
    );
  }
  return loaded;
}

/**
 * Takes saved pages into the model without loading the rest of the site: each page is read,
 * compiled and checked alone (front matter, body, code examples, URNs) with its version's route
 * map, replaces its old page, and the checks across pages (links and anchors in both directions,
 * redirects, chrome links, `oss_alternative`) run again over the whole model, which needs no
 * reading or compiling. Undefined when a page needs the full load instead: it is gone or no
 * longer reads, or its front matter, route, id, title or sidebar label changed (the sidebar,
 * navigation and category pages depend on them).
 */
async function applyEdits(root: string, loaded: Loaded, files: string[], log: Log): Promise<Loaded | undefined> {
  const started = performance.now();
  const { model } = loaded;
  const kept = model.problems;
  if (!kept) return undefined;
  // The saved files only: the model has seen no other change (see `restat`). Without stats the pages are not kept.
  const inputs = loaded.stats ? fingerprintNow(root, loaded.stats, files) : {};
  let pageProblems = kept.pages;
  for (const file of files) {
    const known = state.sources.get(file);
    if (!known || !existsSync(file)) return undefined;
    const unreadable: Problem[] = [];
    const text = readTextFile(file, known.source.file, unreadable);
    if (text === undefined) return undefined;
    const { source, page, problems, assets } = await known.version.recompile({ relPath: known.source.relPath, displayPath: known.source.file, text });
    if (!source || !page || source.route !== known.source.route || source.id !== known.source.id || JSON.stringify(source.frontMatter) !== JSON.stringify(known.source.frontMatter)) return undefined;
    const version = model.versions.find((v) => v.name === known.version.name);
    const index = version?.pages.findIndex((p) => p.kind === 'doc' && p.file === source.file && p.route === source.route) ?? -1;
    const old = version?.pages[index];
    if (!version || !old || old.title !== page.title || old.sidebarLabel !== page.sidebarLabel) return undefined;
    version.pages[index] = page;
    const served = new Set(version.assets.map((a) => a.route));
    version.assets.push(...assets.filter((a) => !served.has(a.route)));
    pageProblems = [...pageProblems.filter((p) => p.file !== source.file), ...problems];
    state.sources.set(file, { version: known.version, source });
  }
  const across = checkAcrossSite(model.project, model.versions, model.staticFiles);
  const problems = kept.finish([...pageProblems, ...across.problems]);
  Object.assign(model, { warnings: problems, toleratedHrefs: across.tolerated, problems: { ...kept, pages: pageProblems, across: across.problems } });
  if (state.disk) commitSoon(state.disk, 2000);
  if (timings()) log.log(`${files.map((file) => path.relative(root, file)).join(', ')} taken in alone in ${Math.round(performance.now() - started)} ms`);
  return { model, problems, ...inputs };
}

/**
 * Brings the site model up to date with the changes seen so far unless that is under way (the
 * dev server calls it at start and on every change, so a request finds the work begun): saved
 * pages alone when that is all that changed, else the whole site.
 */
export function prepare(root: string, log: Log = console): Promise<SiteModel> {
  return prepareLoaded(root, log).then((loaded) => loaded.model);
}

function prepareLoaded(root: string, log: Log): Promise<Loaded> {
  if (state.model && !state.full && state.edits.size === 0) return state.model;
  let loaded: Promise<Loaded>;
  if (!state.model || state.full) {
    state.full = false;
    state.edits.clear();
    loaded = loadFull(root, log);
  } else {
    const files = [...state.edits];
    state.edits.clear();
    // After the load under way, if any; a failed one, or a page that changes more than its body, loads everything again.
    loaded = state.model.then(
      (previous) => applyEdits(root, previous, files, log),
      () => undefined,
    ).then((done) => done ?? loadFull(root, log));
  }
  state.model = loaded;
  // A failed load is reported by the request that awaits it.
  loaded.catch(() => undefined);
  return loaded;
}

/**
 * Compiles the first page served after a full load once more, in the background, without the
 * cache: a loaded site whose bodies all came from the store has not compiled anything yet, so the
 * first save would otherwise also pay for loading the Markdown pipeline, the page's code grammars
 * and its components (seconds, not milliseconds). The page open in the browser is the likeliest
 * to be edited.
 */
export function warmUp(route: string): void {
  if (state.warmed) return;
  const page = [...state.sources.entries()].find(([, known]) => known.source.route === route);
  if (!page) return;
  state.warmed = true;
  const [file, { version, source }] = page;
  const timer = setTimeout(() => {
    const text = existsSync(file) ? readTextFile(file, source.file, []) : undefined;
    if (text !== undefined) version.recompile({ relPath: source.relPath, displayPath: source.file, text }, { reuse: false }).catch(() => undefined);
  }, 50);
  timer.unref?.();
}

/** Answers one request of the dev server from the (cached) site model; `log` is the terminal. */
export async function handleDevRequest(root: string, urlPath: string, log: Log = console): Promise<DevResponse | undefined> {
  const loading = prepareLoaded(root, log);
  let loaded: Loaded;
  try {
    loaded = await loading;
  } catch (error) {
    if (state.model === loading) state.model = undefined;
    if (error instanceof BuildError) {
      reportInTerminal(error, log);
      return problemPage(error);
    }
    throw error;
  }
  // Kept with its problems: fixing the page that has them takes only that page in again.
  if (loaded.problems.some((p) => p.severity !== 'warning')) {
    const error = new BuildError(loaded.problems);
    reportInTerminal(error, log);
    return problemPage(error);
  }
  const { model, fingerprint } = loaded;
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
  if (html) {
    warmUp(route);
    return { status: 200, type: 'text/html; charset=utf-8', body: html, fingerprint };
  }
  const notFound = renderRoute(model, DEV_ASSETS, '/404.html');
  return notFound ? { status: 404, type: 'text/html; charset=utf-8', body: notFound } : undefined;
}
