/**
 * Route arithmetic shared by the build and the browser. Routes never end with a slash (except
 * `/`); pages are written to `{route}/index.html`.
 */

/** Lower-cased, dash-separated slug of a label: "API & SDKs" → "api-sdks". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Joins route segments and normalises slashes: ("/docs/", "a//b/") → "/docs/a/b". */
export function joinRoute(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/+/g, '/').replace(/\/$/, '');
  return joined.startsWith('/') ? joined || '/' : `/${joined}`;
}

/**
 * The doc id of a content file: its path under the content root without extension, with a
 * trailing `README`/`index` naming the folder. A front matter `id` replaces the last segment.
 */
export function docIdFromPath(relPath: string, idOverride?: string): string {
  const noExt = relPath.replace(/\\/g, '/').replace(/\.mdx?$/i, '');
  const segments = noExt.split('/');
  const last = segments[segments.length - 1] ?? '';
  if (/^(readme|index)$/i.test(last)) segments.pop();
  if (idOverride) {
    if (/^(readme|index)$/i.test(last)) segments.push(idOverride);
    else segments[segments.length - 1] = idOverride;
  }
  return segments.join('/');
}

/**
 * The route of a content file under `base` (for example `/docs`): the front matter `slug` when set
 * (absolute from `base` when it starts with `/`, else relative to the file's folder), otherwise the
 * lower-cased path without extension, `README`/`index` naming the folder.
 */
export function routeFromPath(relPath: string, base: string, slug?: string): string {
  const noExt = relPath.replace(/\\/g, '/').replace(/\.mdx?$/i, '');
  const segments = noExt.split('/');
  const last = segments.pop() ?? '';
  if (slug !== undefined) {
    return slug.startsWith('/') ? joinRoute(base, slug) : joinRoute(base, ...segments, slug);
  }
  if (!/^(readme|index)$/i.test(last)) segments.push(last);
  return joinRoute(base, ...segments).toLowerCase();
}

/** The output file of a route: `/docs/a` → `docs/a/index.html`, `/` → `index.html`. */
export function routeToFile(route: string): string {
  if (route === '/') return 'index.html';
  if (/\.[a-z0-9]+$/i.test(route)) return route.slice(1);
  return `${route.slice(1)}/index.html`;
}

/** Splits `/docs/a#b?c` into its route and fragment (query strings are dropped). */
export function splitHref(href: string): { path: string; hash: string } {
  const hashIndex = href.indexOf('#');
  const path = hashIndex === -1 ? href : href.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : decodeURIComponent(href.slice(hashIndex + 1));
  return { path: path.split('?')[0] ?? '', hash };
}

/** True for links that leave the site (`https:`, `mailto:` …). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
