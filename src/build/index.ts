import './production-env.ts';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadProject, type Project } from '../config/load.ts';
import { MIN_PAGES_FOR_WORKERS, startCompilePool } from './compile/pool.ts';
import type { SiteConfig } from '../config/site-config.ts';
import { buildClientAssets } from './assets/build-client.ts';
import { checkRenderedLinks } from './emit/check-html.ts';
import { emitSite } from './emit/emit-site.ts';
import { createStagingDir, discardStaging, swapIntoPlace } from './emit/write-site.ts';
import { BuildError } from './errors.ts';
import { renderSite } from './render/render-site.ts';
import { ENGINE_ROOT, loadSite } from './site-model.ts';

export { ENGINE_ROOT };

export interface Logger {
  info(message: string): void;
}

export interface BuildOptions {
  /** Project root holding site.config.ts and sidebars.ts. */
  root: string;
  overrides?: Partial<SiteConfig>;
  logger?: Logger;
  /** Threads for compiling pages (workers start past MIN_PAGES_FOR_WORKERS pages); the CLI passes one per core. @default 1 */
  threads?: number;
}

export interface BuildReport {
  outDir: string;
  pages: number;
  /** Milliseconds per stage. */
  timings: Record<string, number>;
}

/** Pages of every version, counted before reading them, to decide whether worker threads pay off. */
function countContentFiles(project: Project): number {
  const dirs = [project.config.contentDir, ...project.config.archivedVersions.map((v) => v.contentDir)];
  const count = (dir: string): number =>
    existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? count(path.join(dir, e.name)) : /\.mdx?$/i.test(e.name) ? 1 : 0), 0) : 0;
  return dirs.reduce((n, dir) => n + count(path.resolve(project.root, dir)), 0);
}

function listFiles(dir: string, prefix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    return statSync(abs).isDirectory() ? listFiles(abs, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

/**
 * Builds the site: config → collect → compile → link (loadSite) → render → emit. Everything is
 * written to a staging folder that replaces `outDir` only when every stage succeeded; on any
 * problem the build throws a BuildError listing them all and the previous site stays as it was.
 */
export async function build(options: BuildOptions): Promise<BuildReport> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (stage: string): void => {
    const now = performance.now();
    timings[stage] = Math.round(now - mark);
    mark = now;
  };

  const project = await loadProject(options.root, options.overrides);
  const outDir = path.resolve(project.root, project.config.outDir);
  lap('config');
  const threads = options.threads ?? 1;
  const pool = threads > 1 && countContentFiles(project) >= MIN_PAGES_FOR_WORKERS ? startCompilePool(threads) : undefined;
  const staging = createStagingDir(outDir);
  try {
    // Bundling the client runs while pages compile.
    const assetsPromise = buildClientAssets(ENGINE_ROOT, staging.dir);
    const model = await loadSite(project, { pool });
    void pool?.close();
    lap('collect-compile-link');
    const assets = await assetsPromise;
    lap('assets');
    const scans = emitSite(staging, model, renderSite(model, assets));
    lap('render-emit');
    const problems = checkRenderedLinks(scans, new Set(listFiles(staging.dir, '')));
    if (problems.length > 0) throw new BuildError(problems);
    lap('check');
    swapIntoPlace(staging, outDir);
    options.logger?.info(`built ${scans.size} pages into ${path.relative(process.cwd(), outDir) || outDir}`);
    return { outDir, pages: scans.size, timings };
  } catch (error) {
    discardStaging(staging);
    throw error;
  } finally {
    await pool?.close();
  }
}
