import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Redirects } from '../../config/redirects.ts';
import { splitHref } from '../../shared/routes.ts';
import type { Problem } from '../errors.ts';
import type { SitePage } from '../model/site.ts';

/** Where the redirects are written, for messages: `redirects.ts` when the project has one. */
export interface RedirectsSource {
  /** File named in messages (relative to the project root). */
  file: string;
  /** Its text, to find the line of each old route; absent when unreadable. */
  text?: string;
}

/** `redirects.ts` at the project root when present (`site.config.ts` imports it), else the site config. */
export function findRedirectsSource(root: string): RedirectsSource {
  for (const name of ['redirects.ts', 'site.config.ts', 'site.config.json']) {
    const abs = path.join(root, name);
    if (existsSync(abs)) return { file: name, text: readFileSync(abs, 'utf8') };
  }
  return { file: 'site.config.ts' };
}

function lineOf(source: RedirectsSource, route: string): number | undefined {
  if (!source.text) return undefined;
  const lines = source.text.split('\n');
  const index = lines.findIndex((line) => line.includes(`'${route}'`) || line.includes(`"${route}"`));
  return index === -1 ? undefined : index + 1;
}

/**
 * One redirect page per configured old route, after checking the map against the site: the old
 * route must not be a page, the target (followed through other redirects, so no reader takes two
 * hops) must be a page or a served file, and its `#fragment` an id on that page.
 */
export function redirectPages(redirects: Redirects, pages: readonly SitePage[], files: ReadonlySet<string>, source: RedirectsSource): { pages: SitePage[]; problems: Problem[] } {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  // Redirects the site makes itself (`/docs`) count as hops too.
  const hops = new Map<string, string>([...pages.filter((p) => p.kind === 'redirect' && p.redirectTo).map((p): [string, string] => [p.route, p.redirectTo!]), ...Object.entries(redirects)]);
  const problems: Problem[] = [];
  const made: SitePage[] = [];
  for (const [from, to] of Object.entries(redirects)) {
    const where = { code: 'REDIRECT_INVALID' as const, file: source.file, line: lineOf(source, from) };
    const existing = byRoute.get(from);
    if (existing && existing.kind !== 'redirect') {
      problems.push({ ...where, message: `redirect from ${from}: that route is a page (${existing.file ?? existing.title})`, hint: `Remove the ${from} entry from ${source.file}: readers already find the page there. Or move or delete the page first.` });
      continue;
    }
    if (existing || files.has(from)) {
      problems.push({ ...where, message: `redirect from ${from}: the site already has ${existing ? 'a redirect' : 'a file'} at that route`, hint: `Remove the ${from} entry from ${source.file}.` });
      continue;
    }
    // Follow the chain, keeping the first fragment given.
    let { path: target, hash } = splitHref(to);
    const seen = new Set([from]);
    let cycle = false;
    while (hops.has(target)) {
      if (seen.has(target)) {
        cycle = true;
        break;
      }
      seen.add(target);
      const next = splitHref(hops.get(target)!);
      target = next.path;
      hash ||= next.hash;
    }
    if (cycle) {
      problems.push({ ...where, message: `redirect from ${from}: the redirects loop (${[...seen].join(' → ')} → ${target})`, hint: `Point ${from} in ${source.file} at the page readers should end on.` });
      continue;
    }
    const page = byRoute.get(target);
    if (!page && !files.has(target)) {
      problems.push({ ...where, code: 'REDIRECT_TARGET_MISSING', message: `redirect from ${from} to ${to}: no page or file has the route ${target}`, hint: `Point ${from} in ${source.file} at an existing route (see dist/page-index.json), or remove the entry.` });
      continue;
    }
    if (hash && (!page || !page.ids.has(hash))) {
      problems.push({ ...where, code: 'REDIRECT_TARGET_MISSING', message: `redirect from ${from} to ${to}: ${target} has no element with id "${hash}"`, hint: `Use an id that exists on ${target} (its headings are listed in its table of contents), or drop the #fragment.` });
      continue;
    }
    const redirectTo = hash ? `${target}#${hash}` : target;
    const title = page?.title ?? target;
    made.push({ kind: 'redirect', id: `redirect:${from}`, route: from, title, description: `This address moved to ${title}.`, sidebarLabel: title, version: 'current', headings: [], ids: new Set(), links: [], redirectTo });
  }
  return { pages: made, problems };
}

/** `/_redirects` in Netlify's format (also read by Cloudflare Pages): `/old /new 301` per redirect page. */
export function renderRedirectsFile(pages: readonly SitePage[]): string {
  const lines = pages.filter((p) => p.kind === 'redirect' && p.redirectTo).map((p) => `${p.route} ${p.redirectTo} 301`);
  return `# Moved pages: old route, new route, HTTP status. Each old route also has a page that redirects without server support.\n${lines.join('\n')}\n`;
}
