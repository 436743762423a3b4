import { BASE_SIDEBARS, makeProject } from './project.ts';

const page = (title: string, body: string): string => `---\ntitle: ${title}\ndescription: ${title}, a fixture page.\n---\n\n${body}\n`;

const archivedSidebars = (items: unknown[]): string => JSON.stringify({ overviewSidebar: [{ type: 'section', label: 'Getting Started', items }] });

/**
 * A small project with Next and two archived versions, newest first:
 * - Next has `guides` and `guides/lineage`;
 * - 1.7.0 has `guides`, `guides/lineage` and `guides/old-tool` (gone in Next: its nearest parent there is `guides`);
 * - 1.6.0 has neither guide (switching to it from a guide lands on its start page).
 * Each lineage page has a word of its own (`zephyrnext`, `quasarseven`) so search can tell versions apart.
 * Next's 12 pages are split among three Pagefind bundles (`search.pagesPerBundle: 4`) as a large
 * site's are: its lineage guide lands in `/pagefind-3/`.
 */
export function makeVersionsProject(): string {
  return makeProject(
    {
      'content/docs/guides/README.md': page('Guides', 'All the guides of Next.'),
      'content/docs/guides/lineage.md': page('Lineage guide', 'Lineage in Next: zephyrnext.'),
      'sidebars.json': JSON.stringify({
        overviewSidebar: [
          { type: 'section', label: 'Getting Started', items: ['introduction', 'quickstart', 'features', { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides' }, items: ['guides/lineage'] }] },
          ...BASE_SIDEBARS.overviewSidebar.slice(1),
        ],
      }),
      'versions/1.7.0/docs/introduction.md': page('Introduction (1.7)', 'Welcome to 1.7.'),
      'versions/1.7.0/docs/quickstart.md': page('Quickstart (1.7)', 'Run 1.7.'),
      'versions/1.7.0/docs/guides/README.md': page('Guides (1.7)', 'The guides of 1.7.'),
      'versions/1.7.0/docs/guides/lineage.md': page('Lineage guide (1.7)', 'Lineage in 1.7: quasarseven.'),
      'versions/1.7.0/docs/guides/old-tool.md': page('Old tool', 'A tool removed after 1.7. Lineage was shown with it.'),
      'versions/1.7.0/sidebars.json': archivedSidebars([
        'introduction',
        'quickstart',
        { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides' }, items: ['guides/lineage', 'guides/old-tool'] },
      ]),
      'versions/1.6.0/docs/introduction.md': page('Introduction (1.6)', 'Welcome to 1.6. Lineage came later.'),
      'versions/1.6.0/docs/quickstart.md': page('Quickstart (1.6)', 'Run 1.6.'),
      'versions/1.6.0/sidebars.json': archivedSidebars(['introduction', 'quickstart']),
    },
    {
      search: { pagesPerBundle: 4 },
      archivedVersions: [
        { name: '1.7.0', contentDir: 'versions/1.7.0/docs', sidebarsFile: 'versions/1.7.0/sidebars.json' },
        { name: '1.6.0', contentDir: 'versions/1.6.0/docs', sidebarsFile: 'versions/1.6.0/sidebars.json' },
      ],
    },
  );
}
