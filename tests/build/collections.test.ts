import { describe, expect, it } from 'vitest';
import { BuildError } from '../../src/build/errors.ts';
import { loadSite } from '../../src/build/site-model.ts';
import { loadProject } from '../../src/config/load.ts';
import { cloudReleases } from '../../site/cloud-releases.ts';
import { makeProject } from '../helpers/project.ts';

const OVERVIEW = '---\ntitle: Cloud\ndescription: Fixture page.\n---\n\n## Release notes\n\n::data-table{name="cloud-releases"}\n';
const RELEASES = '---\ntitle: Releases\ndescription: Fixture page.\n---\n\nOpen-source releases.\n';
const release = (version: string, date: string, link = '/docs/releases') =>
  `version: ${version}\ndate: ${date}\nsummary: >-\n  ${version} adds things. More.\nhighlights:\n  - "**One.** See [Releases](${link})."\n  - Two.\n`;

/** A fixture project whose site config declares the DataHub Cloud release collection (a JSON config cannot hold functions). */
async function projectWith(files: Record<string, string>) {
  const root = makeProject({ 'content/docs/managed-datahub/managed-datahub-overview.md': OVERVIEW, 'content/docs/releases.md': RELEASES, ...files });
  const project = await loadProject(root);
  return { ...project, config: { ...project.config, collections: [cloudReleases] } };
}

describe('data collections in the build', () => {
  it('builds each data file as a page and its table on the page with the block', async () => {
    const project = await projectWith({ 'content/data/cloud-releases/v0.3.9.yaml': release('v0.3.9', '2025-03-17'), 'content/data/cloud-releases/v0.3.10.yaml': release('v0.3.10', '2025-04-04') });
    const site = await loadSite(project);
    const pages = site.versions[0]!.pages;
    const note = pages.find((p) => p.route === '/docs/managed-datahub/release-notes/v_0_3_10');
    expect(note).toMatchObject({ title: 'DataHub Cloud v0.3.10', sidebarLabel: 'v0.3.10', edition: 'cloud', file: 'content/data/cloud-releases/v0.3.10.yaml' });
    expect(note?.bodyHtml).toContain('<h2 id="highlights">');
    expect(note?.bodyHtml).toContain('Available from <strong>4 April 2025</strong>.');
    const overview = pages.find((p) => p.route === '/docs/managed-datahub/managed-datahub-overview')?.bodyHtml ?? '';
    expect(overview).toContain('href="/docs/managed-datahub/release-notes/v_0_3_10"');
    expect(overview.indexOf('v_0_3_10')).toBeLessThan(overview.indexOf('v_0_3_9'));
    expect(overview).not.toContain('::data-table');
  });

  it('reports a broken link in a bullet at the data file and the line of the bullet', async () => {
    const project = await projectWith({ 'content/data/cloud-releases/v0.3.9.yaml': release('v0.3.9', '2025-03-17', '/docs/no-such-page') });
    const error = await loadSite(project).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    const problems = (error as BuildError).problems.filter((p) => p.code === 'LINK_BROKEN');
    expect(problems).toEqual([expect.objectContaining({ file: 'content/data/cloud-releases/v0.3.9.yaml', line: 6 })]);
    expect(problems[0]?.column).toBeUndefined();
  });
});
