import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAssetUrls, clientBundleDir, clientSourcesHash, prepareClientBundle, startClientAssets, type ChunkMap } from './build-client.ts';

/** Bundles (or takes from the cache) into `out`; the URLs, once installed. */
async function bundle(dir: string, out: string) {
  const client = startClientAssets(dir, out);
  await client.install();
  return client.urls;
}

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A small engine tree: a page script with a lazily loaded tool that starts a worker, and a stylesheet. */
function engine(overrides: Record<string, string> = {}): string {
  root = mkdtempSync(path.join(tmpdir(), 'client-bundle-'));
  const files: Record<string, string> = {
    'package-lock.json': '{}',
    'src/client/main.ts': "import { greet } from '../shared/greet.ts';\ngreet();\nif (document.querySelector('[data-tool]')) void import('../islands/tool/mount.ts').then((m) => m.mount());\n",
    'src/shared/greet.ts': "export function greet(): void { document.body.dataset.greeted = process.env.NODE_ENV === 'production' ? 'prod' : 'dev'; }\n",
    'src/islands/tool/mount.ts': "export function mount(): Worker { return new Worker(new URL('./work.ts', import.meta.url), { type: 'module' }); }\n",
    'src/islands/tool/work.ts': "const double = (n: number): number => n * 2;\nself.onmessage = (event: MessageEvent<number>) => self.postMessage(double(event.data));\n",
    'src/styles/site.css': ':root { color-scheme: light dark; }\nbody { color: light-dark(#111, #eee); }\n.card { & p { margin: 0; } }\n',
    ...overrides,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('client bundle', () => {
  it('splits the lazily loaded tool off, bundles its worker, lowers the stylesheet and maps the chunks', async () => {
    const dir = engine();
    const out = path.join(dir, 'out');
    const urls = await bundle(dir, out);
    expect(urls).toEqual(clientAssetUrls(clientSourcesHash(dir)));
    expect(urls.js).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    expect(urls.css).toMatch(/^\/assets\/style-[\w-]+\.css$/);
    const main = readFileSync(path.join(out, urls.js), 'utf8');
    expect(main).toMatch(/["'`]prod["'`]/); // NODE_ENV is "production" in the bundle, whatever the caller's
    expect(main).not.toContain('process.env');

    const map = JSON.parse(readFileSync(path.join(out, 'assets', 'manifest.json'), 'utf8')) as ChunkMap;
    expect(map['src/client/main.ts']).toMatchObject({ file: urls.js.slice(1), isEntry: true, dynamicImports: ['src/islands/tool/mount.ts'] });
    const tool = map['src/islands/tool/mount.ts']!;
    expect(tool.isDynamicEntry).toBe(true);
    const toolCode = readFileSync(path.join(out, tool.file), 'utf8');
    const worker = /new Worker\(new URL\(["'`](\/assets\/[\w.-]+\.js)["'`]/.exec(toolCode)?.[1];
    expect(worker, toolCode).toBeDefined();
    expect(readFileSync(path.join(out, worker!), 'utf8')).toContain('postMessage');
    expect(toolCode).not.toContain('work.ts');

    const css = readFileSync(path.join(out, urls.css), 'utf8');
    expect(css).not.toContain('light-dark('); // lowered for Safari 16.4 and Chrome 94
    expect(css).toContain('.card p');
    expect(css).not.toContain('\n');
  });

  it('names the page script and stylesheet by the hash of the sources, known before bundling', () => {
    const first = clientAssetUrls(clientSourcesHash(engine()));
    rmSync(root, { recursive: true, force: true });
    // The same sources elsewhere: the same names (the folder is not part of the hash).
    expect(clientAssetUrls(clientSourcesHash(engine()))).toEqual(first);
    rmSync(root, { recursive: true, force: true });
    const changed = clientAssetUrls(clientSourcesHash(engine({ 'src/styles/site.css': 'body { margin: 0; }\n' })));
    expect(changed.js).not.toBe(first.js);
    expect(changed.css).not.toBe(first.css);
  });

  it('reuses the cached bundle until a client source changes', async () => {
    const dir = engine();
    await bundle(dir, path.join(dir, 'out1'));
    const cache = path.join(dir, 'node_modules', '.cache', 'docs-client');
    const [key] = readdirSync(cache);
    writeFileSync(path.join(cache, key!, 'assets', 'marker.txt'), 'cached');
    await bundle(dir, path.join(dir, 'out2'));
    expect(existsSync(path.join(dir, 'out2', 'assets', 'marker.txt'))).toBe(true);

    writeFileSync(path.join(dir, 'src/shared/greet.ts'), 'export function greet(): void {}\n');
    await bundle(dir, path.join(dir, 'out3'));
    expect(existsSync(path.join(dir, 'out3', 'assets', 'marker.txt'))).toBe(false);
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('is made ahead of a build (npm ci\'s prepare step), which then copies it without bundling', async () => {
    const dir = engine();
    const first = await prepareClientBundle(dir);
    expect(first).toEqual({ dir: clientBundleDir(dir).dir, reused: false });
    expect(await prepareClientBundle(dir)).toEqual({ ...first, reused: true });
    writeFileSync(path.join(first.dir, 'assets', 'marker.txt'), 'made at install');
    await bundle(dir, path.join(dir, 'out'));
    expect(readFileSync(path.join(dir, 'out', 'assets', 'marker.txt'), 'utf8')).toBe('made at install');
    // An unfinished bundle (no chunk map) is made again.
    rmSync(path.join(first.dir, 'manifest.json'));
    expect(await prepareClientBundle(dir)).toEqual({ ...first, reused: false });
    expect(existsSync(path.join(first.dir, 'assets', 'marker.txt'))).toBe(false);
  });

  it('fails with the bundler message naming the file when a client source does not parse', async () => {
    const dir = engine({ 'src/shared/greet.ts': 'export function greet( {\n' });
    await expect(bundle(dir, path.join(dir, 'out'))).rejects.toThrow(/Bundling the browser script[\s\S]*greet\.ts/);
    // No chunk map: the next build bundles again instead of using a half-written folder.
    const cache = path.join(dir, 'node_modules', '.cache', 'docs-client');
    for (const key of existsSync(cache) ? readdirSync(cache) : []) expect(existsSync(path.join(cache, key, 'manifest.json'))).toBe(false);
  });
});
