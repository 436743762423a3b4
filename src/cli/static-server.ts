import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createGzip } from 'node:zlib';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.graphql': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The file a request path maps to, as a static host would: `/a` → `a/index.html`; undefined if none. */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const target = path.normalize(path.join(root, decoded));
  if (!target.startsWith(root)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Text types a static host or CDN compresses (images and WebAssembly are served as they are). */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.svg', '.xml', '.txt', '.md', '.graphql']);

/**
 * A small static file server for the built site (the same rules as common static hosts,
 * including gzip for text when the client accepts it, so page weights and Lighthouse figures
 * measured through it match a real host).
 */
export function startStaticServer(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const absRoot = path.resolve(root);
  const server = createServer((req, res) => {
    const file = resolveStaticFile(absRoot, req.url ?? '/');
    const notFound = path.join(absRoot, '404.html');
    const chosen = file ?? (existsSync(notFound) ? notFound : undefined);
    if (!chosen) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const immutable = chosen.includes(`${path.sep}assets${path.sep}`);
    const gzip = COMPRESSIBLE.has(path.extname(chosen)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(file ? 200 : 404, {
      'content-type': TYPES[path.extname(chosen)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = createReadStream(chosen);
    (gzip ? body.pipe(createGzip()) : body).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
