import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { makeProject } from '../helpers/project.ts';

/**
 * The home page's connector strip reads the logo map of the project being built, under its root,
 * not under the folder the build was started from (the tests run from the engine's checkout,
 * whose own content/data/connector-logos.yaml has no `acme`).
 */
describe('home page connector logos', () => {
  it('come from the built project’s data folder, whatever the working directory', async () => {
    const root = makeProject(
      {
        'content/docs/sources/index.md': '---\ntitle: Sources\ndescription: Every source.\n---\n\nText.\n',
        'content/docs/sources/acme.md': '---\ntitle: Acme\ndescription: The Acme source.\n---\n\nText.\n',
        'content/data/connector-logos.yaml': 'acme: postgresql\n',
      },
      { chrome: { navbar: { links: [] }, footer: { links: [] }, suggestions: [], home: { actions: [], sections: [], connectors: { title: 'Connectors', base: '/docs/sources', featured: ['acme'] } } } },
    );
    expect(path.resolve(process.cwd())).not.toBe(root);
    await build({ root, search: false });
    const home = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
    const strip = /<ul class="connector-strip">[\s\S]*?<\/ul>/.exec(home)?.[0] ?? '';
    expect(strip).toContain('href="/docs/sources/acme"');
    // The PostgreSQL icon of the project's map, not the monogram "AC" of an unmapped connector.
    expect(strip).toMatch(/<svg[^>]*><path d="M/);
    expect(strip).not.toContain('connector-monogram');
  }, 60_000);
});
