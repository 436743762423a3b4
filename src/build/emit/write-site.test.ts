import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStagingDir, discardStaging, recoverInterruptedSwap, swapIntoPlace } from './write-site.ts';

/** A pid that no process has (pids stay far below this on Linux). */
const DEAD_PID = 2 ** 22 + 17;

function site(dir: string, text: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), text);
}

describe('swapping a build into place', () => {
  it('restores the previous site when a build died between the two renames, and never deletes it', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'swap-'));
    const outDir = path.join(parent, 'dist');
    // What a build killed after `dist` → `dist.old-PID` and before `dist.tmp-PID` → `dist` leaves.
    site(`${outDir}.old-${DEAD_PID}`, 'previous site');
    site(`${outDir}.tmp-${DEAD_PID}`, 'half-written site');
    expect(recoverInterruptedSwap(outDir)).toBe(`${outDir}.old-${DEAD_PID}`);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('previous site');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('a failed build after such a death still leaves the restored site', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'swap-'));
    const outDir = path.join(parent, 'dist');
    site(`${outDir}.old-${DEAD_PID}`, 'previous site');
    recoverInterruptedSwap(outDir);
    const staging = createStagingDir(outDir);
    staging.write('index.html', 'new site');
    discardStaging(staging);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('previous site');
  });

  it('picks the newest old site when several are left, and removes the rest', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'swap-'));
    const outDir = path.join(parent, 'dist');
    site(`${outDir}.old-${DEAD_PID}`, 'older');
    site(`${outDir}.old-${DEAD_PID + 1}`, 'newer');
    utimesSync(`${outDir}.old-${DEAD_PID}`, new Date(2020, 0, 1), new Date(2020, 0, 1));
    recoverInterruptedSwap(outDir);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('newer');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('removes leftovers of dead builds when dist/ exists, and leaves those of running builds', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'swap-'));
    const outDir = path.join(parent, 'dist');
    site(outDir, 'current');
    site(`${outDir}.old-${DEAD_PID}`, 'deleted by a killed rm');
    site(`${outDir}.tmp-${process.ppid}`, 'a build still running');
    site(path.join(parent, 'dist-backup'), 'not ours');
    expect(recoverInterruptedSwap(outDir)).toBeUndefined();
    expect(readdirSync(parent).sort()).toEqual(['dist', 'dist-backup', `dist.tmp-${process.ppid}`]);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('current');
  });

  it('swaps a finished build in and leaves no staging folder', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'swap-'));
    const outDir = path.join(parent, 'dist');
    site(outDir, 'old');
    const staging = createStagingDir(outDir);
    staging.write('index.html', 'new');
    swapIntoPlace(staging, outDir);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(staging.dir)).toBe(false);
  });
});
