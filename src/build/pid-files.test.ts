import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { processExists, removeEntriesOfDeadProcesses } from './pid-files.ts';

describe('entries named with a process id', () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid; // has exited: its id names no running process

  it('tells a running process from one that has ended', () => {
    expect(processExists(process.pid)).toBe(true);
    expect(processExists(dead)).toBe(false);
    expect(processExists(0)).toBe(false);
  });

  it('removes the files and folders of ended processes only', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pid-files-'));
    try {
      mkdirSync(path.join(dir, `entry.json.tmp-${dead}`, 'inner'), { recursive: true }); // a folder goes whole
      for (const name of [`page.tmp-${process.pid}`, `page.tmp-${process.ppid}`, `page.tmp-${dead}x`, 'page.json']) writeFileSync(path.join(dir, name), '');
      removeEntriesOfDeadProcesses(dir, /\.tmp-(\d+)$/);
      expect(readdirSync(dir).sort()).toEqual(['page.json', `page.tmp-${dead}x`, `page.tmp-${process.pid}`, `page.tmp-${process.ppid}`].sort());
      removeEntriesOfDeadProcesses(path.join(dir, 'missing'), /\.tmp-(\d+)$/); // no folder: nothing to do
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
