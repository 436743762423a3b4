import { markdownTwinRoute } from '../../shared/markdown-twin.ts';
import type { CompilePool } from '../compile/pool.ts';
import type { SitePage } from '../model/site.ts';
import type { HtmlTwinBatch } from './html-twin.ts';
import { activeBuildCache } from '../cache/build-cache.ts';
import { sha } from '../cache/store.ts';

/** Twins of generated pages in the making: `add` as each reference handler returns, `done` before the pages are rendered. */
export interface GeneratedTwins {
  add(pages: readonly SitePage[]): void;
  /** Resolves once every page added has its `SitePage.markdown`, with the time spent converting (ms, summed over threads). */
  done(): Promise<number>;
}

/**
 * Makes the Markdown twins of generated pages from their rendered bodies (`html-twin.ts`). With a
 * compile pool, each handler's pages go to the worker threads as soon as they exist, so they are
 * converted while the main thread generates the next reference section and compiles the guides;
 * without one (small sites, tests), here and now. Links go to the `.md` of hand-written pages and
 * of generated pages known so far (a handler links only to pages of handlers before it, or its own).
 */
export function startGeneratedTwins(siteUrl: string, contentRoutes: Iterable<string>, pool?: CompilePool): GeneratedTwins {
  const twinRoutes = [...contentRoutes];
  const cache = activeBuildCache()?.twins;
  const pending: Promise<void>[] = [];
  let failure: unknown;
  let ms = 0;
  return {
    add(pages) {
      const twinned = pages.filter((p) => p.bodyHtml !== undefined && markdownTwinRoute(p));
      twinRoutes.push(...twinned.map((p) => p.route));
      // Pages from the reference cache come with the twin made when they were generated; others may find theirs in the twin cache.
      const routesKey = cache ? sha(siteUrl, twinRoutes.join('\n')) : '';
      const jobOf = (p: SitePage) => ({ route: p.route, bodyHtml: p.bodyHtml!, head: { title: p.title, description: p.description, edition: p.edition, stage: p.stage } });
      const keys = new Map<SitePage, string>();
      const withTwin = twinned.filter((p) => {
        if (p.markdown !== undefined || !cache) return p.markdown === undefined;
        const key = cache.keyOf(routesKey, jobOf(p));
        p.markdown = cache.get(key);
        keys.set(p, key);
        return p.markdown === undefined;
      });
      if (withTwin.length === 0) return;
      const batch: HtmlTwinBatch = { siteUrl, twinRoutes: [...twinRoutes], jobs: withTwin.map(jobOf) };
      const assign = (markdown: string[]): void =>
        withTwin.forEach((page, i) => {
          page.markdown = markdown[i];
          const key = keys.get(page);
          if (key && markdown[i] !== undefined) cache!.set(key, markdown[i]);
        });
      // A few pages (the rest came from the build cache) do not pay for starting threads.
      if (!pool || (pool.started === false && withTwin.length < 200)) {
        // The converter (parse5, hast-util-to-mdast) is loaded by the first site that has generated pages.
        const converted = import('./html-twin.ts').then(({ convertHtmlTwins }) => {
          const started = performance.now();
          assign(convertHtmlTwins(batch));
          ms += performance.now() - started;
        });
        pending.push(converted.catch((error: unknown) => void (failure ??= error)));
        return;
      }
      // Kept and rethrown by `done`, so a failed build does not also report an unhandled rejection.
      pending.push(pool.htmlTwins(batch).then((done) => ((ms += done.ms), assign(done.markdown)), (error: unknown) => void (failure ??= error)));
    },
    async done() {
      await Promise.all(pending);
      if (failure) throw failure;
      return Math.round(ms);
    },
  };
}
