import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createServer as createViteServer } from 'vite';
import { ENGINE_ROOT } from '../build/site-model.ts';

/**
 * `npm run dev`: serves the site from sources on http://localhost:3000. Pages render on request
 * (unchanged pages come from a compile cache); saving a page, the config, the sidebar, a component
 * or a style reloads the open browser tab.
 */
type DevModule = typeof import('../build/dev/dev-render.ts');
const root = process.cwd();
const port = Number(process.env.PORT ?? 3000);
const httpServer = createHttpServer();
const vite = await createViteServer({
  root: ENGINE_ROOT,
  configFile: false,
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
const load = (): Promise<DevModule> => vite.ssrLoadModule('/src/build/dev/dev-render.ts') as Promise<DevModule>;

vite.watcher.add([path.join(root, 'content'), path.join(root, 'sidebars.ts'), path.join(root, 'site.config.ts'), path.join(root, 'versions')]);
const onChange = async (file: string): Promise<void> => {
  if (file.includes(`${path.sep}node_modules${path.sep}`) || file.includes(`${path.sep}dist`)) return;
  const dev = await load();
  // Compiled bodies depend on the Markdown plugins and the MDX components: forget them when those change.
  const shapesBodies = ['src/build/markdown', 'src/build/compile', 'src/components/mdx', 'src/build/render/render-body'].some((dir) => file.includes(path.normalize(dir)));
  dev.invalidate(shapesBodies);
  vite.ws.send({ type: 'full-reload', path: '*' });
};
for (const event of ['change', 'add', 'unlink'] as const) vite.watcher.on(event, (file: string) => void onChange(file));

httpServer.on('request', (req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const dev = await load();
      const answer = await dev.handleDevRequest(root, req.url ?? '/');
      if (!answer) {
        res.writeHead(404).end('Not found');
        return;
      }
      const body = answer.type.startsWith('text/html') ? await vite.transformIndexHtml(req.url ?? '/', String(answer.body)) : answer.body;
      res.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store' }).end(body);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      // Loader errors come coloured for a terminal; the browser gets plain text.
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(stripVTControlCharacters(String((error as Error).stack ?? error)));
    }
  });
});
httpServer.listen(port, '127.0.0.1', () => console.log(`Dev server at http://localhost:${port}/  (edits reload the page; Ctrl+C to stop)`));
