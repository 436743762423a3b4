import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildReport } from '../../src/build/index.ts';
import { BuildError, type Problem } from '../../src/build/errors.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/docusaurus-tree');

/** A fresh copy of the fixture tree, its config changed by `edit`. */
function copyTree(edit: (config: Record<string, unknown>) => void = () => {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docusaurus-tree-'));
  cpSync(FIXTURE, root, { recursive: true });
  const file = path.join(root, 'site.config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(config);
  writeFileSync(file, JSON.stringify(config));
  return root;
}

async function problemsOf(root: string): Promise<Problem[]> {
  try {
    await build({ root, search: false });
  } catch (error) {
    if (error instanceof BuildError) return error.problems;
    throw error;
  }
  throw new Error('expected the build to fail');
}

describe('a Docusaurus-style tree (markdown.strict: false)', () => {
  let root: string;
  let report: BuildReport;
  const logged: string[] = [];
  const page = (route: string): string => readFileSync(path.join(root, 'dist', route, 'index.html'), 'utf8');

  beforeAll(async () => {
    root = copyTree();
    report = await build({ root, search: false, logger: { info: (m) => logged.push(m) } });
  }, 120_000);

  it('builds, reporting what it relaxed as warnings grouped by file', () => {
    expect(report.warnings).toBeGreaterThan(0);
    const text = logged.join('\n');
    expect(text).toContain('docs/guides/setup.md:1:1  warning TITLE_MISSING');
    expect(text).toContain('warning CODE_LANGUAGE_UNKNOWN: unknown code language "curl" (shown as plain text)');
    expect(text).toContain('warning HTML_REMOVED: <iframe src="https://tracker.example.net/frame"> was removed');
    expect(text).toContain('warning FRONT_MATTER_INVALID: unknown front matter key `custom_frontmatter_key` (ignored)');
    expect(text).toContain('docs/guides/setup.md:3:1  warning HTML_REMOVED: <div>: attributes `class`, `onclick` removed');
    expect(text).toContain('docs/guides/setup.md:14:1  warning HTML_REMOVED: <script> was removed with its content');
    expect(text).toMatch(/0 error\(s\), 6 warning\(s\) in 3 file\(s\)/);
  });

  it('maps imports to the registry: Tabs, FeatureAvailability with DataHub props, Admonition', () => {
    const html = page('docs/intro');
    expect(html).toContain('<h1');
    expect(html).toContain('Welcome to Lighthouse');
    expect(html).not.toContain('import Tabs');
    expect(html).toMatch(/class="availability availability-cloud"/);
    expect(html).toContain('<a class="availability-compare" href="/docs/guides/setup#compare">');
    expect(html).toMatch(/role="tablist"/);
    expect(html).toContain('<div class="admonition admonition-tip" role="note"><p class="admonition-title">Keep it lit</p>');
    expect(html).not.toContain('a note for editors only');
  });

  it('sanitizes HTML: keeps alignment, images and video iframes, drops other hosts, scripts and handlers', () => {
    const intro = page('docs/intro');
    expect(intro).toMatch(/<p align="center">\s*<img src="https:\/\/example.org\/lamp.png" width="320" alt="The lamp"/);
    expect(intro).toMatch(/<iframe[^>]*src="https:\/\/www.youtube.com\/embed\/abc123"[^>]*title="Video from www.youtube.com"/);
    expect(intro).not.toContain('tracker.example.net');
    const setup = page('docs/guides/setup');
    expect(setup).toContain('<div>Light it <b>carefully</b>.</div>');
    expect(setup).not.toMatch(/onclick|alert\(|class="fancy"|data-docs/);
    expect(setup).toMatch(/<details>\s*<summary>Why carefully\?<\/summary>/);
  });

  it('resolves absolute and nested .md links to routes, and highlights unknown languages as text', () => {
    const intro = page('docs/intro');
    expect(intro).toContain('href="/docs/guides/setup"');
    expect(intro).toContain('href="/docs/generated/ingestion/beacon"');
    expect(intro).toMatch(/data-lang="curl"/);
    expect(page('docs/guides/setup')).toContain('href="/docs/intro"');
  });

  it('titles a page without one from its file name, skips drafts, lists unlisted pages nowhere', () => {
    expect(page('docs/guides/setup')).toMatch(/<h1[^>]*>Setup<\/h1>/);
    expect(page('docs/generated/ingestion/beacon')).toContain('<h1 class="sr-only">Beacon reference</h1>');
    expect(existsSync(path.join(root, 'dist/docs/guides/draft/index.html'))).toBe(false);
    expect(existsSync(path.join(root, 'dist/docs/guides/hidden/index.html'))).toBe(true);
    const sidebar = page('docs/intro').split('id="sidebar"')[1] ?? '';
    expect(sidebar).toContain('href="/docs/guides/setup"');
    expect(sidebar).toContain('href="/docs/generated/ingestion/beacon"');
    expect(sidebar).not.toContain('/docs/guides/hidden');
  });

  it('draws its own chrome from its config: no route of another site', () => {
    const home = page('');
    expect(home).toContain('<a class="button button-primary" href="/docs/intro">Read the guide</a>');
    expect(home).toContain('Lighthouse is a made-up project.');
    expect(home).not.toMatch(/docs\/introduction|DataHub/);
    expect(readFileSync(path.join(root, 'dist/docs/index.html'), 'utf8')).toContain('url=/docs/intro');
  });
});

describe('the same tree under strict rules', () => {
  it('reports every problem in one run: front matter, pages and links together', async () => {
    const problems = await problemsOf(copyTree((c) => void ((c.markdown as Record<string, unknown>).strict = true)));
    const codes = new Set(problems.map((p) => p.code));
    for (const code of ['FRONT_MATTER_INVALID', 'TITLE_MISSING', 'RAW_HTML', 'CODE_LANGUAGE_UNKNOWN']) expect(codes).toContain(code);
    expect(problems.every((p) => p.severity === undefined)).toBe(true);
    // An import line is not mistaken for prose: no "second H1" anywhere.
    expect(codes).not.toContain('H1_MULTIPLE');
  }, 120_000);

  it('names an unknown import and how to map it', async () => {
    const root = copyTree();
    writeFileSync(path.join(root, 'docs/extra.md'), "---\ntitle: Extra\n---\n\nimport Chart from '@site/src/components/Chart';\n\n<Chart />\n");
    const problems = await problemsOf(root);
    const unknown = problems.find((p) => p.code === 'MDX_ESM');
    expect(unknown).toMatchObject({ file: 'docs/extra.md', line: 5, message: expect.stringContaining("the site maps no component to '@site/src/components/Chart'") });
    expect(unknown?.hint).toContain("'@site/src/components/Chart'");
  }, 120_000);

  it('reports a chrome link to a missing page once, at the config file', async () => {
    const root = copyTree((c) => void ((c.chrome as { footer: { links: unknown[] } }).footer.links.push({ label: 'Gone', href: '/docs/gone' })));
    const problems = await problemsOf(root);
    expect(problems.filter((p) => p.code === 'CHROME_LINK_BROKEN')).toEqual([expect.objectContaining({ file: 'site.config.json', message: expect.stringContaining('chrome.footer.links[1] "Gone" links to /docs/gone') })]);
    expect(problems.filter((p) => p.code === 'LINK_BROKEN')).toEqual([]);
  }, 120_000);
});
