/**
 * Markdown twins of generated pages kept between builds (`twins.json`), keyed by what the
 * conversion reads: the page's body HTML, title and description fields, its route, the site URL
 * and the routes that have twins (links to them become `.md`). Kinds whose pages are not in the
 * reference cache (cheap to generate, but their twins are not) reuse their twins this way.
 */
import path from 'node:path';
import { z } from 'zod';
import { readEntry, sha, writeEntry } from './store.ts';

const StoreSchema = z.object({ engine: z.string(), twins: z.record(z.string(), z.string()) });

export interface TwinCache {
  /** Key of a page's twin; `routesKey` is `sha` of the batch's twin routes, hashed once per batch. */
  keyOf(routesKey: string, page: { route: string; bodyHtml: string; head: unknown }): string;
  get(key: string): string | undefined;
  set(key: string, markdown: string): void;
  save(): void;
}

export function openTwinCache(dir: string, engine: string): TwinCache {
  const file = path.join(dir, 'twins.json');
  const stored = readEntry(file, StoreSchema);
  const old = stored?.engine === engine ? stored.twins : {};
  const used = new Map<string, string>();
  let changed = false;
  return {
    keyOf: (routesKey, page) => sha(routesKey, page.route, JSON.stringify(page.head), page.bodyHtml),
    get(key) {
      const markdown = used.get(key) ?? old[key];
      if (markdown !== undefined) used.set(key, markdown);
      return markdown;
    },
    set(key, markdown) {
      used.set(key, markdown);
      changed = true;
    },
    save() {
      if (changed || used.size !== Object.keys(old).length) writeEntry(file, { engine, twins: Object.fromEntries(used) });
    },
  };
}
