/**
 * Links between versions: the same page in another version, or its nearest parent there.
 *
 * Pages of archived versions are built once and reused (see version-cache.ts), while the route set
 * of Next changes with every build. So an archived page never has another version's href baked in:
 * it carries a token (`versionHrefToken`) that `fillVersionHrefs` replaces when the page is copied
 * into the site, from the route sets of this build.
 */

/** What a version offers to links from other versions. */
export interface VersionRoutes {
  /** `current` for Next, else the archived version's name. */
  name: string;
  label: string;
  /** Route prefix of its docs: `/docs` or `/docs/1.6.0`. */
  docsBase: string;
  routes: ReadonlySet<string>;
  /** Where a reader lands when no parent of the page exists there. */
  start: string;
}

/** Route prefix of a version's docs. */
export function docsBaseOf(name: string, archived: boolean): string {
  return archived ? `/docs/${name}` : '/docs';
}

/** The start page of a version: its introduction when it has one, else its first doc. */
export function versionStart(docsBase: string, routes: Iterable<string>): string {
  const list = [...routes];
  const intro = `${docsBase}/introduction`;
  if (list.includes(intro)) return intro;
  return list.filter((r) => r.startsWith(`${docsBase}/`)).sort()[0] ?? docsBase;
}

/**
 * The page at `route` (a route of the version based at `fromBase`) in `target`: the same path when
 * it exists there, else the nearest parent path that does, else the target's start page.
 */
export function resolveVersionHref(route: string, fromBase: string, target: VersionRoutes): string {
  if (route !== fromBase && !route.startsWith(`${fromBase}/`)) return target.start;
  const parts = route.slice(fromBase.length).split('/').filter(Boolean);
  for (let n = parts.length; n > 0; n -= 1) {
    const candidate = `${target.docsBase}/${parts.slice(0, n).join('/')}`;
    if (target.routes.has(candidate)) return candidate;
  }
  return target.start;
}

/** Placeholder written instead of the href to a version (names are `[A-Za-z0-9._-]`, so `~` cannot occur in them). */
export function versionHrefToken(name: string): string {
  return `~version-href~${name}~`;
}

const TOKEN = /~version-href~([A-Za-z0-9._-]+)~/g;

/**
 * Replaces every version token in a page of the version based at `fromBase`. Throws on a token
 * for an unknown version, which would mean a cached page outlived its list of versions.
 */
export function fillVersionHrefs(html: string, route: string, fromBase: string, versions: ReadonlyMap<string, VersionRoutes>): string {
  return html.replace(TOKEN, (_, name: string) => {
    const target = versions.get(name);
    if (!target) throw new Error(`page ${route} links to an unknown version ${name}`);
    return resolveVersionHref(route, fromBase, target);
  });
}

/** A version's entry in the menu of every page, as the builder knows it before rendering. */
export interface MenuLink {
  name: string;
  label: string;
  href: string;
  current: boolean;
}

/** What the layout of one version gets about the others. */
export interface VersionLinker {
  /** For an archived page: the same page in Next, or its nearest parent there. */
  latestHref?(route: string): string;
  /** The version menu of a page (absent when Next is the only version). */
  menu?(route: string): MenuLink[];
}

/**
 * Links of an archived version's pages: tokens, filled when the page is copied into the site
 * (`fillVersionHrefs`), so a cached page follows Next's routes of each build. `all` lists every
 * version in menu order (Next first); it is part of the cache key.
 */
export function tokenLinker(name: string, all: { name: string; label: string }[]): VersionLinker {
  return {
    latestHref: () => versionHrefToken('current'),
    menu: (route) => all.map((v) => ({ name: v.name, label: v.label, current: v.name === name, href: v.name === name ? route : versionHrefToken(v.name) })),
  };
}

/** Links resolved at once, from every version's routes (Next's pages in a build, every page in the dev server). */
export function directLinker(name: string, all: VersionRoutes[]): VersionLinker {
  const self = all.find((v) => v.name === name);
  const next = all.find((v) => v.name === 'current');
  if (!self) throw new Error(`unknown version ${name}`);
  return {
    latestHref: name !== 'current' && next ? (route) => resolveVersionHref(route, self.docsBase, next) : undefined,
    menu:
      all.length > 1
        ? (route) => all.map((v) => ({ name: v.name, label: v.label, current: v.name === name, href: v.name === name ? route : resolveVersionHref(route, self.docsBase, v) }))
        : undefined,
  };
}
