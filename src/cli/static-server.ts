import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

/** Methods a static host answers; anything else gets 405 with an `Allow` header. */
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** Text files a built site holds, by extension; each is served as UTF-8. */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
};

/**
 * Makes every file stream piped into `res` end with the response. Node's `pipe` does not destroy
 * its source when the destination closes early, so a client that drops a download would keep a
 * file descriptor open for good (sirv pipes without cleaning up); a read error ends the response
 * instead of crashing the server.
 */
function releaseStreamsOf(res: ServerResponse): void {
  res.on('pipe', (source: Readable) => {
    source.once('error', () => res.destroy());
    res.once('close', () => source.destroy());
  });
}

/**
 * A request handler that serves a built site as common static hosts do: sirv maps the request to
 * a file inside `root` (path confinement, `a` → `a/index.html` or `a.html`, ranges, ETags and
 * `Last-Modified`), `compression` gzips text for clients that accept it, hashed assets are cached
 * for a year, and a miss gets `404.html` with status 404.
 */
export function createStaticHandler(root: string): (req: IncomingMessage, res: ServerResponse) => void {
  const absRoot = path.resolve(root);
  const notFoundPage = path.join(absRoot, '404.html');
  // dev: true looks files up on every request, so a rebuilt dist/ is served without a restart.
  const serveFile = sirv(absRoot, {
    dev: true,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders: (res, pathname) => {
      // sirv names text types other than HTML without a charset; every text file we publish is
      // UTF-8, and a browser that guessed Windows-1252 would garble the Markdown twins and llms.txt.
      const type = TEXT_TYPES[path.extname(pathname).toLowerCase()];
      if (type) res.setHeader('content-type', `${type}; charset=utf-8`);
      res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Ranges are served as they are: a gzipped 206 would not match its Content-Range.
  const gzip = compression({ filter: (req, res) => !req.headers.range && compression.filter(req, res) });

  const notFound = (res: ServerResponse): void => {
    if (!existsSync(notFoundPage)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    createReadStream(notFoundPage).pipe(res);
  };

  return (req, res) => {
    releaseStreamsOf(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { allow: ALLOWED_METHODS }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: ALLOWED_METHODS, 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    gzip(req as Parameters<typeof gzip>[0], res as Parameters<typeof gzip>[1], () => serveFile(req, res, () => notFound(res)));
  };
}

/**
 * The file a request path maps to under `root`, by the server's rules (`/a` → `a`, `a/index.html`
 * or `a.html`); undefined when there is none or the path leaves `root`. Benchmarks use it to weigh
 * what a page fetched.
 */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  const absRoot = path.resolve(root);
  let decoded: string;
  try {
    decoded = decodeURI(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const target = path.join(absRoot, decoded);
  if (target !== absRoot && !target.startsWith(absRoot + path.sep)) return undefined;
  return [target, path.join(target, 'index.html'), `${target}.html`].find((file) => existsSync(file) && statSync(file).isFile());
}

/** Starts the static server for the built site on `host:port` (port 0 picks a free one). */
export function startStaticServer(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer(createStaticHandler(root));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
