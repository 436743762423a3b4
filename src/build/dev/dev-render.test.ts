import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_SIDEBARS, makeProject } from '../../../tests/helpers/project.ts';
import { REFERENCE_HANDLERS, type HandlerEntry } from '../reference/handlers.ts';
import type { ReferenceHandler } from '../model/reference-handler.ts';
import { handleDevRequest, invalidate } from './dev-render.ts';

function recorder() {
  const lines: string[] = [];
  return { lines, log: { error: (text: string) => void lines.push(text), log: (text: string) => void lines.push(text) } };
}

describe('dev server problems', () => {
  it('prints page problems in the terminal once per change, and says when they are gone', async () => {
    const root = makeProject({ 'content/docs/a.md': '# A\n\nSee [nothing](/docs/nowhere).\n' });
    const { lines, log } = recorder();
    invalidate(true);
    const first = await handleDevRequest(root, '/docs/a', log);
    expect(first?.status).toBe(500);
    await handleDevRequest(root, '/docs/a', log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('content/docs/a.md:3');
    expect(lines[0]).toContain('LINK_BROKEN');
    writeFileSync(path.join(root, 'content/docs/a.md'), '# A\n\nFixed.\n');
    invalidate(true);
    expect((await handleDevRequest(root, '/docs/a', log))?.status).toBe(200);
    expect(lines.at(-1)).toBe('No build problems left.');
  });

  it('shows a sidebars.ts syntax error as plain text at its line, without terminal colour codes', async () => {
    const root = makeProject();
    rmSync(path.join(root, 'sidebars.json'));
    writeFileSync(path.join(root, 'sidebars.ts'), 'export default {\n  overviewSidebar: [\n    { type: "section", label: "X" items: [] },\n  ],\n};\n');
    const { lines, log } = recorder();
    invalidate(true);
    const answer = await handleDevRequest(root, '/docs/introduction', log);
    expect(answer?.status).toBe(500);
    const body = String(answer?.body);
    expect(body).toContain('sidebars.ts:3:');
    expect(body).toContain('SIDEBAR_INVALID');
    expect(body).not.toContain('\u001b[');
    expect(lines[0]).toContain('sidebars.ts:3:');
  });
});

describe('dev server after a saved file', () => {
  it('shows an added page, forgets a removed one, and shows and clears a page problem (watcher-style invalidation)', async () => {
    const root = makeProject();
    const { log } = recorder();
    invalidate(true);
    expect((await handleDevRequest(root, '/docs/new-page', log))?.status).toBe(404);
    const file = path.join(root, 'content/docs/new-page.md');
    writeFileSync(file, '---\ntitle: A new page\n---\n\nFirst words.\n');
    invalidate(false, file);
    const added = await handleDevRequest(root, '/docs/new-page', log);
    expect(added?.status).toBe(200);
    expect(String(added?.body)).toContain('First words.');
    writeFileSync(file, '---\ntitle: A new page\n---\n\nSee [gone](/docs/gone).\n');
    invalidate(false, file);
    const broken = await handleDevRequest(root, '/docs/new-page', log);
    expect(broken?.status).toBe(500);
    expect(String(broken?.body)).toContain('content/docs/new-page.md:5');
    writeFileSync(file, '---\ntitle: A new page\n---\n\nSecond words.\n');
    invalidate(false, file);
    const fixed = await handleDevRequest(root, '/docs/new-page', log);
    expect(fixed?.status).toBe(200);
    expect(String(fixed?.body)).toContain('Second words.');
    expect(String(fixed?.body)).not.toContain('First words.');
    rmSync(file);
    invalidate(false, file);
    expect((await handleDevRequest(root, '/docs/new-page', log))?.status).toBe(404);
  });

  it('reuses uncached reference outputs after a content save, and generates them again after any other change', async () => {
    // The actions folder exists (a kind without its folder is never loaded); its content is the fake handler's.
    const root = makeProject({ 'reference/actions/x.yaml': 'x: 1\n' });
    const { log } = recorder();
    const calls: string[][] = [];
    const handlers = REFERENCE_HANDLERS as Record<string, HandlerEntry>;
    const original = handlers.actions!;
    const fake: ReferenceHandler = {
      generate: async (_dir, _display, context) => {
        calls.push([...context.contentRoutes]);
        return { pages: [], sidebarItems: [], checkExample: (lang, code) => (lang === 'python' && code.includes('bad()') ? [{ message: 'bad example' }] : []) };
      },
    };
    handlers.actions = { cached: false, load: async () => fake };
    try {
      invalidate(true);
      expect((await handleDevRequest(root, '/docs/quickstart', log))?.status).toBe(200);
      expect(calls).toHaveLength(1);
      const page = path.join(root, 'content/docs/quickstart.md');
      writeFileSync(page, '---\ntitle: Quickstart\n---\n\nEdited.\n\n```python\nbad()\n```\n');
      invalidate(false, page);
      const edited = await handleDevRequest(root, '/docs/quickstart', log);
      // Reused, and its example check still runs on the edited page.
      expect(calls).toHaveLength(1);
      expect(edited?.status).toBe(500);
      expect(String(edited?.body)).toContain('bad example');
      const added = path.join(root, 'content/docs/other.md');
      writeFileSync(page, '---\ntitle: Quickstart\n---\n\nEdited.\n');
      writeFileSync(added, '---\ntitle: Other\n---\n\nText.\n');
      invalidate(false, added);
      expect((await handleDevRequest(root, '/docs/other', log))?.status).toBe(200);
      // A new hand-written route: generated pages may link to it.
      expect(calls).toHaveLength(2);
      invalidate(false, path.join(root, 'reference/actions/x.yaml'));
      await handleDevRequest(root, '/docs/other', log);
      expect(calls).toHaveLength(3);
    } finally {
      handlers.actions = original;
      invalidate(true);
    }
  });
});

describe('dev server: a saved page is taken in alone', () => {
  /** Runs `work` with the load timings printed into `lines` (they say whether a save was taken in alone or reloaded the site). */
  async function withTimings<T>(work: () => Promise<T>): Promise<T> {
    const before = process.env.DOCS_DEV_TIMINGS;
    process.env.DOCS_DEV_TIMINGS = '1';
    try {
      return await work();
    } finally {
      if (before === undefined) delete process.env.DOCS_DEV_TIMINGS;
      else process.env.DOCS_DEV_TIMINGS = before;
    }
  }
  const guides = { overviewSidebar: [...BASE_SIDEBARS.overviewSidebar, { type: 'section', label: 'Guides', items: [{ type: 'category', label: 'All guides', items: [{ type: 'autogenerated', dirName: 'guides' }] }] }] };

  it('shows and clears a broken link of the saved page without reloading the site, and still reports anchors in both directions', () =>
    withTimings(async () => {
      const root = makeProject({
        'content/docs/guides/a.md': '---\ntitle: Guide A\n---\n\n## Setup\n\nText.\n',
        'content/docs/guides/b.md': '---\ntitle: Guide B\n---\n\nSee [setup](./a.md#setup).\n',
        'sidebars.json': JSON.stringify(guides),
      });
      const { lines, log } = recorder();
      invalidate(true);
      expect((await handleDevRequest(root, '/docs/guides/a', log))?.status).toBe(200);
      const a = path.join(root, 'content/docs/guides/a.md');
      const save = async (text: string) => {
        writeFileSync(a, text);
        invalidate(false, a);
        return handleDevRequest(root, '/docs/guides/a', log);
      };
      // A link to a page that does not exist: the problem list, at the file and line.
      const broken = await save('---\ntitle: Guide A\n---\n\n## Setup\n\nSee [gone](/docs/gone).\n');
      expect(broken?.status).toBe(500);
      expect(String(broken?.body)).toContain('content/docs/guides/a.md:7');
      expect(String(broken?.body)).toContain('LINK_BROKEN');
      // A link to a missing anchor in the saved page.
      const anchor = await save('---\ntitle: Guide A\n---\n\n## Setup\n\nSee [b](./b.md#nowhere).\n');
      expect(anchor?.status).toBe(500);
      expect(String(anchor?.body)).toContain('content/docs/guides/a.md:7');
      expect(String(anchor?.body)).toContain('ANCHOR_BROKEN');
      // The saved page loses the heading another page links to: that page's link is reported.
      const inbound = await save('---\ntitle: Guide A\n---\n\n## Install\n\nText.\n');
      expect(inbound?.status).toBe(500);
      expect(String(inbound?.body)).toContain('content/docs/guides/b.md:5');
      expect(String(inbound?.body)).toContain('no element with id &quot;setup&quot;');
      const fixed = await save('---\ntitle: Guide A\n---\n\n## Setup\n\nNew words.\n');
      expect(fixed?.status).toBe(200);
      expect(String(fixed?.body)).toContain('New words.');
      expect(lines.at(-1)).toBe('No build problems left.');
      // Every save above was taken in alone: the site was loaded once.
      expect(lines.filter((line) => line.startsWith('site loaded') || line.startsWith('site reloaded'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('taken in alone'))).toHaveLength(4);
    }));

  it('reloads the site for a new title, an added page and a removed page: sidebar, route map and 404 follow', () =>
    withTimings(async () => {
      const root = makeProject({ 'content/docs/guides/a.md': '---\ntitle: Guide A\n---\n\nText.\n', 'sidebars.json': JSON.stringify(guides) });
      const { lines, log } = recorder();
      invalidate(true);
      expect(String((await handleDevRequest(root, '/docs/guides/a', log))?.body)).toContain('Guide A');
      const a = path.join(root, 'content/docs/guides/a.md');
      writeFileSync(a, '---\ntitle: Guide Alpha\n---\n\nText.\n');
      invalidate(false, a);
      // The category page (and the sidebar, which loads its items from the same model) shows the new title.
      const renamed = String((await handleDevRequest(root, '/docs/category/guides-all-guides', log))?.body);
      expect(renamed).toContain('Guide Alpha');
      expect(lines.some((line) => line.startsWith('site reloaded after content/docs/guides/a.md'))).toBe(true);
      const c = path.join(root, 'content/docs/guides/c.md');
      writeFileSync(c, '---\ntitle: Guide Gamma\n---\n\nThird.\n');
      invalidate(false, c);
      expect((await handleDevRequest(root, '/docs/guides/c', log))?.status).toBe(200);
      expect(String((await handleDevRequest(root, '/page-index.json', log))?.body)).toContain('/docs/guides/c');
      expect(String((await handleDevRequest(root, '/docs/category/guides-all-guides', log))?.body)).toContain('Guide Gamma');
      rmSync(c);
      invalidate(false, c);
      expect((await handleDevRequest(root, '/docs/guides/c', log))?.status).toBe(404);
      expect(String((await handleDevRequest(root, '/page-index.json', log))?.body)).not.toContain('/docs/guides/c');
      expect(String((await handleDevRequest(root, '/docs/category/guides-all-guides', log))?.body)).not.toContain('Guide Gamma');
    }));

  it('a saved page with a front matter problem shows it, and fixing it clears it', async () => {
    const root = makeProject({ 'content/docs/guides/a.md': '---\ntitle: Guide A\n---\n\nText.\n', 'sidebars.json': JSON.stringify(guides) });
    const { log } = recorder();
    invalidate(true);
    expect((await handleDevRequest(root, '/docs/guides/a', log))?.status).toBe(200);
    const a = path.join(root, 'content/docs/guides/a.md');
    writeFileSync(a, '---\ntitle: Guide A\nnot_a_key: 1\n---\n\nText.\n');
    invalidate(false, a);
    const bad = await handleDevRequest(root, '/docs/guides/a', log);
    expect(bad?.status).toBe(500);
    expect(String(bad?.body)).toContain('content/docs/guides/a.md');
    writeFileSync(a, '---\ntitle: Guide A\n---\n\nText again.\n');
    invalidate(false, a);
    const good = await handleDevRequest(root, '/docs/guides/a', log);
    expect(good?.status).toBe(200);
    expect(String(good?.body)).toContain('Text again.');
  });
});
