import { existsSync, readFileSync } from 'node:fs';

/** The parent pid and command name of a process, read from /proc (Linux); undefined elsewhere. */
function readProc(pid: number): { ppid: number; comm: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { ppid, comm };
  } catch {
    return undefined;
  }
}

/**
 * The processes whose end should end this one: the chain of launchers up to and including the
 * `npm run …` that started it (npm → sh → tsx → node), or only the direct parent when no npm is
 * in the chain. `kill -9` of npm does not reach its children, which would otherwise finish the
 * build and swap in a new site after the user had stopped it.
 */
export function launcherChain(pid = process.pid): number[] {
  const chain: number[] = [];
  let current = readProc(pid)?.ppid;
  for (let depth = 0; current !== undefined && current > 1 && depth < 6; depth += 1) {
    const info = readProc(current);
    if (!info) break;
    chain.push(current);
    if (info.comm.startsWith('npm')) return chain;
    current = info.ppid;
  }
  return chain.slice(0, 1);
}

/**
 * Calls `onGone` once when a process of the launcher chain has ended: polled twice a second (the
 * timer does not keep the process alive) and whenever the returned check is called, which a
 * build does right before it swaps its site in, since a long synchronous stage can hold the timer
 * back. Does nothing where /proc is missing.
 */
export function watchLauncher(onGone: (pid: number) => void, intervalMs = 500): () => void {
  if (!existsSync('/proc/self/stat')) return () => undefined;
  const chain = launcherChain();
  let reported = false;
  const check = (): void => {
    const gone = chain.find((pid) => !existsSync(`/proc/${pid}`));
    if (gone === undefined || reported) return;
    reported = true;
    clearInterval(timer);
    onGone(gone);
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return check;
}
