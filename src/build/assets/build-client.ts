import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { AssetUrls } from '../../components/view.ts';

/** Browser entry points, relative to the project that owns the engine. */
const ENTRIES = { main: 'src/client/main.ts', style: 'src/styles/site.css' } as const;
/** Folders whose content decides the client bundle. */
const INPUT_DIRS = ['src/client', 'src/styles', 'src/islands', 'src/shared'];

function hashInputs(engineRoot: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const abs = path.join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (!name.endsWith('.test.ts')) hash.update(abs).update(readFileSync(abs));
    }
  };
  INPUT_DIRS.forEach((d) => walk(path.join(engineRoot, d)));
  hash.update(readFileSync(path.join(engineRoot, 'package-lock.json')));
  // Bumped when the bundling settings change (v2: always React's production runtime).
  hash.update('bundle-settings-v2');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Bundles the browser script and stylesheet with Vite into `outDir/assets` and returns their
 * hashed URLs. Bundles are cached by a hash of their sources, so repeated builds skip Vite.
 */
export async function buildClientAssets(engineRoot: string, outDir: string): Promise<AssetUrls> {
  const key = hashInputs(engineRoot);
  const cacheDir = path.join(engineRoot, 'node_modules', '.cache', 'docs-client', key);
  if (!existsSync(path.join(cacheDir, '.vite', 'manifest.json'))) {
    rmSync(cacheDir, { recursive: true, force: true });
    // Vite takes half a second to import: only pay for it when the bundle is not cached.
    const { build: viteBuild } = await import('vite');
    // Vite picks React's development JSX runtime unless NODE_ENV is "production"; a caller with
    // another NODE_ENV (Vitest sets "test") would otherwise ship the 400 KB development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await viteBuild({
        configFile: false,
        mode: 'production',
        root: engineRoot,
        logLevel: 'warn',
        publicDir: false,
        build: {
          outDir: cacheDir,
          emptyOutDir: true,
          manifest: true,
          target: 'es2022',
          modulePreload: false,
          cssMinify: 'lightningcss',
          rollupOptions: {
            input: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(engineRoot, file)])),
          },
        },
      });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  }
  const manifest = JSON.parse(readFileSync(path.join(cacheDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  mkdirSync(outDir, { recursive: true });
  cpSync(path.join(cacheDir, 'assets'), path.join(outDir, 'assets'), { recursive: true });
  // The chunk map, for `npm run bench` (per-island sizes); tiny, and harmless to publish.
  cpSync(path.join(cacheDir, '.vite', 'manifest.json'), path.join(outDir, 'assets', 'manifest.json'));
  const url = (entry: string): string => `/${manifest[entry]?.file ?? ''}`;
  return { js: url(ENTRIES.main), css: url(ENTRIES.style) };
}
