/**
 * A bounded load test of the static server (`npm run serve`) on 127.0.0.1: a fixed number of
 * requests at a fixed concurrency over a mix of pages, assets, misses, hostile paths and dropped
 * downloads, stopped by a deadline as well as by the count. Reports errors, latency and the
 * server process's open descriptors and memory before and after.
 *
 *   npx tsx bench/server-load.ts [DIST=dist] [--requests=N] [--concurrency=N]
 */
import { readdirSync, statSync } from 'node:fs';
import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startStaticServer } from '../src/cli/static-server.ts';

export interface LoadOptions {
  /** Requests in all, dropped downloads included. @default 5000 */
  requests?: number;
  /** Requests in flight at once. @default 32 */
  concurrency?: number;
  /** Every n-th request is dropped by the client after the first bytes. @default 10 */
  dropEvery?: number;
  /** Hard stop, whatever is left. @default 60 */
  seconds?: number;
}

export interface LoadFigures {
  requests: number;
  dropped: number;
  /** Unexpected status codes and transport errors on requests that were not dropped on purpose. */
  errors: number;
  p50Ms: number;
  p99Ms: number;
  fdsBefore: number;
  fdsAfter: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  seconds: number;
}

/** The routes to hit in `root`: up to 200 pages and assets plus misses and hostile paths. */
function pickTargets(root: string): { path: string; status: number }[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const name of readdirSync(dir)) {
      if (found.length >= 200) return;
      const abs = path.join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs, `${rel}/${name}`);
      else found.push(name === 'index.html' ? `${rel}/` : `${rel}/${name}`);
    }
  };
  walk(root, '');
  return [
    ...found.map((p) => ({ path: encodeURI(p), status: 200 })),
    { path: '/docs/no-such-page', status: 404 },
    { path: '/..%2fdist-secret.txt', status: 404 },
    { path: '/%2e%2e/%2e%2e/etc/passwd', status: 404 },
  ];
}

const openFds = (): number => readdirSync('/proc/self/fd').length;
const rssMb = (): number => Math.round(process.memoryUsage().rss / 1048576);

function hit(agent: Agent, port: number, target: string, drop: boolean): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ agent, host: '127.0.0.1', port, path: target, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      if (drop) {
        res.once('data', () => req.destroy());
        res.once('close', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        return;
      }
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: drop ? -1 : 0, ms: performance.now() - started }));
    req.end();
  });
}

/** Runs the load against a server on `root` started in this process, then stops it. */
export async function measureServerLoad(root: string, options: LoadOptions = {}): Promise<LoadFigures> {
  const { requests = 5000, concurrency = 32, dropEvery = 10, seconds = 60 } = options;
  const targets = pickTargets(root);
  const server: Server = await startStaticServer(root, 0);
  const port = (server.address() as AddressInfo).port;
  const fdsBefore = openFds();
  const rssBeforeMb = rssMb();
  // Kept-alive sockets, as browsers use; closed before the descriptors are counted again.
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const deadline = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  let dropped = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < requests && Date.now() < deadline) {
      const n = next++;
      const target = targets[n % targets.length]!;
      const drop = n % dropEvery === dropEvery - 1;
      const result = await hit(agent, port, target.path, drop);
      if (drop) {
        dropped += 1;
        continue;
      }
      latencies.push(result.ms);
      if (result.status !== target.status) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  // Let the server notice the last closed sockets before counting descriptors.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const figures: LoadFigures = {
    requests: next,
    dropped,
    errors,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    fdsBefore,
    fdsAfter: openFds(),
    rssBeforeMb,
    rssAfterMb: rssMb(),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  await new Promise((resolve) => server.close(resolve));
  return figures;
}

function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const flag = (name: string): number | undefined => {
    const value = args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
    return value === undefined ? undefined : Number(value);
  };
  const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
  const figures = await measureServerLoad(root, { requests: flag('requests'), concurrency: flag('concurrency') });
  console.log(JSON.stringify(figures, null, 2));
  process.exit(figures.errors === 0 && figures.fdsAfter - figures.fdsBefore < 20 ? 0 : 1);
}
