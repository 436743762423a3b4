import { splitHref } from '../../shared/routes.ts';
import type { Problem } from '../errors.ts';
import type { SitePage } from '../model/site.ts';

/** The open-source page a cloud-only page points its readers to, ready to draw. */
export interface ResolvedOssAlternative {
  href: string;
  title: string;
  text?: string;
}

/** Looks pages up by doc id and by route, within one version. */
export interface PageLookup {
  byId: ReadonlyMap<string, SitePage>;
  byRoute: ReadonlyMap<string, SitePage>;
}

export function createPageLookup(pages: readonly SitePage[]): PageLookup {
  return { byId: new Map(pages.map((p) => [p.id, p])), byRoute: new Map(pages.map((p) => [p.route, p])) };
}

/**
 * Resolves a page's `oss_alternative` (a doc id, or a route starting with `/`, either with an
 * optional `#anchor`) to a link, or says what is wrong with it: no such page, a cloud-only target,
 * the page itself, or an anchor the target lacks (checked only once bodies are compiled).
 */
export function resolveOssAlternative(page: SitePage, lookup: PageLookup): { resolved?: ResolvedOssAlternative; problem?: Problem } {
  const alternative = page.ossAlternative;
  if (!alternative) return {};
  const where = { code: 'OSS_ALTERNATIVE_INVALID' as const, file: page.file ?? page.route, line: alternative.line };
  const { path, hash } = splitHref(alternative.link);
  const target = path.startsWith('/') ? lookup.byRoute.get(path.replace(/\/+$/, '') || '/') : lookup.byId.get(path);
  if (!target) {
    return { problem: { ...where, message: `oss_alternative "${alternative.link}": no page has this ${path.startsWith('/') ? 'route' : 'doc id'}` } };
  }
  if (target.edition === 'cloud') {
    return { problem: { ...where, message: `oss_alternative "${alternative.link}": ${target.route} is itself a cloud-only page` } };
  }
  if (target.route === page.route) {
    return { problem: { ...where, message: `oss_alternative "${alternative.link}" points at the page itself` } };
  }
  if (hash && target.ids.size > 0 && !target.ids.has(hash)) {
    return { problem: { ...where, message: `oss_alternative "${alternative.link}": ${target.route} has no element with id "${hash}"` } };
  }
  return { resolved: { href: hash ? `${target.route}#${hash}` : target.route, title: target.title, text: alternative.text } };
}

/** Every `oss_alternative` problem of a version's pages. */
export function checkOssAlternatives(pages: readonly SitePage[]): Problem[] {
  const lookup = createPageLookup(pages);
  return pages.flatMap((page) => resolveOssAlternative(page, lookup).problem ?? []);
}
