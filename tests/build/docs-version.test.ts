import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { createVersionSnapshot } from '../../src/build/versions/snapshot.ts';
import { BASE_SIDEBARS, makeProject } from '../helpers/project.ts';

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

describe('an archived version with a GraphQL schema', () => {
  it('gets its own reference pages from its snapshot, under its docs base', async () => {
    const sdl = (words: string) => `"Reads a thing."\ntype Query {\n  thing: Thing\n}\n"${words}"\ntype Thing {\n  id: ID!\n}\n`;
    const sidebars = JSON.parse(JSON.stringify(BASE_SIDEBARS)) as { overviewSidebar: { items: unknown[] }[] };
    sidebars.overviewSidebar[2]!.items.push({ type: 'reference', kind: 'graphql' });
    const root = makeProject({ 'reference/graphql/s.graphql': sdl('A thing, as in 1.0.'), 'sidebars.json': JSON.stringify(sidebars) });
    await createVersionSnapshot(root, '1.0.0');
    writeFileSync(path.join(root, 'reference/graphql/s.graphql'), sdl('A thing, as in Next.'));
    await build({ root });
    const html = (route: string) => readFileSync(path.join(root, 'dist', route, 'index.html'), 'utf8');
    const archived = html('docs/1.0.0/graphql/objects');
    expect(archived).toContain('A thing, as in 1.0.');
    expect(archived).toContain('href="/docs/1.0.0/graphql/scalars#id"');
    expect(archived).toContain('href="/docs/1.0.0/graphql/queries#thing"');
    expect(archived).toMatch(/class="version-banner".*?<a href="\/docs\/graphql\/objects">/s);
    expect(html('docs/graphql/objects')).toContain('A thing, as in Next.');
    // The checker is a tool of the latest version only.
    expect(existsSync(path.join(root, 'dist/docs/api/graphql/checker/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'dist/docs/1.0.0/api/graphql/checker'))).toBe(false);
    const names = JSON.parse(readFileSync(path.join(root, 'dist/search/1.0.0/names.json'), 'utf8')) as { pages: [string, string, number, number][] };
    expect(names.pages.find((p) => p[1] === '/docs/1.0.0/graphql/objects')?.[3]).toBe(3); // kind: graphql
  }, 120_000);
});
