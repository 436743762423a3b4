import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/**
 * `npm run dev`: serves the site from sources on http://localhost:3000. Pages render on request
 * (unchanged pages come from a compile cache); saving a page, the config, the sidebar, a component
 * or a style reloads the open browser tab.
 *
 * Start-up order matters for the first page: the port is opened first, then Vite is created (no
 * engine module is imported here: Vite loads them once, for the renderer), then the site starts
 * loading in the background, so the first request waits only for what is left of that. Before
 * all of that, pages served by an earlier run are answered from their snapshot when no input has
 * changed since (`page-snapshot.ts`, the one engine module loaded here: Node built-ins only),
 * until the first change; when inputs did change while no server ran, the stored page is still
 * shown at once, marked unchecked, and checked against the sources once the site has loaded.
 */
type DevModule = typeof import('../build/dev/dev-render.ts');
/** The engine's own folder (client sources, styles); computed here so this file imports none of the engine. */
const ENGINE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = process.cwd();
const port = Number(process.env.PORT ?? 3000);
const { inputsFingerprint, markProvisional, PageSnapshot, PROVISIONAL_CHECK_PATH, snapshotFile, statOf } = await import('../build/dev/page-snapshot.ts');
const snapshotPath = snapshotFile(root);
const snapshot = snapshotPath ? new PageSnapshot(snapshotPath) : undefined;
/** The inputs as they are at start; cleared by the first change (snapshots are then no longer served). */
let startFingerprint = snapshot ? inputsFingerprint(ENGINE_ROOT, root) : undefined;
/** The first route answered from a snapshot: the compiler is warmed up on it once the site is loaded. */
let snapshotRoute: string | undefined;
/** The route a URL asks for, as dev-render.ts reads it. */
const routeOf = (url: string | undefined): string => decodeURIComponent((url ?? '/').split('?')[0] ?? '/').replace(/(.)\/$/, '$1').replace(/\/index\.html$/, '') || '/';
function fromSnapshot(req: IncomingMessage, res: ServerResponse): boolean {
  if (!snapshot || !startFingerprint || req.method !== 'GET') return false;
  let route: string;
  try {
    route = routeOf(req.url);
  } catch {
    return false; // not a URL a page has (the renderer answers it)
  }
  const html = snapshot.page(route, startFingerprint);
  if (html !== undefined) {
    snapshotRoute ??= route;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-docs-dev-snapshot': '1' }).end(html);
    return true;
  }
  // Inputs changed since it was kept: shown at once, marked, and checked once the site has loaded
  // (from then on pages are rendered, so a page that does not hold cannot come back after its reload).
  const stale = siteLoaded ? undefined : snapshot.latest(route);
  if (stale === undefined) return false;
  snapshotRoute ??= route;
  provisional.set(route, stale);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-docs-dev-snapshot': 'provisional' }).end(markProvisional(stale, route));
  return true;
}
/** Pages shown from the snapshot though inputs had changed (route → the HTML as kept), until the browser asks whether they still hold. */
const provisional = new Map<string, string>();
/** Set once the site model has loaded (or failed to): no page is shown provisionally after that. */
let siteLoaded = false;
// A page served just before Ctrl+C (or the bench's stop) is kept too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    snapshot?.flush();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}
const httpServer = createHttpServer();
const listening = new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
/** Set once Vite is up; a request that comes earlier waits for it. */
let serve: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
const early: [IncomingMessage, ServerResponse][] = [];
httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => fromSnapshot(req, res) || (serve ? serve(req, res) : early.push([req, res])));

/** Build output, test reports and bench corpora: thousands of files Vite must neither watch nor scan. */
const NOT_SOURCES = ['**/node_modules/**', '**/.git/**', '**/dist/**', '**/bench/**', '**/test-results/**', '**/playwright-report/**', '**/reports/**'];
const { createServer: createViteServer } = await import('vite');
const vite = await createViteServer({
  root: ENGINE_ROOT,
  configFile: false,
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: { server: httpServer }, watch: { ignored: NOT_SOURCES } },
  // The browser's only entry (its islands are imported from it): without this, Vite's dependency
  // scan reads every HTML file below the root, built sites included (tens of seconds of CPU).
  optimizeDeps: { entries: ['src/client/main.ts'] },
});
const load = (): Promise<DevModule> =>
  (vite.ssrLoadModule('/src/build/dev/dev-render.ts') as Promise<DevModule>).then((dev) => {
    // Every load takes the inputs' fingerprint first, so the pages it renders can be kept.
    if (snapshot) dev.fingerprintInputs();
    return dev;
  });

vite.watcher.add([path.join(root, 'content'), path.join(root, 'sidebars.ts'), path.join(root, 'site.config.ts'), path.join(root, 'versions')]);
const onChange = async (file: string): Promise<void> => {
  if (file.includes(`${path.sep}node_modules${path.sep}`) || file.includes(`${path.sep}dist`)) return;
  // The engine's tests and scripts build nothing: no reload for them.
  if (file.endsWith('.test.ts') || ['scripts', 'tests', 'e2e'].some((dir) => file.startsWith(path.join(ENGINE_ROOT, dir) + path.sep))) return;
  startFingerprint = undefined;
  const dev = await load();
  // Compiled bodies depend on the Markdown plugins and the MDX components: forget them when those change.
  const shapesBodies = ['src/build/markdown', 'src/build/compile', 'src/components/mdx', 'src/build/render/render-body'].some((dir) => file.includes(path.normalize(dir)));
  dev.invalidate(shapesBodies, file);
  // Reloading the site starts now, not when the browser's reload request comes in (once for a
  // burst of changes, such as a branch switch).
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => void dev.prepare(root).catch(() => undefined), 30);
  vite.ws.send({ type: 'full-reload', path: '*' });
};
let reloadTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * The watcher drops a second `change` of one file that comes within 50 ms of the first (its
 * throttle), so a page saved twice in quick succession (an editor writing twice, a script) could
 * keep its first text. Each change is therefore looked at again a little later: if the file moved
 * since, it counts as a change of its own.
 */
const RECHECK_MS = 150;
const rechecks = new Map<string, ReturnType<typeof setTimeout>>();
const changed = (file: string): void => {
  void onChange(file);
  const seen = statOf(file);
  clearTimeout(rechecks.get(file));
  rechecks.set(
    file,
    setTimeout(() => {
      rechecks.delete(file);
      if (statOf(file) !== seen) changed(file);
    }, RECHECK_MS),
  );
};
for (const event of ['change', 'add', 'unlink'] as const) vite.watcher.on(event, changed);

/** What the site answers for `url` now (the site loaded first), kept in the snapshot when it may be. */
async function render(url: string): Promise<{ status: number; type: string; body: string | Uint8Array } | undefined> {
  const dev = await load();
  const answer = await dev.handleDevRequest(root, url);
  if (!answer) return undefined;
  const body = answer.type.startsWith('text/html') ? await vite.transformIndexHtml(url, String(answer.body)) : answer.body;
  if (snapshot && answer.fingerprint && answer.status === 200 && typeof body === 'string') snapshot.record(routeOf(url), answer.fingerprint, body);
  return { status: answer.status, type: answer.type, body };
}

/** Answers a provisional page's question: is it what the sources make now? (Waits for the site to load.) */
async function checkProvisional(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const route = new URL(req.url ?? '/', 'http://localhost').searchParams.get('route') ?? '';
  const shown = provisional.get(route);
  let same = false;
  if (shown !== undefined) {
    try {
      const now = await render(route);
      same = now?.status === 200 && now.body === shown;
    } catch {
      // Not the same: the reload shows the problem.
    }
    provisional.delete(route);
    // The site has loaded (render waited for it): the reload must be rendered, not shown unchecked again.
    siteLoaded = true;
  }
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ same }));
}

serve = (req, res) => {
  if (req.url?.startsWith(`${PROVISIONAL_CHECK_PATH}?`)) {
    void checkProvisional(req, res);
    return;
  }
  vite.middlewares(req, res, async () => {
    try {
      const answer = await render(req.url ?? '/');
      if (!answer) {
        res.writeHead(404).end('Not found');
        return;
      }
      res.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store' }).end(answer.body);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      // Loader errors come coloured for a terminal; the browser gets plain text.
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(stripVTControlCharacters(String((error as Error).stack ?? error)));
    }
  });
};
for (const [req, res] of early.splice(0)) serve(req, res);
await listening;
console.log(`Dev server at http://localhost:${port}/  (edits reload the page; Ctrl+C to stop)`);
// The site loads before anyone asks for a page (a load failure is shown on the first request).
void load().then(
  async (dev) => {
    // A failed load is shown by the request that awaits it.
    const loaded = await dev.prepare(root).then(() => true, () => false);
    siteLoaded = true;
    if (loaded && snapshotRoute) dev.warmUp(snapshotRoute);
  },
  (error: unknown) => console.error(error),
);
