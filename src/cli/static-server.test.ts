import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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
    writeFileSync(path.join(root, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    server = await startStaticServer(root, 0);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('gzips text for clients that accept it, as a static host does', async () => {
    const res = await get(port, '/docs/a', { 'accept-encoding': 'gzip, deflate, br' });
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

  it('answers HEAD with the status and headers only', async () => {
    const head = await get(port, '/docs/a', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get(port, '/docs/missing', {}, 'HEAD')).status).toBe(404);
  });
});
