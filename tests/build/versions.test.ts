import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { makeProject } from '../helpers/project.ts';

describe('archived versions', () => {
  let root: string;
  const read = (route: string) => readFileSync(path.join(root, 'dist', route, 'index.html'), 'utf8');
  beforeAll(async () => {
    root = makeProject(
      {
        'versions/1.6.0/docs/quickstart.md': '---\ntitle: Quickstart (1.6)\ndescription: Old quickstart.\n---\n\nRun the old way. See [removed](./removed-feature.md).\n',
        'versions/1.6.0/docs/removed-feature.md': '---\ntitle: Removed feature\ndescription: Gone in Next.\n---\n\nOnly in 1.6.\n',
        'versions/1.6.0/sidebars.json': JSON.stringify({ overviewSidebar: [{ type: 'section', label: 'Getting Started', items: ['quickstart', 'removed-feature'] }] }),
      },
      { archivedVersions: [{ name: '1.6.0', contentDir: 'versions/1.6.0/docs', sidebarsFile: 'versions/1.6.0/sidebars.json' }] },
    );
    await build({ root });
  });

  it('serves the archived page under its version with a banner linking to the same page in Next', () => {
    const html = read('docs/1.6.0/quickstart');
    expect(html).toContain('Quickstart (1.6)');
    expect(html).toMatch(/class="version-banner"[^>]*>.*<strong>1\.6\.0<\/strong>/);
    expect(html).toMatch(/<a href="\/docs\/quickstart">Read this page in the latest version \(Next\)<\/a>/);
    expect(html).toMatch(/class="version-label"[^>]*>.*1\.6\.0/);
  });

  it('links a page that is gone in Next to the docs start', () => {
    expect(read('docs/1.6.0/removed-feature')).toContain('<a href="/docs/introduction">Read this page in the latest version');
  });

  it('shows no banner on Next, and labels it Next', () => {
    const html = read('docs/quickstart');
    expect(html).not.toContain('version-banner');
    expect(html).toMatch(/class="version-label"[^>]*><span class="version-label-prefix">Version: <\/span>Next</);
  });

  it('resolves relative links inside the archived version', () => {
    expect(read('docs/1.6.0/quickstart')).toContain('href="/docs/1.6.0/removed-feature"');
  });
});
