import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Pages the layout links to on every page (navbar, footer, home), so every project needs them. */
const LAYOUT_PAGES = [
  'introduction.md',
  'quickstart.md',
  'features.md',
  'metadata-ingestion/README.md',
  'api/datahub-apis.md',
  'authentication/README.md',
  'docker/README.md',
  'architecture/architecture.md',
  'contributing.md',
  'managed-datahub/managed-datahub-overview.md',
];

export const BASE_SIDEBARS = {
  overviewSidebar: [
    { type: 'section', label: 'Getting Started', items: ['introduction', 'quickstart', 'features'] },
    { type: 'section', label: 'Integrations', items: ['metadata-ingestion'] },
    { type: 'section', label: 'API & SDKs', items: ['api/datahub-apis'] },
    { type: 'section', label: 'Admin', items: ['authentication'] },
    { type: 'section', label: 'Deployment', items: ['docker'] },
    { type: 'section', label: 'Developers', items: ['architecture/architecture'] },
    { type: 'section', label: 'Community', items: ['contributing', { type: 'doc', id: 'managed-datahub/managed-datahub-overview', className: 'saasOnly' }] },
  ],
};

/**
 * Writes a small but complete project into a fresh temporary folder: config, sidebars, the pages
 * the layout needs, and `files` (paths relative to the project root) on top. Returns its root.
 */
export function makeProject(files: Record<string, string> = {}, config: Record<string, unknown> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-fixture-'));
  const all: Record<string, string> = {
    'site.config.json': JSON.stringify({
      title: 'Fixture Docs',
      githubUrl: 'https://github.com/example/repo',
      editUrlBase: 'https://github.com/example/docs/edit/main',
      demoUrl: 'https://demo.example.com/',
      ...config,
    }),
    'sidebars.json': JSON.stringify(BASE_SIDEBARS),
    ...Object.fromEntries(LAYOUT_PAGES.map((p) => [`content/docs/${p}`, `---\ntitle: ${path.basename(path.dirname(p)) === '.' ? p : p}\ndescription: Fixture page.\n---\n\n## Overview\n\nText.\n`])),
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    const abs = path.join(root, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  return root;
}
