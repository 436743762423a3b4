/**
 * Unit tests of the peer harness's pure parts: the Starlight conversion, the /usr/bin/time report
 * parser, the median, setting a cold build's leftovers aside and which of ours are cleared. Not in `npm test`
 * (vitest.config.ts includes src/ and tests/ only); run with
 * `npx vitest run --config bench/peers/vitest.config.ts`.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearOurCaches, median } from './compare.ts';
import { clearSetAside, setAside } from './set-aside.ts';
import { absoluteMarkdownLinks, convertBody } from './starlight.ts';
import { parseTimeReport } from './timed-run.ts';

describe('Starlight conversion', () => {
  it('turns relative .md links into absolute routes, README at its folder, anchors kept', () => {
    const text = 'See [a](../architecture/foo.md#run) and [b](bar.mdx), [c](../docker/README.md), [d](https://x.org/a.md), [e](/docs/x).';
    expect(absoluteMarkdownLinks(text, 'community/page.md')).toBe('See [a](/docs/architecture/foo#run) and [b](/docs/community/bar), [c](/docs/docker), [d](https://x.org/a.md), [e](/docs/x).');
  });

  it('drops custom heading ids and maps admonitions to Starlight asides', () => {
    const out = convertBody('### Config options {#ref-config-options}\n\n:::info How it works\n\nText\n\n:::\n\n:::warning\nW\n:::\n', 'a/b.md', false);
    expect(out).toBe('### Config options\n\n:::note[How it works]\n\nText\n\n:::\n\n:::caution\nW\n:::\n');
  });

  it('imports the components in MDX pages with a path relative to the page, and maps groupId', () => {
    const out = convertBody('<Tabs groupId="lang">\n<TabItem value="py" label="Python">x</TabItem>\n</Tabs>\n', 'community/sub/page.mdx', true);
    expect(out).toContain("import Cards from '../../../../../components/Cards.astro';");
    expect(out).toContain('<Tabs syncKey="lang">');
  });
});

describe('parseTimeReport', () => {
  it('reads peak memory and user + system time', () => {
    const report = '\tUser time (seconds): 12.50\n\tSystem time (seconds): 1.25\n\tMaximum resident set size (kbytes): 204800\n';
    expect(parseTimeReport(report)).toEqual({ peakKB: 204800, cpuSeconds: 13.75 });
    expect(parseTimeReport('nothing')).toEqual({ peakKB: undefined, cpuSeconds: undefined });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });
});

describe('setting leftovers aside', () => {
  it('moves a folder out of its place at once and deletes it, and holders of stopped runs, only when cleared', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'set-aside-'));
    try {
      mkdirSync(path.join(root, 'dist', 'docs'), { recursive: true });
      writeFileSync(path.join(root, 'dist', 'docs', 'index.html'), 'old');
      mkdirSync(path.join(root, '.bench-set-aside-1', '1-dist'), { recursive: true }); // from a run that was stopped
      setAside(path.join(root, 'dist'));
      setAside(path.join(root, 'missing')); // nothing there: nothing to do
      expect(existsSync(path.join(root, 'dist'))).toBe(false);
      const holder = path.join(root, `.bench-set-aside-${process.pid}`);
      expect(readdirSync(holder)).toEqual(['1-dist']);
      expect(existsSync(path.join(holder, '1-dist', 'docs', 'index.html'))).toBe(true);
      clearSetAside();
      expect(readdirSync(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('our caches before a cold build', () => {
  it('are all set aside but the engine\'s compiled code; the project\'s cache and output go too', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'our-caches-'));
    try {
      const engine = path.join(root, 'engine');
      const project = path.join(root, 'project');
      for (const dir of ['docs-worker', 'docs-client', 'docs-yaml', 'docs-diagrams', 'bench-peers']) mkdirSync(path.join(engine, 'node_modules', '.cache', dir), { recursive: true });
      for (const dir of ['dist', 'node_modules/.cache/versions']) mkdirSync(path.join(project, dir), { recursive: true });
      clearOurCaches(engine, project);
      expect(readdirSync(path.join(engine, 'node_modules', '.cache')).filter((n) => !n.startsWith('.bench-set-aside')).sort()).toEqual(['bench-peers', 'docs-client', 'docs-worker']);
      expect(existsSync(path.join(project, 'dist'))).toBe(false);
      expect(existsSync(path.join(project, 'node_modules', '.cache'))).toBe(false);
      // A build that compiles the engine itself (installed with --ignore-scripts): its compiled code goes too.
      clearOurCaches(engine, project, true);
      expect(readdirSync(path.join(engine, 'node_modules', '.cache')).filter((n) => !n.startsWith('.bench-set-aside'))).toEqual(['bench-peers']);
      clearSetAside();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
