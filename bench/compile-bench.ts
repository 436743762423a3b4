/**
 * The compile stage alone, in one thread, measured in CPU time: reads and collects a project's
 * pages as the build does, then compiles every body (with its Markdown twin) through the same
 * `compilePages` the build calls, without worker threads. CPU time of one thread is far steadier
 * than a whole build's wall time on a shared machine, so this is the figure to compare when
 * changing the Markdown pipeline. Usage:
 *
 *   npx tsx bench/compile-bench.ts [projectRoot] [--runs=N] [--pages=N] [--hashes=file]
 *
 * (default: the 1,000-page corpus in bench/.corpus/1000, written by `npm run bench`). Prints CPU
 * ms per page for each run (`--pages=N`: the first N pages only); the first run includes loading
 * Shiki's grammars. `--hashes=file` writes a hash of each page's HTML and twin (of the last run), to
 * check that a change to the pipeline leaves its output byte for byte the same.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadProject } from '../src/config/load.ts';
import { collectPages, readContentFiles } from '../src/build/collect/collect-pages.ts';
import { compilePages } from '../src/build/compile/compile-pages.ts';
import '../src/build/production-env.ts';

const args = process.argv.slice(2);
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '.corpus', '1000'));
const option = (name: string): number | undefined => {
  const value = args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  return value === undefined ? undefined : Number(value);
};
const runs = option('runs') ?? 1;

const project = await loadProject(root);
const contentRoot = path.resolve(project.root, project.config.contentDir);
const sources = collectPages(readContentFiles(contentRoot, project.config.contentDir), '/docs', { strict: project.config.markdown.strict, problems: [] }).slice(0, option('pages'));
const siteUrl = project.config.url.replace(/\/+$/, '');

for (let run = 1; run <= runs; run++) {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const { pages, problems } = await compilePages(sources, { contentRoot, version: 'current', lastUpdated: new Map(), markdown: project.config.markdown, docsBase: '/docs', markdownTwinUrl: siteUrl, markdownTwinRoutes: [] });
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const bytes = pages.reduce((n, p) => n + (p.bodyHtml?.length ?? 0) + (p.markdown?.length ?? 0), 0);
  const hashes = args.find((a) => a.startsWith('--hashes='))?.slice('--hashes='.length);
  if (hashes && run === runs) writeFileSync(hashes, pages.map((p) => `${p.route}\t${createHash('sha256').update(p.bodyHtml ?? '').update('\0').update(p.markdown ?? '').digest('hex').slice(0, 16)}\n`).join(''));
  console.log(`run ${run}: ${pages.length} pages, CPU ${(cpuMs / 1000).toFixed(2)} s (${(cpuMs / pages.length).toFixed(2)} ms/page), wall ${((performance.now() - wall) / 1000).toFixed(2)} s, ${problems.length} problems, ${bytes} chars of HTML + twins`);
}
