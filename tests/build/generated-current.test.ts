import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { makeProject } from '../helpers/project.ts';

/**
 * Generated output is derived, never kept: each build makes the reference pages from reference/
 * again, so a change there shows on the next build, and nothing under the generated routes is
 * stored in the repository to drift (a hand-written page at such a route stops the build, see
 * bad-input.test.ts).
 */
describe('generated pages stay current with reference/', () => {
  it('a changed schema description shows on the next build, and the old one is gone', async () => {
    const sdl = (words: string) => `"Reads a thing."\ntype Query {\n  thing: Thing\n}\n"${words}"\ntype Thing {\n  id: ID!\n}\n`;
    const root = makeProject({ 'schema/s.graphql': sdl('A thing, first edition.') });
    const page = path.join(root, 'dist/docs/graphql/objects/index.html');
    await build({ root, overrides: { reference: { graphql: 'schema' } } });
    expect(readFileSync(page, 'utf8')).toContain('A thing, first edition.');

    writeFileSync(path.join(root, 'schema/s.graphql'), sdl('A thing, second edition.'));
    await build({ root, overrides: { reference: { graphql: 'schema' } } });
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('A thing, second edition.');
    expect(html).not.toContain('first edition');
  });

  it('the repository keeps no files under the generated routes', () => {
    const content = path.join(import.meta.dirname, '../../content/docs');
    const list = (dir: string): string[] => (existsSync(path.join(content, dir)) ? readdirSync(path.join(content, dir)) : []);
    // DataHub's own slug /docs/generated/lineage/… is a hand-written page; the generated routes are these.
    expect(list('generated')).not.toContain('ingestion');
    expect(list('generated')).not.toContain('metamodel');
    expect(list('.')).not.toContain('graphql');
  });
});
