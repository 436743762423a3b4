import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../index.ts';
import { BuildError } from '../errors.ts';
import { makeProject } from '../../../tests/helpers/project.ts';
import { buildCacheRoot } from './store.ts';

const SDL = (word: string) => `"Reads a thing."\ntype Query {\n  thing: Thing\n}\n"A thing, ${word}."\ntype Thing {\n  id: ID!\n  name: String\n}\n`;
const SVG = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${fill}"/></svg>`;
const GUIDE = `---\ntitle: Guide\ndescription: A guide.\n---\n\n## Usage\n\nSee [the quickstart](../quickstart.md#overview) and [Thing](/docs/graphql/objects#thing).\n\n![A box](./box.svg)\n\n\`\`\`graphql\nquery { thing { id } }\n\`\`\`\n`;
const FILES = {
  'schema/s.graphql': SDL('first edition'),
  'content/docs/guides/guide.md': GUIDE,
  'content/docs/guides/box.svg': SVG('red'),
  'content/docs/guides/other.md': '---\ntitle: Other\ndescription: Another.\n---\n\n## Details\n\nBack to [the guide](./guide.md#usage).\n',
};
const OVERRIDES = { reference: { graphql: 'schema' } };

/** Every file below `dir`, relative path → bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (abs: string, rel: string): void => {
    for (const name of readdirSync(abs)) {
      const child = path.join(abs, name);
      if (statSync(child).isDirectory()) walk(child, `${rel}${name}/`);
      else files.set(`${rel}${name}`, readFileSync(child));
    }
  };
  walk(dir, '');
  return files;
}

/** Both trees hold the same files with the same bytes (the differing paths are named on failure). */
function expectSameTree(actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  const differing = [...expected].filter(([file, bytes]) => !actual.get(file)!.equals(bytes)).map(([file]) => file);
  expect(differing).toEqual([]);
}

/** A cold build of a copy of `root` (no cache folder, cache off), for comparison. */
async function coldCopy(root: string): Promise<Map<string, Buffer>> {
  const copy = mkdtempSync(path.join(tmpdir(), 'docs-cold-'));
  cpSync(root, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) && !source.includes(`${path.sep}dist`) });
  await build({ root: copy, overrides: OVERRIDES, cache: false, search: false });
  return tree(path.join(copy, 'dist'));
}

const problemsOf = async (run: Promise<unknown>): Promise<string[]> => {
  const error = await run.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(BuildError);
  return (error as BuildError).problems.map((p) => `${p.code} ${p.file}:${p.line} ${p.message}`).sort();
};

describe('the build cache', () => {
  it('gives a warm build the same dist/ as a cold one: unchanged, after an edit, after an image or schema change', async () => {
    const root = makeProject(FILES);
    const first = await build({ root, overrides: OVERRIDES, search: false, cache: true });
    expect(first.cache!.pages).toEqual({ hits: 0, misses: 12 });
    expect(first.cache!.reference).toEqual({ hits: 0, misses: 1 });
    const cold = tree(path.join(root, 'dist'));

    const warm = await build({ root, overrides: OVERRIDES, search: false, cache: true });
    expect(warm.cache!.pages).toEqual({ hits: 12, misses: 0 });
    expect(warm.cache!.reference).toEqual({ hits: 1, misses: 0 });
    expectSameTree(tree(path.join(root, 'dist')), cold);

    // One page edited: only it compiles again, and the site is what a cold build of the edited tree makes.
    writeFileSync(path.join(root, 'content/docs/guides/other.md'), `${FILES['content/docs/guides/other.md']}One more sentence.\n`);
    const edited = await build({ root, overrides: OVERRIDES, search: false, cache: true });
    expect(edited.cache!.pages).toEqual({ hits: 11, misses: 1 });
    expect(readFileSync(path.join(root, 'dist/docs/guides/other/index.html'), 'utf8')).toContain('One more sentence.');
    expectSameTree(tree(path.join(root, 'dist')), await coldCopy(root));

    // The image's bytes are part of the page's HTML (hashed URL): a changed image is a miss.
    writeFileSync(path.join(root, 'content/docs/guides/box.svg'), SVG('blue'));
    const image = await build({ root, overrides: OVERRIDES, search: false, cache: true });
    expect(image.cache!.pages.misses).toBe(1);
    expectSameTree(tree(path.join(root, 'dist')), await coldCopy(root));

    // A changed schema generates the reference again (and every page's twin links stay right).
    writeFileSync(path.join(root, 'schema/s.graphql'), SDL('second edition'));
    const schema = await build({ root, overrides: OVERRIDES, search: false, cache: true });
    expect(schema.cache!.reference).toEqual({ hits: 0, misses: 1 });
    expect(readFileSync(path.join(root, 'dist/docs/graphql/objects/index.html'), 'utf8')).toContain('second edition');
    expectSameTree(tree(path.join(root, 'dist')), await coldCopy(root));
  }, 240_000);

  it('starts cold when the engine hash changes (the config is part of it)', async () => {
    const root = makeProject(FILES);
    await build({ root, overrides: OVERRIDES, search: false, cache: true });
    // Where the site is written is not part of it.
    const elsewhere = await build({ root, overrides: { ...OVERRIDES, outDir: 'dist-2' }, search: false, cache: true });
    expect(elsewhere.cache!.pages).toEqual({ hits: 12, misses: 0 });
    const other = await build({ root, overrides: { ...OVERRIDES, title: 'Renamed Docs' }, search: false, cache: true });
    expect(other.cache!.pages).toEqual({ hits: 0, misses: 12 });
    expect(other.cache!.reference).toEqual({ hits: 0, misses: 1 });
  }, 120_000);

  it('ignores a corrupt or truncated store and builds the same site', async () => {
    const root = makeProject(FILES);
    await build({ root, overrides: OVERRIDES, search: false, cache: true });
    const cold = tree(path.join(root, 'dist'));
    const dir = buildCacheRoot(root);
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      writeFileSync(file, name.startsWith('compile-') ? readFileSync(file, 'utf8').slice(0, 500) : '{"key":"x","pages":[{"route":1}]}');
    }
    const again = await build({ root, overrides: OVERRIDES, search: false, cache: true });
    expect(again.cache!.pages.hits).toBe(0);
    expect(again.cache!.reference.hits).toBe(0);
    expectSameTree(tree(path.join(root, 'dist')), cold);
  }, 120_000);

  it('reports broken links and failing examples of cached pages exactly as a cold build does', async () => {
    const root = makeProject(FILES);
    await build({ root, overrides: OVERRIDES, search: false, cache: true });
    // guide.md is unchanged (its body comes from the cache), but what it links to and what its example queries are gone.
    rmSync(path.join(root, 'content/docs/quickstart.md'));
    writeFileSync(path.join(root, 'content/docs/guides/other.md'), '---\ntitle: Other\ndescription: Another.\n---\n\n## Details\n\nBack to [the guide](./guide.md#gone).\n');
    writeFileSync(path.join(root, 'schema/s.graphql'), SDL('third edition').replace('  id: ID!\n', '  key: ID!\n'));
    const warm = await problemsOf(build({ root, overrides: OVERRIDES, search: false, cache: true }));
    const coldRoot = mkdtempSync(path.join(tmpdir(), 'docs-cold-'));
    cpSync(root, coldRoot, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
    const cold = await problemsOf(build({ root: coldRoot, overrides: OVERRIDES, search: false, cache: false }));
    expect(warm).toEqual(cold.map((p) => p.replaceAll(coldRoot, root)));
    expect(warm.join('\n')).toMatch(/LINK_BROKEN content\/docs\/guides\/guide\.md:8/);
    expect(warm.join('\n')).toMatch(/EXAMPLE_INVALID content\/docs\/guides\/guide\.md/);
    expect(warm.join('\n')).toMatch(/guides\/other\.md:8/);
  }, 180_000);

  it('checks a new example against a cached reference (its data is loaded for an example never seen)', async () => {
    const root = makeProject(FILES);
    await build({ root, overrides: OVERRIDES, search: false, cache: true });
    writeFileSync(path.join(root, 'content/docs/guides/other.md'), '---\ntitle: Other\ndescription: Another.\n---\n\n## Details\n\n```graphql\nquery { thing { colour } }\n```\n');
    const warm = build({ root, overrides: OVERRIDES, search: false, cache: true });
    const problems = await problemsOf(warm);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^EXAMPLE_INVALID content\/docs\/guides\/other\.md:\d+ .*colour/);
    // The unchanged example of guide.md was answered from its stored verdict, and the schema's pages were reused.
    writeFileSync(path.join(root, 'content/docs/guides/other.md'), FILES['content/docs/guides/other.md']);
    const fixed = await build({ root, overrides: OVERRIDES, search: false, cache: true });
    expect(fixed.cache!.reference).toEqual({ hits: 1, misses: 0 });
  }, 120_000);

  it('keeps what a failed build compiled: the build after the fix compiles only the fixed page', async () => {
    const root = makeProject({ ...FILES, 'content/docs/guides/guide.md': GUIDE.replace('../quickstart.md#overview', '../quickstart.md#next-steps') });
    const failed = await problemsOf(build({ root, overrides: OVERRIDES, search: false, cache: true }));
    expect(failed.join('\n')).toMatch(/ANCHOR_BROKEN content\/docs\/guides\/guide\.md:8/);
    const quickstart = path.join(root, 'content/docs/quickstart.md');
    writeFileSync(quickstart, `${readFileSync(quickstart, 'utf8')}\n## Next steps\n\nMore.\n`);
    const fixed = await build({ root, overrides: OVERRIDES, search: false, cache: true });
    expect(fixed.cache!.pages).toEqual({ hits: 11, misses: 1 });
    expect(fixed.cache!.reference).toEqual({ hits: 1, misses: 0 });
  }, 120_000);

  it('is off unless asked (the CLI asks unless DOCS_CACHE=0 or --no-cache): nothing read or written', async () => {
    const root = makeProject(FILES);
    const report = await build({ root, overrides: OVERRIDES, search: false });
    expect(report.cache).toBeUndefined();
    expect(() => readdirSync(buildCacheRoot(root))).toThrow();
  }, 120_000);
});
