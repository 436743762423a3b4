import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectPages } from '../../src/build/collect/collect-pages.ts';
import { readCollections } from '../../src/build/collections/read-collections.ts';
import type { CollectionEntry } from '../../src/config/collections.ts';
import { cloudReleaseNoteIds, cloudReleases, compareVersions, firstSentence, formatDate, historyHighlight, releaseHistoryTable, type CloudRelease } from '../../site/cloud-releases.ts';
import { problemsThrownBy } from '../helpers/problems.ts';

const FULL = `version: v1.0.0
date: 2026-04-29
description: What changed in DataHub Cloud v1.0.0.
summary: >-
  DataHub Cloud v1.0.0 adds an agent, e.g. for monitors. The V1 UI is gone.
lastPatch: v1.0.0.3
recommended:
  - component: Remote executor
    version: v1.0.0-cloud
    note: required for the agent
  - component: Helm chart
    version: "1.6"
highlights:
  - "**Agent.** Sets up monitors. See [Assertions](/docs/assertions)."
actions:
  - |-
    **Helm values:**

    \`\`\`yaml
    a: 1
    \`\`\`
other:
  - "Known issue: slow."
`;

function folder(files: Record<string, string>): { root: string; data: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'cloud-releases-'));
  const data = path.join(root, 'content/data');
  mkdirSync(path.join(data, 'cloud-releases'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(data, 'cloud-releases', name), text);
  return { root, data };
}

const minimal = (version: string, date: string, summary = `Release ${version} does things. More.`): string => `version: ${version}\ndate: ${date}\nsummary: ${summary}\nhighlights:\n  - One.\n`;

describe('DataHub Cloud release pages', () => {
  it('renders a release file as its page at the old route, with every section in order', () => {
    const { root, data } = folder({ 'v1.0.0.yaml': FULL });
    const out = readCollections([cloudReleases], data, root, '/docs', []);
    const [page] = collectPages(out.files, '/docs');
    expect(page).toMatchObject({
      id: 'managed-datahub/release-notes/v_1_0_0',
      route: '/docs/managed-datahub/release-notes/v_1_0_0',
      file: 'content/data/cloud-releases/v1.0.0.yaml',
      frontMatter: { title: 'DataHub Cloud v1.0.0', sidebar_label: 'v1.0.0', edition: 'cloud', description: 'What changed in DataHub Cloud v1.0.0.', keywords: ['release notes', 'DataHub Cloud v1.0.0'], oss_alternative: { link: 'releases' } },
    });
    const body = page!.body;
    expect(body).toContain('Available from **29 April 2026**. DataHub Cloud v1.0.0 adds an agent');
    expect(body).toContain('The last patch release of this line is v1.0.0.3.');
    expect(body).toContain('| Component | Version | Notes |\n| --- | --- | --- |\n| Remote executor | `v1.0.0-cloud` | required for the agent |\n| Helm chart | `1.6` |  |');
    expect(body).toContain('## Highlights\n\n- **Agent.** Sets up monitors. See [Assertions](/docs/assertions).');
    // A bullet spanning lines keeps its blocks under the marker.
    expect(body).toContain('## Changes that need action\n\n- **Helm values:**\n\n  ```yaml\n  a: 1\n  ```');
    expect(body).toContain('## Other changes and fixes\n\n- Known issue: slow.');
    expect(body.trimEnd().split('\n').at(-1)).toContain('[release history](/docs/managed-datahub/managed-datahub-overview#release-notes)');
    const order = ['## Recommended versions', '## Highlights', '## Changes that need action', '## Other changes and fixes'].map((h) => body.indexOf(h));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('leaves out optional sections and gives a generic description', () => {
    const { root, data } = folder({ 'v0.3.1.yaml': minimal('v0.3.1', '2024-04-08') });
    const [page] = collectPages(readCollections([cloudReleases], data, root, '/docs', []).files, '/docs');
    expect(page?.frontMatter.description).toBe('What changed in DataHub Cloud v0.3.1, available from 8 April 2024.');
    expect(page?.body).not.toMatch(/Recommended versions|Changes that need action|Other changes|last patch/);
  });

  it('reports schema problems at the file and line of the field', () => {
    const bad = FULL.replace('date: 2026-04-29', 'date: 2026-02-30').replace('    version: "1.6"', '    version: 1.6').replace('highlights:', 'hilights:');
    const { root, data } = folder({ 'v1.0.0.yaml': bad });
    const problems = problemsThrownBy(() => readCollections([cloudReleases], data, root, '/docs', []));
    const at = problems.map((p) => `${p.file}:${p.line} ${p.message}`).sort();
    expect(at).toEqual([
      expect.stringMatching(/^content\/data\/cloud-releases\/v1\.0\.0\.yaml:1 .*`highlights`/),
      expect.stringMatching(/^content\/data\/cloud-releases\/v1\.0\.0\.yaml:12 .*quote it/),
      expect.stringMatching(/^content\/data\/cloud-releases\/v1\.0\.0\.yaml:13 .*hilights/),
      expect.stringMatching(/^content\/data\/cloud-releases\/v1\.0\.0\.yaml:2 .*does not exist/),
    ]);
  });

  it('requires the file to be named after the version', () => {
    const { root, data } = folder({ 'v1.0.1.yaml': FULL });
    const [problem] = problemsThrownBy(() => readCollections([cloudReleases], data, root, '/docs', []));
    expect(problem).toMatchObject({ file: 'content/data/cloud-releases/v1.0.1.yaml', line: 1, hint: 'Rename the file to v1.0.0.yaml, or correct the version.' });
  });

  it('refuses a data file whose page is still written by hand', () => {
    const { root, data } = folder({ 'v1.0.0.yaml': FULL });
    const handWritten = [{ relPath: 'managed-datahub/release-notes/v_1_0_0.md', displayPath: 'content/docs/managed-datahub/release-notes/v_1_0_0.md', text: '# Old\n' }];
    const [problem] = problemsThrownBy(() => readCollections([cloudReleases], data, root, '/docs', handWritten));
    expect(problem).toMatchObject({ code: 'ID_DUPLICATE', file: 'content/data/cloud-releases/v1.0.0.yaml', line: 1 });
    expect(problem?.message).toContain('content/docs/managed-datahub/release-notes/v_1_0_0.md');
  });
});

describe('release history table', () => {
  const entry = (version: string, date: string, summary: string): CollectionEntry<CloudRelease> => ({
    data: { version, date, summary, highlights: ['x'] },
    file: { name: `${version}.yaml`, display: `content/data/cloud-releases/${version}.yaml` },
    id: version,
    route: `/docs/r/${version}`,
  });

  it('lists releases newest first (by date, then version), linking each page, with the first sentence of its summary', () => {
    const table = releaseHistoryTable([
      entry('v0.3.9', '2025-03-17', 'Nine. Not shown.'),
      entry('v0.3.10', '2025-04-04', 'Ten | with a pipe. Not shown.'),
      entry('v0.3.10.1', '2025-04-04', 'Patch on the same day.'),
      entry('v2.0.0', '2026-06-25', 'Two.'),
    ]).split('\n');
    expect(table.slice(0, 2)).toEqual(['| Release | Available from | Highlights |', '| --- | --- | --- |']);
    expect(table.slice(2)).toEqual([
      '| [v2.0.0](/docs/r/v2.0.0) | 25\u00a0June 2026 | Two. |',
      '| [v0.3.10.1](/docs/r/v0.3.10.1) | 4\u00a0April 2025 | Patch on the same day. |',
      '| [v0.3.10](/docs/r/v0.3.10) | 4\u00a0April 2025 | Ten \\| with a pipe. |',
      '| [v0.3.9](/docs/r/v0.3.9) | 17\u00a0March 2025 | Nine. |',
    ]);
  });

  it('does not repeat the product and version the row already names', () => {
    expect(historyHighlight({ version: 'v0.3.14', summary: 'DataHub Cloud v0.3.14 turns on the home page. More.' })).toBe('Turns on the home page.');
    expect(historyHighlight({ version: 'v0.3.14', summary: 'DataHub Cloud v0.3.13 fixes. More.' })).toBe('DataHub Cloud v0.3.13 fixes.');
  });

  it('cuts the first sentence at a sentence end, not at an abbreviation or a version number', () => {
    expect(firstSentence('Adds agents, e.g. Slack bots, and v1.2.3 support.\n  The UI is gone.')).toBe('Adds agents, e.g. Slack bots, and v1.2.3 support.');
    expect(firstSentence('One sentence only')).toBe('One sentence only');
    expect(formatDate('2025-10-08')).toBe('8 October 2025');
  });
});

describe('release notes sidebar', () => {
  it('lists the files newest version first, numerically, ignoring partials and other files', () => {
    const { data } = folder({ 'v0.3.9.yaml': '', 'v0.3.14.yaml': '', 'v0.3.14.1.yaml': '', 'v1.0.0.yaml': '', '_v9.9.9.yaml': '', 'notes.txt': '' });
    expect(cloudReleaseNoteIds(path.join(data, 'cloud-releases'))).toEqual(['v_1_0_0', 'v_0_3_14_1', 'v_0_3_14', 'v_0_3_9'].map((v) => `managed-datahub/release-notes/${v}`));
    expect(compareVersions('v0.3.9', 'v0.3.14')).toBeLessThan(0);
  });

  it('matches the pages the build makes from the real folder', () => {
    const ids = cloudReleaseNoteIds();
    const files = readdirSync(path.resolve('content/data/cloud-releases')).filter((name) => name.endsWith('.yaml'));
    expect(ids).toHaveLength(files.length);
    expect(ids).toContain('managed-datahub/release-notes/v_0_3_15');
    expect(ids[0]).toBe(`managed-datahub/release-notes/${files.map((f) => f.slice(0, -5)).sort((a, b) => compareVersions(b, a))[0]!.replace(/^v/, 'v_').replace(/\./g, '_')}`);
  });

  it('takes a release DataHub published without a date, says so on its page and in the table, and orders it by version', () => {
    const undated = 'version: v2.1.0\ndateNote: not announced yet\nsummary: It adds metrics. More.\nhighlights:\n  - One.\n';
    const { root, data } = folder({ 'v2.1.0.yaml': undated, 'v2.0.0.yaml': minimal('v2.0.0', '2026-05-01'), 'v0.1.69.yaml': 'version: v0.1.69\ndateNote: not stated\nsummary: Old. More.\nhighlights:\n  - One.\n' });
    const out = readCollections([cloudReleases], data, root, '/docs', []);
    const pages = collectPages(out.files, '/docs');
    expect(pages.find((p) => p.id.endsWith('v_2_1_0'))!.body).toContain('Availability date: not announced yet. It adds metrics.');
    const table = out.tables.get('cloud-releases')!();
    expect(table.split('\n').slice(2).map((row) => row.split(' | ')[0])).toEqual(['| [v2.1.0](/docs/managed-datahub/release-notes/v_2_1_0)', '| [v2.0.0](/docs/managed-datahub/release-notes/v_2_0_0)', '| [v0.1.69](/docs/managed-datahub/release-notes/v_0_1_69)']);
    expect(table).toContain('| (not announced yet) |');
  });

  it('asks for a date or a date note, never both', () => {
    const { root, data } = folder({ 'v2.1.0.yaml': 'version: v2.1.0\nsummary: S. More.\nhighlights:\n  - One.\n', 'v2.2.0.yaml': 'version: v2.2.0\ndate: 2026-01-01\ndateNote: soon\nsummary: S. More.\nhighlights:\n  - One.\n' });
    const text = problemsThrownBy(() => readCollections([cloudReleases], data, root, '/docs', []))
      .map((p) => p.message)
      .join('\n');
    expect(text).toMatch(/add the date .* or a `dateNote`/);
    expect(text).toMatch(/needs no date note/);
  });
});
