import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../tests/helpers/project.ts';
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
