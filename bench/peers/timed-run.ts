/**
 * Runs one peer command (an install or a build) in a child process and measures it the same way
 * for every peer: wall time, CPU time of the whole process tree and peak memory.
 *
 * - CPU: `/usr/bin/time -v` "User time" + "System time", which cover every descendant the command
 *   waited for (forks, worker processes, all their threads). Without /usr/bin/time, the tree
 *   sampler's figure (bench/peers/process-tree.ts) is used.
 * - Peak RSS of the largest process: `/usr/bin/time -v` "Maximum resident set size"; the tree
 *   sampler adds the largest sum over the tree.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TreeRssSampler, type TreePeak } from './process-tree.ts';

export const TIME_BIN = '/usr/bin/time';

/** Runs `command` and collects its output (stdout and stderr interleaved). */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

export interface TimedRun {
  code: number | null;
  output: string;
  wallMs: number;
  /** User + system seconds of the tree (/usr/bin/time), else the sampler's. */
  cpuSeconds?: number;
  /** Largest single process, KB (/usr/bin/time), else the sampler's. */
  peakProcessKB?: number;
  tree?: TreePeak;
  source: string;
}

/** Parses the figures this module reads from a `/usr/bin/time -v` report. */
export function parseTimeReport(text: string): { peakKB?: number; cpuSeconds?: number } {
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
  const user = /User time \(seconds\): ([\d.]+)/.exec(text);
  const sys = /System time \(seconds\): ([\d.]+)/.exec(text);
  return {
    peakKB: peak?.[1] ? Number(peak[1]) : undefined,
    cpuSeconds: user?.[1] && sys?.[1] ? Number(user[1]) + Number(sys[1]) : undefined,
  };
}

/** Runs `node <nodeArgs>` in `cwd` under /usr/bin/time -v (when installed) while sampling the tree. */
export async function timedNode(nodeArgs: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<TimedRun> {
  const useTime = existsSync(TIME_BIN);
  const timeFile = path.join(os.tmpdir(), `docs-bench-peer-time-${process.pid}-${Date.now()}.txt`);
  const [command, args] = useTime ? [TIME_BIN, ['-v', '-o', timeFile, process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const sampler = new TreeRssSampler(process.pid, false).start();
  const started = performance.now();
  const { code, output } = await run(command, args, cwd, env);
  const wallMs = performance.now() - started;
  const tree = sampler.stop();
  let report: { peakKB?: number; cpuSeconds?: number } = {};
  if (useTime && existsSync(timeFile)) {
    report = parseTimeReport(readFileSync(timeFile, 'utf8'));
    rmSync(timeFile, { force: true });
  }
  return {
    code,
    output,
    wallMs,
    cpuSeconds: report.cpuSeconds ?? tree?.cpuSeconds,
    peakProcessKB: report.peakKB ?? tree?.peakProcessKB,
    tree,
    source: report.peakKB !== undefined ? '/usr/bin/time -v' : 'tree sampler',
  };
}

/** An environment for a peer's build: ours (DOCS_*, tsx) and Node options removed. */
export function peerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1', ...extra };
  delete env.NODE_ENV; // each peer's build command sets production itself
  delete env.NODE_OPTIONS;
  for (const name of Object.keys(env)) if (name.startsWith('DOCS_') || name === 'TSX_TSCONFIG_PATH') delete env[name];
  return env;
}
