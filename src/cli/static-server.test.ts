import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { startStaticServer } from './static-server.ts';

const PAGE = `<!doctype html><title>x</title>${'<p>same words again</p>'.repeat(200)}`;

function get(port: number, route: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: route, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(root, 'docs', 'a'), { recursive: true });
    writeFileSync(path.join(root, 'docs', 'a', 'index.html'), PAGE);
    writeFileSync(path.join(root, 'docs', 'a.md'), '# Ünïcode twin\n');
    writeFileSync(path.join(root, 'llms.txt'), '# Site\n');
    writeFileSync(path.join(root, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    server = await startStaticServer(root, 0);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('gzips text for clients that accept it, as a static host does', async () => {
    const res = await get(port, '/docs/a', { 'accept-encoding': 'gzip, deflate' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBeLessThan(PAGE.length / 4);
    expect(gunzipSync(res.body).toString()).toBe(PAGE);
  });

  it('sends text plain to clients that do not, and never compresses images', async () => {
    const plain = await get(port, '/docs/a');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    const image = await get(port, '/logo.png', { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4);
  });

  it('names UTF-8 on every text type, so twins and llms.txt are not read as Windows-1252', async () => {
    expect((await get(port, '/docs/a.md')).headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect((await get(port, '/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await get(port, '/docs/a')).headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
    expect((await get(port, '/logo.png')).headers['content-type']).toBe('image/png');
  });

  it('answers HEAD with the status and headers only', async () => {
    const head = await get(port, '/docs/a', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get(port, '/docs/missing', {}, 'HEAD')).status).toBe(404);
  });
});

describe('static server: confinement, methods, errors and dropped downloads', () => {
  let server: Server;
  let port: number;
  let root: string;
  const BIG = Buffer.alloc(4 * 1024 * 1024, 'x');
  beforeAll(async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'static-edge-'));
    root = path.join(parent, 'dist');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), PAGE);
    writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title><p>missing page</p>');
    writeFileSync(path.join(root, 'assets', 'main-abc123.js'), 'console.log(1);'.repeat(100));
    writeFileSync(path.join(root, 'big.txt'), BIG);
    // Siblings whose names start with the root's: the old prefix check let these through.
    for (const sibling of ['dist-secret', 'dist.old-123', 'dist.tmp-9']) {
      mkdirSync(path.join(parent, sibling));
      writeFileSync(path.join(parent, sibling, 'secret.txt'), 'secret');
    }
    writeFileSync(path.join(parent, 'dist-secret.txt'), 'secret');
    server = await startStaticServer(root, 0);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it.each([
    '/..%2fdist-secret.txt',
    '/..%2fdist-secret%2fsecret.txt',
    '/%2e%2e/dist-secret.txt',
    '/../dist-secret.txt',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e%2fdist.old-123%2fsecret.txt',
    '/..\\dist.tmp-9\\secret.txt',
    '/%00',
    '/%E0%A4%A',
  ])('never serves a file outside the root: %s', async (route) => {
    const res = await get(port, route);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('secret');
  });

  it('answers a miss with 404.html and status 404', async () => {
    const res = await get(port, '/docs/nowhere');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('missing page');
  });

  it('answers only GET and HEAD with content; OPTIONS lists the methods, others get 405', async () => {
    const options = await get(port, '/', {}, 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH']) {
      const res = await get(port, '/', {}, method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(res.body.toString()).not.toContain('same words');
    }
  });

  it('caches hashed assets for a year and revalidates pages (ETag → 304)', async () => {
    const asset = await get(port, '/assets/main-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get(port, '/');
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect((await get(port, '/', { 'if-none-match': etag })).status).toBe(304);
  });

  it('serves byte ranges uncompressed', async () => {
    const res = await get(port, '/big.txt', { range: 'bytes=10-19', 'accept-encoding': 'gzip' });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 10-19/${BIG.length}`);
    expect(res.body.toString()).toBe('xxxxxxxxxx');
  });

  it('closes the file of every download the client drops (no descriptor leak, no crash)', async () => {
    const openFds = (): number => readdirSync('/proc/self/fd').length;
    const before = openFds();
    for (let i = 0; i < 300; i += 1) {
      await new Promise<void>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path: '/big.txt' }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => resolve());
        req.end();
      });
    }
    // Give the server a moment to see the closed sockets.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openFds() - before).toBeLessThan(20);
    expect((await get(port, '/')).status).toBe(200);
  });
});
