import path from 'node:path';
import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { listPages, routeOfFile } from '../src/audit/site-audit.ts';
import { preloadAxe, runPreloadedAxe, COLOUR_RULES } from './support/axe.ts';
const OUT = path.resolve('dist'); const routes: string[] = [];
for (const f of listPages(OUT)) { if (/http-equiv="refresh"/i.test(readFileSync(f,'utf8').slice(0,2000))) continue; routes.push(routeOfFile(path.relative(OUT,f).split(path.sep).join('/'))); }
const size = Math.ceil(routes.length / 24);
const shard = Number(process.env.SHARD ?? 12);
const mine = routes.slice((shard - 1) * size, shard * size);
const mode = process.env.MODE ?? 'goto';
test(`prof ${mode}`, async ({ page }) => {
  test.setTimeout(600_000);
  if (mode !== 'goto') await preloadAxe(page.context());
  for (const r of mine) {
    await page.goto(r, { waitUntil: 'load' });
    if (mode === 'strip') { await page.evaluate(() => document.querySelectorAll('header.navbar, nav.sidebar, footer.site-footer').forEach((e) => e.remove())); await runPreloadedAxe(page); await page.emulateMedia({ colorScheme: 'dark' }); await runPreloadedAxe(page, { rules: COLOUR_RULES }); await page.emulateMedia({ colorScheme: 'light' }); }
    if (mode === 'light' || mode === 'both') await runPreloadedAxe(page, { exclude: ['header.navbar', 'nav.sidebar', 'footer.site-footer'] });
    if (mode === 'both') { await page.emulateMedia({ colorScheme: 'dark' }); await runPreloadedAxe(page, { rules: COLOUR_RULES, exclude: ['header.navbar', 'nav.sidebar', 'footer.site-footer'] }); await page.emulateMedia({ colorScheme: 'light' }); }
  }
});
import { readdirSync } from 'node:fs';
test.afterAll(() => {
  const procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return { pid: Number(pid), ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / 100, cmd };
    } catch { return undefined; }
  }).filter(Boolean) as { pid: number; ppid: number; cpu: number; cmd: string[] }[];
  const mine = procs.find((p) => p.ppid === process.pid && p.cmd[0]?.includes('chrom'));
  if (!mine) { console.log('no browser found'); return; }
  const out: Record<string, number> = { browser: mine.cpu };
  const ids = new Set([mine.pid]); let grew = true;
  while (grew) { grew = false; for (const p of procs) if (!ids.has(p.pid) && ids.has(p.ppid)) { ids.add(p.pid); grew = true; } }
  for (const p of procs.filter((p) => ids.has(p.pid) && p.pid !== mine.pid)) {
    const type = p.cmd.find((a) => a.startsWith('--type='))?.slice(7) ?? 'other';
    out[type] = (out[type] ?? 0) + p.cpu;
  }
  out.node_worker = process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6;
  console.log('CPU by process', JSON.stringify(out));
});
