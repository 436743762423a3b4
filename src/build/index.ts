import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadProject } from '../config/load.ts';
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
  /** Threads for compiling pages; the CLI passes one per core. @default 1 */
  threads?: number;
}

export interface BuildReport {
  outDir: string;
  pages: number;
  /** Milliseconds per stage. */
  timings: Record<string, number>;
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
  const staging = createStagingDir(outDir);
  try {
    // Bundling the client runs while pages compile.
    const assetsPromise = buildClientAssets(ENGINE_ROOT, staging.dir);
    const model = await loadSite(project, { threads: options.threads });
    lap('collect-compile-link');
    const assets = await assetsPromise;
    lap('assets');
    const htmlByRoute = renderSite(model, assets);
    lap('render');
    emitSite(staging, model, htmlByRoute);
    const problems = checkRenderedLinks(htmlByRoute, new Set(listFiles(staging.dir, '')));
    if (problems.length > 0) throw new BuildError(problems);
    lap('emit');
    swapIntoPlace(staging, outDir);
    options.logger?.info(`built ${htmlByRoute.size} pages into ${path.relative(process.cwd(), outDir) || outDir}`);
    return { outDir, pages: htmlByRoute.size, timings };
  } catch (error) {
    discardStaging(staging);
    throw error;
  }
}
