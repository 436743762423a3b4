import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureServerLoad } from '../bench/server-load.ts';

describe('static server under a bounded load', () => {
  it('answers every request as expected and ends with as many descriptors as it started with', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'server-load-'));
    for (let i = 0; i < 30; i += 1) {
      mkdirSync(path.join(root, 'docs', `page-${i}`), { recursive: true });
      writeFileSync(path.join(root, 'docs', `page-${i}`, 'index.html'), `<!doctype html><title>${i}</title>${'<p>text</p>'.repeat(20_000)}`);
    }
    writeFileSync(path.join(root, '404.html'), '<!doctype html><title>404</title>');
    const figures = await measureServerLoad(root, { requests: 800, concurrency: 16, dropEvery: 4, seconds: 30 });
    expect(figures.requests).toBe(800);
    expect(figures.dropped).toBe(200);
    expect(figures.errors).toBe(0);
    expect(figures.fdsAfter - figures.fdsBefore).toBeLessThan(10);
  });
});
