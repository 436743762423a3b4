import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { auditSite, routeOfFile, type AuditProblem } from '../../src/audit/site-audit.ts';

const BUDGETS = { htmlGzipKB: 48, cssGzipKB: 12, jsGzipKB: 12 };

/** A page that passes every check; `main` replaces its content, `head` adds to its head. */
function page(title: string, main: string, head = `<meta name="description" content="About ${title}.">`): string {
  return (
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n${head}\n` +
    `<link rel="stylesheet" href="/assets/site.css">\n<script type="module" src="/assets/main.js"></script>\n</head>\n` +
    `<body>\n<main id="main">\n<h1>${title}</h1>\n${main}\n</main>\n</body>\n</html>\n`
  );
}

let dir: string;
function site(pages: Record<string, string>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'audit-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'site.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, 'assets', 'main.js'), 'import "./chunk.js";console.log(1);');
  writeFileSync(path.join(dir, 'assets', 'chunk.js'), 'export const x = 1;');
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const GOOD = {
  'index.html': page('Home', '<p>Read the <a href="/docs/guide#setup">set-up guide</a> or <a href="https://example.com/x">elsewhere</a>.</p>'),
  'docs/guide/index.html': page('Guide', '<h2 id="setup">Set-up</h2>\n<p>Back <a href="/">home</a>, <a href="#setup">here</a>.</p>'),
};

const only = (problems: AuditProblem[], check: AuditProblem['check']) => problems.filter((p) => p.check === check);

describe('site audit', () => {
  it('passes a clean site and lists its external links without fetching them', async () => {
    const result = await auditSite(site(GOOD), BUDGETS, { threads: 1 });
    expect(result.problems).toEqual([]);
    expect(result.pages).toBe(2);
    expect([...result.external]).toEqual([['https://example.com/x', ['/']]]);
    expect(result.weights.get('/')!.js).toBeGreaterThan(0);
  });

  it('maps built files to the routes readers open', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('docs/x/index.html')).toBe('/docs/x');
    expect(routeOfFile('404.html')).toBe('/404.html');
  });

  it('names the page, line and target of a broken link and a broken anchor', async () => {
    const bad = page('Bad', '<p>See <a href="/docs/gone">gone</a>.</p>\n<p>And <a href="/docs/guide#nowhere">nowhere</a>.</p>');
    const { problems } = await auditSite(site({ ...GOOD, 'docs/bad/index.html': bad }), BUDGETS, { threads: 1 });
    const links = only(problems, 'link');
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({ file: 'docs/bad/index.html', route: '/docs/bad', line: 13, rule: 'link-broken' });
    expect(links[0]!.message).toContain('a[href] "/docs/gone" points to /docs/gone, which is not a page or file of the site');
    expect(links[1]).toMatchObject({ line: 14, rule: 'anchor-broken' });
    expect(links[1]!.message).toContain('/docs/guide has no element with id "nowhere"');
  });

  it('finds invalid HTML: duplicate ids, two h1s, an empty link, a missing description, no lang', async () => {
    const bad =
      '<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>Bad</title>\n</head>\n<body>\n<main>\n<h1>One</h1>\n<h1>Two</h1>\n' +
      '<p id="x">a</p>\n<p id="x">b</p>\n<a href="/"></a>\n</main>\n</body>\n</html>\n';
    const { problems } = await auditSite(site({ ...GOOD, 'docs/bad/index.html': bad }), BUDGETS, { threads: 1 });
    const html = only(problems, 'html');
    const rules = html.map((p) => p.rule);
    expect(rules).toContain('no-dup-id');
    expect(rules).toContain('wcag/h30');
    const essentials = html.filter((p) => p.rule === 'docs/page-essentials').map((p) => `${p.line}: ${p.message}`);
    expect(essentials).toEqual(
      expect.arrayContaining([
        expect.stringContaining('lang attribute'),
        expect.stringContaining('meta name="description"'),
        expect.stringMatching(/^10: The page has 2 <h1> elements/),
      ]),
    );
    expect(html.every((p) => p.file === 'docs/bad/index.html')).toBe(true);
  });

  it('reports an id named by aria-controls, aria-labelledby or label[for] that no element has, at its line', async () => {
    const refs = page(
      'Refs',
      '<button type="button" aria-controls="panel">Open</button>\n<div id="panel">Panel</div>\n' +
        '<button type="button" aria-controls="panel gone">Both</button>\n' +
        '<section aria-labelledby="nowhere"><h2>Part</h2></section>\n<label for="missing-input">Name</label>',
    );
    const { problems } = await auditSite(site({ ...GOOD, 'docs/refs/index.html': refs }), BUDGETS, { threads: 1 });
    const found = only(problems, 'html')
      .filter((p) => p.rule === 'docs/missing-references')
      .map((p) => `${p.line}: ${p.message}`);
    expect(found).toEqual([
      expect.stringMatching(/^15: aria-controls="panel gone" names the id "gone", which no element/),
      expect.stringMatching(/^16: aria-labelledby="nowhere" names the id "nowhere"/),
      expect.stringMatching(/^17: for="missing-input" names the id "missing-input"/),
    ]);
  });

  it('reports links search engines cannot follow and link texts that do not say where they lead', async () => {
    const links = page(
      'Links',
      '<p><a id="top"></a><a name="old-anchor"></a><a href="#top">here</a> stays.</p>\n' +
        '<p><a>no address</a></p>\n<p><a href="">empty</a></p>\n<p><a href="javascript:void(0)">run</a></p>\n' +
        '<p>See <a href="/docs/guide">Read more</a>.</p>\n<p><a href="/docs/guide"> click\n here </a></p>\n<p><a href="/docs/guide">The set-up guide</a></p>',
    );
    const { problems } = await auditSite(site({ ...GOOD, 'docs/links/index.html': links }), BUDGETS, { threads: 1 });
    const found = only(problems, 'html')
      .filter((p) => p.rule === 'docs/link-quality')
      .map((p) => `${p.line}: ${p.message}`);
    expect(found).toEqual([
      expect.stringMatching(/^14: This <a> has no href/),
      expect.stringMatching(/^15: This link has an empty href/),
      expect.stringMatching(/^16: href="javascript:void\(0\)" runs a script/),
      expect.stringMatching(/^17: The link text "read more" does not say where it leads/),
      expect.stringMatching(/^18: The link text "click here" does not say where it leads/),
    ]);
  });

  it('fails an oversized page against the per-page budget and says by how much', async () => {
    const filler = Array.from({ length: 6000 }, (_, i) => `<p>Paragraph ${i} ${Math.sin(i).toString(36)} ${(i * 7919).toString(36)}</p>`).join('\n');
    const { problems } = await auditSite(site({ ...GOOD, 'docs/huge/index.html': page('Huge', filler) }), BUDGETS, { threads: 1 });
    const budget = only(problems, 'budget');
    expect(budget).toHaveLength(1);
    expect(budget[0]).toMatchObject({ route: '/docs/huge', rule: 'budget-html' });
    expect(budget[0]!.message).toMatch(/^HTML is \d+\.\d KB gzipped; the budget is 48 KB\.$/);
  });

  it('gives the same findings in worker threads as in one thread', async () => {
    const pages: Record<string, string> = { ...GOOD };
    for (let i = 0; i < 60; i++) pages[`docs/p${i}/index.html`] = page(`P${i}`, `<p><a href="/docs/p${(i + 1) % 61}">next</a></p>`);
    const root = site(pages);
    const one = await auditSite(root, BUDGETS, { threads: 1 });
    const two = await auditSite(root, BUDGETS, { threads: 2 });
    expect(two.threads).toBe(2);
    expect(two.problems.map((p) => p.message).sort()).toEqual(one.problems.map((p) => p.message).sort());
    expect(one.problems.filter((p) => p.rule === 'link-broken')).toHaveLength(1);
  });
});
