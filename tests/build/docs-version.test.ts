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
    expect(archived).toContain('href="/docs/1.0.0/graphql/queries/thing"');
    expect(archived).toMatch(/class="version-banner".*?<a href="\/docs\/graphql\/objects">/s);
    expect(html('docs/graphql/objects')).toContain('A thing, as in Next.');
    // The checker is a tool of the latest version: the archived page sends readers there.
    expect(html('docs/api/graphql/checker')).toContain('data-island="graphql-checker"');
    const checker = html('docs/1.0.0/api/graphql/checker');
    expect(checker).not.toContain('data-island=');
    expect(checker).toContain('<a href="/docs/api/graphql/checker">Open the GraphQL checker in the latest version</a>');
    const names = JSON.parse(readFileSync(path.join(root, 'dist/search/1.0.0/names.json'), 'utf8')) as { pages: [string, string, number, number][] };
    expect(names.pages.find((p) => p[1] === '/docs/1.0.0/graphql/objects')?.[3]).toBe(3); // kind: graphql
  }, 120_000);
});

describe('an archived version with entities and connectors', () => {
  it('gets entity and connector pages under its docs base; tool pages send readers to the latest version', async () => {
    const connector = readFileSync(path.join(import.meta.dirname, '../../src/build/sources/connectors/connectors.test.ts'), 'utf8').match(/const SNOWFLAKE = `([\s\S]*?)`;/)![1]!.replace(/\\\$/g, '$');
    const sidebars = JSON.parse(JSON.stringify(BASE_SIDEBARS)) as { overviewSidebar: { items: unknown[] }[] };
    sidebars.overviewSidebar[1]!.items.push({ type: 'reference', kind: 'connectors' });
    sidebars.overviewSidebar[2]!.items.push({ type: 'reference', kind: 'entities' });
    const root = makeProject({
      'reference/connectors/snowflake.yaml': connector,
      'reference/entities/dataset.yaml': 'name: dataset\ncategory: core\ndescription: A table in 1.0.\nkeyAspect: datasetKey\naspects: [ownership]\nurnExample: urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)\n',
      'reference/entities/corpuser.yaml': 'name: corpuser\ncategory: core\ndescription: A person.\nkeyAspect: corpUserKey\naspects: []\nurnExample: urn:li:corpuser:jdoe\n',
      'reference/entities/aspects/datasetKey.yaml': 'name: datasetKey\nrecord: DatasetKey\ndescription: Key.\nfields:\n  - { name: platform, type: urn, required: true, description: Platform. }\n  - { name: name, type: string, required: true, description: Name. }\n  - { name: origin, type: FabricType, required: true, description: Env. }\n',
      'reference/entities/aspects/corpUserKey.yaml': 'name: corpUserKey\nrecord: CorpUserKey\ndescription: Key.\nfields:\n  - { name: username, type: string, required: true, description: Login. }\n',
      'reference/entities/aspects/ownership.yaml':
        'name: ownership\nrecord: Ownership\ndescription: Owners.\nfields:\n  - { name: owners, type: array<Owner>, required: true, description: The owners. }\nrecords:\n  Owner:\n    description: One owner.\n    fields:\n      - { name: owner, type: urn, required: true, description: Who., relationship: { name: OwnedBy, entityTypes: [corpuser] } }\n',
      'reference/entities/_common.yaml': 'enums:\n  FabricType:\n    description: Environment.\n    symbols: [{ name: PROD }, { name: DEV }]\n',
      'content/docs/python-sdk/urns.md': '---\ntitle: URNs in Python\ndescription: The URN inspector links here.\n---\n\nText.\n',
      'sidebars.json': JSON.stringify(sidebars),
    });
    await createVersionSnapshot(root, '1.0.0');
    writeFileSync(path.join(root, 'reference/entities/dataset.yaml'), readFileSync(path.join(root, 'reference/entities/dataset.yaml'), 'utf8').replace('A table in 1.0.', 'A table in Next.'));
    await build({ root });
    const html = (route: string) => readFileSync(path.join(root, 'dist', route, 'index.html'), 'utf8');
    const dataset = html('docs/1.0.0/generated/metamodel/entities/dataset');
    expect(dataset).toContain('A table in 1.0.');
    expect(dataset).toContain('href="/docs/1.0.0/generated/metamodel/entities/corpuser"');
    expect(dataset).not.toContain('data-island=');
    expect(html('docs/generated/metamodel/entities/dataset')).toContain('A table in Next.');
    const snowflake = html('docs/1.0.0/generated/ingestion/sources/snowflake');
    expect(snowflake).not.toContain('data-island=');
    expect(snowflake).toMatch(/class="version-banner".*?<a href="\/docs\/generated\/ingestion\/sources\/snowflake">/s);
    expect(html('docs/1.0.0/generated/ingestion/sources')).toContain('href="/docs/1.0.0/generated/ingestion/sources/snowflake"');
    expect(html('docs/1.0.0/api/urn-inspector')).toContain('<a href="/docs/api/urn-inspector">Open the URN inspector in the latest version</a>');
    expect(html('docs/1.0.0/api/model-explorer')).toContain('<a href="/docs/api/model-explorer">');
  }, 180_000);
});
