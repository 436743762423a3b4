import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientBundleDir } from '../../src/build/assets/build-client.ts';
import { ENGINE_ROOT } from '../../src/build/site-model.ts';

describe('npm ci compiles the engine', () => {
  it('runs scripts/prepare-engine.ts as its prepare step', () => {
    const scripts = (JSON.parse(readFileSync(path.join(ENGINE_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.prepare).toBe('tsx scripts/prepare-engine.ts');
  });

  it('leaves the compile worker bundled, the browser bundle made and the modules transpiled, each step reporting so', () => {
    // Run as npm runs it; on the test machine the engine is usually compiled already ("already …").
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-engine.ts'], { cwd: ENGINE_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    expect(output).toMatch(/^Engine compiled for builds in [\d.]+ s:/);
    expect(output).toMatch(/compile worker: (already )?bundled \(/);
    expect(output).toMatch(/browser bundle: (already )?made \(/);
    expect(output).toMatch(/engine modules: transpiled \(/);
    expect(output).not.toContain('not made');
    const manifest = JSON.parse(readFileSync(path.join(ENGINE_ROOT, 'node_modules', '.cache', 'docs-worker', 'compile-worker.json'), 'utf8')) as { file: string };
    expect(manifest.file).toMatch(/^compile-worker-[0-9a-f]{20}\.mjs$/);
    expect(readFileSync(path.join(clientBundleDir(ENGINE_ROOT).dir, 'manifest.json'), 'utf8')).toContain('src/client/main.ts');
  });
});
