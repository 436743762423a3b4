import { markdownTwinRoute } from '../../shared/markdown-twin.ts';
import type { CompilePool } from '../compile/pool.ts';
import type { SitePage } from '../model/site.ts';
import { convertHtmlTwins, type HtmlTwinBatch } from './html-twin.ts';

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
  const pending: Promise<void>[] = [];
  let failure: unknown;
  let ms = 0;
  return {
    add(pages) {
      const withTwin = pages.filter((p) => p.bodyHtml !== undefined && markdownTwinRoute(p));
      twinRoutes.push(...withTwin.map((p) => p.route));
      if (withTwin.length === 0) return;
      const batch: HtmlTwinBatch = {
        siteUrl,
        twinRoutes: [...twinRoutes],
        jobs: withTwin.map((p) => ({ route: p.route, bodyHtml: p.bodyHtml!, head: { title: p.title, description: p.description, edition: p.edition, stage: p.stage } })),
      };
      const assign = (markdown: string[]): void => withTwin.forEach((page, i) => void (page.markdown = markdown[i]));
      if (!pool) {
        const started = performance.now();
        assign(convertHtmlTwins(batch));
        ms += performance.now() - started;
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
