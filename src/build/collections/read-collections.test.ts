import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemsThrownBy } from '../../../tests/helpers/problems.ts';
import { defineCollection } from '../../config/collections.ts';
import { collectPages, type ContentFile } from '../collect/collect-pages.ts';
import { readCollections } from './read-collections.ts';

/** A neutral collection: one page per recipe, the table lists names and links. */
const recipes = defineCollection({
  name: 'recipes',
  dir: 'recipes',
  schema: z.object({ name: z.string().regex(/^[a-z]+$/), serves: z.number().int().positive(), steps: z.array(z.string()).min(1) }).strict(),
  check: (recipe, file) => (file.name === `${recipe.name}.yaml` ? [] : [{ path: ['name'], message: `file should be ${recipe.name}.yaml` }]),
  toPage: (recipe) => ({
    id: `kitchen/${recipe.name}`,
    idFrom: ['name'],
    frontMatter: { title: `Recipe ${recipe.name}`, description: `Serves ${recipe.serves}.` },
    body: ['Intro.', '', ...recipe.steps.map((step, i) => ({ markdown: `- ${step}`, from: ['steps', i] }))],
  }),
  table: (entries) => entries.map((e) => `[${e.data.name}](${e.route})`).join(', '),
});

function dataDir(files: Record<string, string>): { root: string; data: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'collections-'));
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(root, 'data', rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  return { root, data: path.join(root, 'data') };
}

const SOUP = 'name: soup\nserves: 4\nsteps:\n  - Boil water.\n  - Add [salt](/docs/salt).\n';

describe('readCollections', () => {
  it('makes one page per file, with front matter the collect stage validates', () => {
    const { root, data } = dataDir({ 'recipes/soup.yaml': SOUP, 'recipes/_draft.yaml': 'not: read' });
    const out = readCollections([recipes], data, root, '/docs', []);
    expect(out.files).toHaveLength(1);
    const [file] = out.files as [ContentFile];
    expect(file).toMatchObject({ relPath: 'kitchen/soup.md', displayPath: 'data/recipes/soup.yaml' });
    const [page] = collectPages(out.files, '/docs');
    expect(page).toMatchObject({ id: 'kitchen/soup', route: '/docs/kitchen/soup', file: 'data/recipes/soup.yaml', frontMatter: { title: 'Recipe soup', description: 'Serves 4.' } });
    expect(page?.body).toBe('Intro.\n\n- Boil water.\n- Add [salt](/docs/salt).\n');
    expect(out.tables.get('recipes')?.()).toBe('[soup](/docs/kitchen/soup)');
  });

  it('reports schema problems at the field line of each file, all files together', () => {
    const { root, data } = dataDir({ 'recipes/soup.yaml': 'name: soup\nserves: many\nsteps:\n  - Boil.\n', 'recipes/tea.yaml': 'name: tea\nserves: 1\nsteps: []\ncolour: green\n' });
    const problems = problemsThrownBy(() => readCollections([recipes], data, root, '/docs', []));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.code}`).sort()).toEqual(['data/recipes/soup.yaml:2 DATA_INVALID', 'data/recipes/tea.yaml:3 DATA_INVALID', 'data/recipes/tea.yaml:4 DATA_INVALID']);
    expect(problems.find((p) => p.line === 2)?.message).toContain('`serves`');
  });

  it("runs the collection's own checks at the field's line", () => {
    const { root, data } = dataDir({ 'recipes/broth.yaml': SOUP });
    const [problem] = problemsThrownBy(() => readCollections([recipes], data, root, '/docs', []));
    expect(problem).toMatchObject({ code: 'DATA_INVALID', file: 'data/recipes/broth.yaml', line: 1, message: 'file should be soup.yaml' });
  });

  it('refuses an entry whose page is also written by hand, naming both files', () => {
    const { root, data } = dataDir({ 'recipes/soup.yaml': SOUP });
    const handWritten: ContentFile[] = [{ relPath: 'kitchen/soup.md', displayPath: 'content/docs/kitchen/soup.md', text: '# Soup\n' }];
    const [problem] = problemsThrownBy(() => readCollections([recipes], data, root, '/docs', handWritten));
    expect(problem).toMatchObject({ code: 'ID_DUPLICATE', file: 'data/recipes/soup.yaml', line: 1 });
    expect(problem?.message).toContain('content/docs/kitchen/soup.md');
    expect(problem?.hint).toContain('Delete the hand-written page');
  });

  it('refuses two entries that make the same page', () => {
    const twin = defineCollection({ ...recipes, name: 'more', dir: 'more' });
    const { root, data } = dataDir({ 'recipes/soup.yaml': SOUP, 'more/soup.yaml': SOUP });
    const [problem] = problemsThrownBy(() => readCollections([recipes, twin], data, root, '/docs', []));
    expect(problem).toMatchObject({ code: 'ID_DUPLICATE', file: 'data/more/soup.yaml', line: 1 });
    expect(problem?.message).toContain('data/recipes/soup.yaml');
  });

  it('moves problems on generated lines to the field they come from', () => {
    const { root, data } = dataDir({ 'recipes/soup.yaml': SOUP });
    const out = readCollections([recipes], data, root, '/docs', []);
    const text = out.files[0]!.text.split('\n');
    const linkLine = text.findIndex((line) => line.includes('[salt]')) + 1;
    const descriptionLine = text.findIndex((line) => line.startsWith('description:')) + 1;
    const remapped = out.lines.remap([
      { code: 'LINK_BROKEN', file: 'data/recipes/soup.yaml', line: linkLine, column: 7, message: 'no page /docs/salt' },
      { code: 'FRONT_MATTER_INVALID', file: 'data/recipes/soup.yaml', line: descriptionLine, message: 'bad' },
      { code: 'LINK_BROKEN', file: 'content/docs/other.md', line: 3, column: 2, message: 'untouched' },
    ]);
    expect(remapped).toEqual([
      { code: 'LINK_BROKEN', file: 'data/recipes/soup.yaml', line: 5, message: 'no page /docs/salt' },
      { code: 'FRONT_MATTER_INVALID', file: 'data/recipes/soup.yaml', line: 1, message: 'bad' },
      { code: 'LINK_BROKEN', file: 'content/docs/other.md', line: 3, column: 2, message: 'untouched' },
    ]);
  });

  it('adds nothing when the folder or the data folder is missing', () => {
    const { root, data } = dataDir({});
    expect(readCollections([recipes], data, root, '/docs', []).files).toEqual([]);
    expect(readCollections([recipes], undefined, root, '/docs', []).tables.size).toBe(0);
  });
});
