import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { createVersionSnapshot } from '../../src/build/versions/snapshot.ts';
import { makeProject } from '../helpers/project.ts';

describe('npm run docs:version', () => {
  it('snapshots the docs, lists versions newest first, and the build serves them', async () => {
    const root = makeProject({ 'content/data/releases.yaml': '[]\n' });
    const first = await createVersionSnapshot(root, '1.6.0');
    expect(first.copied).toEqual(['versions/1.6.0/docs', 'versions/1.6.0/data', 'versions/1.6.0/sidebars.json']);
    writeFileSync(path.join(root, 'content/docs/quickstart.md'), '---\ntitle: Quickstart\ndescription: New.\n---\n\nThe 1.7 way.\n');
    const second = await createVersionSnapshot(root, '1.7.0');
    expect(second.versions).toEqual(['1.7.0', '1.6.0']);
    expect(JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8'))).toEqual(['1.7.0', '1.6.0']);
    const report = await build({ root });
    expect(report.versions).toEqual({ '1.7.0': 'built', '1.6.0': 'built' });
    const html = (route: string) => readFileSync(path.join(root, 'dist', route, 'index.html'), 'utf8');
    expect(html('docs/1.7.0/quickstart')).toContain('The 1.7 way.');
    expect(html('docs/1.6.0/quickstart')).not.toContain('The 1.7 way.');
    // newest first in the menu, after Next
    expect([...html('docs/quickstart').matchAll(/data-version="([^"]+)"/g)].map((m) => m[1])).toEqual(['current', '1.7.0', '1.6.0']);
  }, 120_000);

  it('refuses a bad name, an existing version and a leftover folder, writing nothing', async () => {
    const root = makeProject();
    await expect(createVersionSnapshot(root, 'latest')).rejects.toThrow(/"latest" is not a version name/);
    await expect(createVersionSnapshot(root, '../1.0')).rejects.toThrow(/not a version name/);
    expect(existsSync(path.join(root, 'versions'))).toBe(false);
    await createVersionSnapshot(root, '1.0.0');
    await expect(createVersionSnapshot(root, '1.0.0')).rejects.toThrow(/version 1\.0\.0 already exists/);
    writeFileSync(path.join(root, 'versions.json'), '["1.0.0", "1.0.0"]');
    await expect(createVersionSnapshot(root, '2.0.0')).rejects.toThrow(/versions\.json.*listed twice/s);
  });

  it('names versions.json when it lists a version without a snapshot', async () => {
    const root = makeProject({ 'versions.json': '["9.9.9"]' });
    await expect(build({ root })).rejects.toThrow(/versions\.json.*version 9\.9\.9 has no snapshot/s);
  });
});
