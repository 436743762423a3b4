/**
 * The build's side of archived versions: which ones are reused from the cache, where the pages of
 * the others are written (their cache entry, with version-link tokens), and how every entry is
 * copied into the site with this build's links filled in.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Project } from '../../config/load.ts';
import { versionRoutesOf } from '../render/render-site.ts';
import type { SearchIndexer } from '../search/index-site.ts';
import type { VersionSite } from '../site-model.ts';
import { entryRoutes, installVersionEntry, openVersionEntry, removeUnfinishedEntries, sharedCacheKey, startVersionEntry, versionCacheKey, versionCacheRoot, type VersionEntry } from './version-cache.ts';
import { docsBaseOf, fillVersionHrefs, type VersionRoutes } from './version-links.ts';

export type VersionStatus = 'built' | 'reused';

export interface ArchivedVersions {
  /** Versions whose cached output is reused (not to be loaded). */
  reuse: ReadonlySet<string>;
  status: Record<string, VersionStatus>;
  /** Every version in menu order, Next first. */
  menu: { name: string; label: string }[];
  /** Routes of archived versions known so far (all reused ones; built ones once loaded). */
  routes: Map<string, VersionRoutes>;
  /** Records a loaded archived version's routes (for Next's version menu). */
  loaded(version: VersionSite): void;
  /** Writes a page of a version being built into its cache entry. */
  write(version: string, route: string, html: string): void;
  has(version: string, route: string): boolean;
  /** Completes a built version's entry: its other files (sidebar JSON, images, data files) and search indexes. */
  finish(version: VersionSite, otherFiles: Map<string, string>, search: SearchIndexer | undefined): Promise<void>;
  /** Copies every archived version into the site folder, links resolved against Next's routes; returns the pages copied. */
  install(siteDir: string, next: VersionRoutes, onPage: (route: string, html: string) => void): number;
}

/** Looks every archived version up in the cache (keyed by its files, the engine, the config and whether search is on). */
export function planArchivedVersions(project: Project, engineRoot: string, options: { search: boolean }): ArchivedVersions {
  const { archivedVersions } = project.config;
  const cacheRoot = versionCacheRoot(project);
  if (archivedVersions.length > 0) removeUnfinishedEntries(cacheRoot);
  const shared = archivedVersions.length > 0 ? `${sharedCacheKey(project, engineRoot)} search=${options.search}` : '';
  const entries = new Map<string, VersionEntry>(archivedVersions.map((v) => [v.name, openVersionEntry(cacheRoot, v.name, versionCacheKey(project, v, shared))]));
  const writers = new Map<string, ReturnType<typeof startVersionEntry>>();
  const routes = new Map<string, VersionRoutes>();
  const status: Record<string, VersionStatus> = {};
  for (const entry of entries.values()) {
    status[entry.name] = entry.meta ? 'reused' : 'built';
    if (entry.meta) routes.set(entry.name, entryRoutes(entry.meta));
  }
  const writerOf = (name: string) => {
    let writer = writers.get(name);
    if (!writer) writers.set(name, (writer = startVersionEntry(cacheRoot, entries.get(name)!)));
    return writer;
  };
  return {
    reuse: new Set([...entries.values()].filter((e) => e.meta).map((e) => e.name)),
    status,
    menu: [{ name: 'current', label: project.config.currentVersionLabel }, ...archivedVersions.map((v) => ({ name: v.name, label: v.name }))],
    routes,
    loaded: (version) => void routes.set(version.name, versionRoutesOf(version)),
    write: (version, route, html) => writerOf(version).write(route, html),
    has: (version, route) => writerOf(version).has(route),
    async finish(version, otherFiles, search) {
      const writer = writerOf(version.name);
      const put = (route: string, text: string): void => {
        const file = path.join(writer.files, route.slice(1));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
      };
      for (const [route, text] of otherFiles) put(route, text);
      for (const [route, text] of version.dataFiles) put(route, text);
      for (const asset of version.assets) cpSync(asset.source, path.join(writer.files, asset.route.slice(1)));
      if (search) await search.finishArchived(writer.files, version);
      const pages = version.pages.map((p) => p.route).filter((route) => writer.has(route));
      const routesOf = versionRoutesOf(version);
      entries.set(version.name, writer.commit({ name: version.name, label: version.label, routes: [...routesOf.routes], pages }));
    },
    install(siteDir, next, onPage) {
      const all = new Map<string, VersionRoutes>([['current', next], ...routes]);
      let pages = 0;
      for (const entry of entries.values()) {
        const base = docsBaseOf(entry.name, true);
        pages += installVersionEntry(entry, siteDir, (html, route) => fillVersionHrefs(html, route, base, all), onPage);
      }
      return pages;
    },
  };
}
