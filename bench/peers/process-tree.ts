/**
 * Peak memory of a whole process tree, for builds that fork (Docusaurus runs webpack's minifier
 * workers and its static-site workers as separate processes or threads). Every `intervalMs` it
 * reads /proc, finds every descendant of a root process and adds up their resident set sizes
 * (threads share their process's RSS, so worker threads are counted once, with their process).
 *
 * What it measures: the largest sum of RSS seen in one sample. Shared pages (the Node binary,
 * shared libraries) are counted once per process, so the sum slightly overstates what the tree
 * needs; a spike shorter than the interval can be missed. Linux only: elsewhere `available` is
 * false and no figure is reported.
 *
 * It also reports the CPU time the tree used (user + system, every thread of every process):
 * the largest sum over the live descendants of their own time plus that of their children that
 * have ended and been waited for. On a busy machine this moves far less than wall time. The last
 * interval before the tree ends is not seen.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface TreePeak {
  /** Largest sum of RSS over the tree seen in one sample, in kilobytes. */
  peakTreeKB: number;
  /** Largest RSS of one process of the tree seen in any sample, in kilobytes. */
  peakProcessKB: number;
  /** Most processes alive in the tree at once (the root excluded when `includeRoot` is false). */
  maxProcesses: number;
  /** CPU seconds (user + system) used by the tree, as last seen. */
  cpuSeconds: number;
  samples: number;
  intervalMs: number;
}

function getconf(name: string, fallback: number): number {
  try {
    return Number(execFileSync('getconf', [name], { encoding: 'utf8' }).trim()) || fallback;
  } catch {
    return fallback;
  }
}

interface ProcEntry {
  ppid: number;
  rssPages: number;
  /** utime + stime + cutime + cstime, in clock ticks. */
  cpuTicks: number;
}

/** Parent pid, RSS (in pages) and CPU ticks of every process, from /proc/<pid>/stat. */
function readProcessTable(): Map<number, ProcEntry> {
  const table = new Map<number, ProcEntry>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // the process ended between readdir and read
    }
    // The command name (field 2) is in parentheses and may hold spaces: split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state), so field n of proc(5) is fields[n - 3]: ppid is 4,
    // utime, stime, cutime, cstime are 14-17, rss is 24.
    const ppid = Number(fields[1]);
    const rssPages = Number(fields[21]);
    const cpuTicks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    if (Number.isFinite(ppid) && Number.isFinite(rssPages)) table.set(Number(name), { ppid, rssPages, cpuTicks: Number.isFinite(cpuTicks) ? cpuTicks : 0 });
  }
  return table;
}

export class TreeRssSampler {
  readonly available = existsSync('/proc/self/stat');
  private readonly pageKB = getconf('PAGESIZE', 4096) / 1024;
  private readonly ticksPerSecond = getconf('CLK_TCK', 100);
  private timer: NodeJS.Timeout | undefined;
  private peak: TreePeak;

  constructor(
    private readonly rootPid: number,
    private readonly includeRoot: boolean,
    readonly intervalMs = 100,
  ) {
    this.peak = { peakTreeKB: 0, peakProcessKB: 0, maxProcesses: 0, cpuSeconds: 0, samples: 0, intervalMs };
  }

  /** Takes one sample now; called by the timer. */
  sample(): void {
    const table = readProcessTable();
    const children = new Map<number, number[]>();
    for (const [pid, { ppid }] of table) {
      const list = children.get(ppid);
      if (list) list.push(pid);
      else children.set(ppid, [pid]);
    }
    let totalKB = 0;
    let count = 0;
    let ticks = 0;
    const stack = this.includeRoot ? [this.rootPid] : [...(children.get(this.rootPid) ?? [])];
    const seen = new Set<number>();
    while (stack.length > 0) {
      const pid = stack.pop()!;
      if (seen.has(pid)) continue;
      seen.add(pid);
      const entry = table.get(pid);
      if (!entry) continue;
      const kb = entry.rssPages * this.pageKB;
      totalKB += kb;
      count += 1;
      ticks += entry.cpuTicks;
      if (kb > this.peak.peakProcessKB) this.peak.peakProcessKB = kb;
      stack.push(...(children.get(pid) ?? []));
    }
    this.peak.samples += 1;
    if (totalKB > this.peak.peakTreeKB) this.peak.peakTreeKB = totalKB;
    if (count > this.peak.maxProcesses) this.peak.maxProcesses = count;
    this.peak.cpuSeconds = Math.max(this.peak.cpuSeconds, ticks / this.ticksPerSecond);
  }

  start(): this {
    if (!this.available || this.timer) return this;
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    return this;
  }

  /** Stops sampling; undefined when /proc is not available or nothing was ever seen. */
  stop(): TreePeak | undefined {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    return this.available && this.peak.samples > 0 && this.peak.peakTreeKB > 0 ? { ...this.peak } : undefined;
  }
}
