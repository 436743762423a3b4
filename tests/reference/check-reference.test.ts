import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts/check-reference.ts');
const run = promisify(execFile);
const temp = mkdtempSync(path.join(tmpdir(), 'check-reference-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Runs the script on the given kinds; resolves to its exit code and output. */
async function check(kinds: string[], env: Record<string, string> = {}) {
  try {
    // Node with tsx's loader: what `npx tsx` runs, without npx's and the tsx command's processes.
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...kinds], { cwd: root, env: { ...process.env, ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('scripts/check-reference.ts', () => {
  it('prints counts for the Python SDK and Actions references', async () => {
    const { code, out } = await check(['python-sdk', 'actions']);
    expect(code).toBe(0);
    expect(out).toMatch(/python-sdk \(reference\/python-sdk\): \d+ modules, \d+ public names/);
    expect(out).toMatch(/actions \(reference\/actions\): \d+ event sources, \d+ actions, \d+ event types/);
  }, 60_000);

  it('fails with the file name when an Actions file is broken', async () => {
    const dir = path.join(temp, 'actions');
    cpSync(path.join(root, 'reference/actions'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'events/entity-change-event.yaml'), 'kind: event\nname: 12\n');
    const { code, out } = await check(['actions'], { DOCS_ACTIONS_DIR: dir });
    expect(code).toBe(1);
    expect(out).toContain('entity-change-event.yaml');
  }, 60_000);

  it('fails when a Python SDK module file is broken', async () => {
    const dir = path.join(temp, 'python-sdk');
    cpSync(path.join(root, 'reference/python-sdk'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'broken.yaml'), 'module: [not a module\n');
    const { code } = await check(['python-sdk'], { DOCS_PYTHON_SDK_DIR: dir });
    expect(code).toBe(1);
  }, 60_000);

  it('rejects an unknown kind', async () => {
    const { code, out } = await check(['sdk']);
    expect(code).toBe(2);
    expect(out).toContain('python-sdk');
  }, 60_000);
});
