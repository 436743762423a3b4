import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { archivedSearchBase, bundlePartRoute, GENERATED_BUNDLE_ROUTE, MORE_NAMES_ROUTE, NAMES_INDEX_ROUTE, searchFilesOf } from '../../shared/search-names.ts';
import { DEFAULT_PAGES_PER_BUNDLE } from '../../config/site-config.ts';
import type { SearchBundleCache } from '../cache/search-cache.ts';
import type { StagingDir } from '../emit/write-site.ts';
import { BuildError, type Problem } from '../errors.ts';
import { isSearchablePage } from '../model/site.ts';
import type { VersionSite } from '../site-model.ts';
import { buildNamesIndex } from './names-index.ts';
import { readSearchKeywords } from './search-keywords.ts';

export interface SearchIndexReport {
  /** Pages in the Pagefind indexes. */
  pages: number;
  /** Of those, pages in a bundle reused from the build cache (not indexed again). */
  reused?: number;
  /** Entries of the names index. */
  names: number;
  /** Bundles of Next (the main one, its further parts, the generated pages'); absent for an archived version. */
  bundles?: number;
}

/** Feeds rendered pages to Pagefind as they are written, then writes every bundle. */
export interface SearchIndexer {
  /**
   * Hands one rendered page to Pagefind (it indexes in its own processes while the build goes on);
   * pages of an archived version go to that version's own index, Next's hand-written pages to the
   * bundle their route hashes to (`bundleOf`; one unless the site is large). Next's pages generated from
   * reference data (`generated`) go to a second bundle, `/pagefind-generated/`, which the browser
   * merges with the first: it is reused from the build cache while those pages stay the same.
   */
  add(route: string, html: string, version?: string, generated?: boolean): void;
  /**
   * Writes an archived version's indexes into `dir` (a folder laid out like the site root:
   * `search/{name}/names.json`, `search/{name}/pagefind/`). Call before `finish`, which stops Pagefind.
   */
  finishArchived(dir: string, version: VersionSite): Promise<SearchIndexReport>;
  /**
   * Once every page of Next has been added: waits until Pagefind has taken them in, starts every
   * bundle writing at once (`/pagefind/`, its further parts, the generated pages') into the staging
   * folder, and writes `/search/names.json`. Resolves as soon as the writing has begun, with
   * `written`, which settles when it is done and every Pagefind process stopped: the build goes on
   * meanwhile and awaits it before the swap.
   */
  finish(staging: StagingDir, latest: VersionSite): Promise<{ written: Promise<SearchIndexReport> }>;
  /** Stops every Pagefind process (after a failed build). */
  close(): Promise<void>;
}

export interface SearchIndexerOptions {
  /** Where bundles of the generated pages are kept between builds (absent: indexed every time). */
  cache?: SearchBundleCache;
  /**
   * How many hand-written pages Next has (its content files, counted before they compile): past
   * `pagesPerBundle` they are split among several bundles (see `bundleCount`).
   */
  expectedPages?: number;
  /** @default DEFAULT_PAGES_PER_BUNDLE (the site config's `search.pagesPerBundle`) */
  pagesPerBundle?: number;
  /** `{dataDir}/search-keywords.yaml` (absolute) and how to name it in problems; read when it exists. */
  keywordsFile?: { file: string; displayPath: string };
}

/** Extra keywords for Next's pages, or a BuildError naming every bad entry. */
function extraKeywords(options: SearchIndexerOptions, version: VersionSite): Map<string, string[]> {
  if (!options.keywordsFile) return new Map();
  const problems: Problem[] = [];
  const routes = new Set(version.pages.filter(isSearchablePage).map((p) => p.route));
  const keywords = readSearchKeywords(options.keywordsFile.file, options.keywordsFile.displayPath, routes, problems);
  if (problems.length > 0) throw new BuildError(problems);
  return keywords;
}

/*
 * Why Next's hand-written pages may be split among bundles (`search.pagesPerBundle` in the site
 * config, DEFAULT_PAGES_PER_BUNDLE by default): Pagefind writes a bundle on one thread after its
 * last page, in more than linear time (bench corpus: 1.1 s for 1,000 pages, 7.2 s for 5,000,
 * 13.3 s for 10,000), so on a large site it is the build's tail. Each bundle has a Pagefind
 * process of its own and they are written at once, on as many cores as there are (10,000 pages in
 * two bundles: 8.6 s). A reader's query then fetches one more index chunk per further bundle (and
 * each bundle's small entry and metadata files once); the WebAssembly is loaded once, and a
 * result's fragment comes from its own bundle as before.
 */
/** At most this many bundles of Next's hand-written pages (a query asks each of them). */
export const MAX_BUNDLE_PARTS = 4;

/** How many bundles `pages` hand-written pages are split among: one up to `perBundle`, at most MAX_BUNDLE_PARTS. */
export function bundleCount(pages: number, perBundle = DEFAULT_PAGES_PER_BUNDLE): number {
  return Math.min(MAX_BUNDLE_PARTS, Math.max(1, Math.ceil(pages / perBundle)));
}

/**
 * Which of `count` bundles a page goes to, from its route alone (FNV-1a): the same on every
 * machine and in every order the pages compile in, and unchanged when other pages come and go.
 */
export function bundleOf(route: string, count: number): number {
  if (count <= 1) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < route.length; i++) hash = Math.imul(hash ^ route.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % count;
}

type PagefindApi = typeof pagefind;

/**
 * Pagefind's Node API with a process of its own. The package runs one service process per
 * instance of its module, and an ES module imported under another URL (here with a query) is a
 * separate instance: so each bundle is indexed and written by its own process, in parallel.
 */
function separatePagefind(name: string): Promise<PagefindApi> {
  return import(/* @vite-ignore */ `${import.meta.resolve('pagefind')}?bundle=${name}`) as Promise<PagefindApi>;
}

/**
 * Takes out of a bundle the browser merges into the main one what only a main bundle is read for:
 * Pagefind's scripts, its UI's stylesheets and its WebAssembly (a merged bundle is searched with
 * the main one's, see the search island). Left: the entry file, the metadata and the index,
 * fragment and filter chunks: 620 KB a bundle (Pagefind 1.6) that no reader would fetch.
 */
export function pruneMergedBundle(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /\.(?:js|css|pagefind)$/.test(entry.name)) rmSync(path.join(dir, entry.name));
  }
}

function failure(error: unknown): BuildError {
  return new BuildError([{ code: 'SEARCH_INDEX_FAILED', message: `Pagefind could not index the site: ${(error as Error).message}` }]);
}

/**
 * The search stage. Pagefind indexes each page's HTML (only what the layout marks
 * `data-pagefind-body`, with the filters it declares) while the rest of the build runs; at the
 * end the index goes to `/pagefind/` and the names index of the latest version to
 * `/search/names.json` (with GraphQL fields apart in `/search/names-more.json`).
 */
export async function startSearchIndexer(options: SearchIndexerOptions = {}): Promise<SearchIndexer> {
  const index = await newIndex(pagefind).catch((error: unknown) => {
    throw failure(error);
  });
  // Every other process started (further parts, the generated pages' bundle): each is stopped with the main one.
  const processes: Promise<PagefindApi>[] = [];
  const ownProcess = (name: string): Promise<PagefindApi> => {
    const api = separatePagefind(name);
    processes.push(api);
    return api;
  };
  const stopAll = async (): Promise<void> => {
    await Promise.all([pagefind.close(), ...processes.map((api) => api.then((a) => a.close()).catch(() => undefined))]);
  };
  // Next's hand-written pages: the main bundle and, for a large site, further parts (see bundleCount).
  const parts = Array.from({ length: bundleCount(options.expectedPages ?? 0, options.pagesPerBundle) }, (_, k) => {
    const partIndex = k === 0 ? Promise.resolve(index) : ownProcess(`part-${k + 1}`).then(newIndex);
    // A part that fails to start fails the pages sent to it and its write; unused, it must not crash the build.
    partIndex.catch(() => undefined);
    return { index: partIndex, pending: [] as Promise<{ errors: string[] }>[], pages: 0 };
  });
  const generated = searchBundlePart('generated', options.cache, () => ownProcess('generated').then(newIndex));
  // One more index per archived version, so search on its pages finds only that version.
  const archived = new Map<string, { index: Promise<pagefind.PagefindIndex>; pending: Promise<{ errors: string[] }>[]; pages: number }>();
  const archivedIndex = (version: string) => {
    let entry = archived.get(version);
    if (!entry) {
      archived.set(version, (entry = { index: newIndex(pagefind), pending: [], pages: 0 }));
    }
    return entry;
  };
  const sendTo = (entry: (typeof parts)[number], route: string, content: string): void => {
    entry.pages += 1;
    entry.pending.push(entry.index.then((ix) => ix.addHTMLFile({ url: route, content })).catch(failedAt(route)));
  };
  return {
    add(route, html, version = 'current', isGenerated = false) {
      // Only searchable pages carry the body marker; others are left out early.
      if (!html.includes('data-pagefind-body')) return;
      const content = searchDocument(html);
      if (version !== 'current') sendTo(archivedIndex(version), route, content);
      else if (isGenerated) generated.add(route, content);
      else sendTo(parts[bundleOf(route, parts.length)]!, route, content);
    },
    async finishArchived(dir, version) {
      try {
        const entry = archivedIndex(version.name);
        const problems = (await Promise.all(entry.pending)).flatMap((a) => a.errors);
        if (problems.length > 0) throw new Error(problems.join('; '));
        const files = searchFilesOf(archivedSearchBase(version.name));
        const { index: names, more } = buildNamesIndex(version);
        for (const [route, data] of [[files.names, names], [files.more, more]] as const) {
          mkdirSync(path.dirname(path.join(dir, route)), { recursive: true });
          writeFileSync(path.join(dir, route), JSON.stringify(data));
        }
        const written = await (await entry.index).writeFiles({ outputPath: path.join(dir, path.dirname(files.pagefind)) });
        if (written.errors.length > 0) throw new Error(written.errors.join('; '));
        return { pages: entry.pages, names: names.names.length + names.pages.length + more.names.length };
      } catch (error) {
        throw failure(error);
      }
    },
    async finish(staging, latest) {
      const fail = async (error: unknown): Promise<never> => {
        await stopAll();
        throw error instanceof BuildError ? error : failure(error);
      };
      let writes: Promise<unknown>[], second: Promise<{ pages: number; reused: boolean }>, namesCount: number, bundles: { part: (typeof parts)[number]; route: string; merged: boolean }[];
      try {
        const keywords = extraKeywords(options, latest);
        const added = await Promise.all(parts.flatMap((part) => part.pending));
        const problems = added.flatMap((a) => a.errors);
        if (problems.length > 0) throw new Error(problems.join('; '));
        // Every bundle is written by its own process, all at once; the names index is made here
        // meanwhile. One turn of the event loop lets every request go out first.
        second = generated.finish(path.join(staging.dir, GENERATED_BUNDLE_ROUTE.slice(1)));
        // A part no page fell into (a few pages over the threshold) is left out, not written empty.
        bundles = parts.map((part, k) => ({ part, route: k === 0 ? '/pagefind/' : bundlePartRoute(k + 1), merged: k > 0 })).filter(({ part, merged }) => !merged || part.pages > 0);
        writes = [
          second,
          ...bundles.map(({ part, route, merged }) => {
            const dir = path.join(staging.dir, route.slice(1, -1));
            return part.index
              .then((ix) => ix.writeFiles({ outputPath: dir }))
              .then((result) => {
                if (result.errors.length > 0) throw new Error(result.errors.join('; '));
                if (merged) pruneMergedBundle(dir);
              });
          }),
        ];
        for (const p of writes) p.catch(() => undefined); // awaited in `written`
        await new Promise((resolve) => setImmediate(resolve));
        const { index: names, more } = buildNamesIndex(latest, keywords);
        if (generated.pages > 0) names.mergedBundles = [GENERATED_BUNDLE_ROUTE];
        if (bundles.length > 1) names.bundleParts = bundles.slice(1).map(({ route }) => route);
        staging.write(NAMES_INDEX_ROUTE.slice(1), JSON.stringify(names));
        staging.write(MORE_NAMES_ROUTE.slice(1), JSON.stringify(more));
        namesCount = names.names.length + names.pages.length + more.names.length;
      } catch (error) {
        return fail(error);
      }
      const written = (async (): Promise<SearchIndexReport> => {
        try {
          await Promise.all(writes);
          const bundle = await second;
          await stopAll();
          const pages = parts.reduce((n, part) => n + part.pages, 0);
          return { pages: pages + bundle.pages, reused: bundle.reused ? bundle.pages : 0, names: namesCount, bundles: bundles.length + (bundle.pages > 0 ? 1 : 0) };
        } catch (error) {
          return fail(error);
        }
      })();
      written.catch(() => undefined); // the build awaits it after its other last steps
      return { written };
    },
    close: stopAll,
  };
}

/** A new index in the process of `api` (Next's main bundle, a part of it, an archived version's, the generated pages'). */
function newIndex(api: PagefindApi): Promise<pagefind.PagefindIndex> {
  return api.createIndex({ forceLanguage: 'en' }).then((r) => {
    if (!r.index) throw new Error(r.errors.join('; ') || 'Pagefind did not start');
    return r.index;
  });
}

/** Caught at once: after a failed build the service is closed while pages are in flight. */
function failedAt(route: string): (error: unknown) => { errors: string[] } {
  return (error) => ({ errors: [`${route}: ${(error as Error).message}`] });
}

/**
 * What Pagefind is sent for a page: its main element (see `mainForPagefind`) with what Pagefind
 * would throw away taken out first (see `slimForPagefind`).
 */
export function searchDocument(html: string): string {
  return slimForPagefind(mainForPagefind(html));
}

/** A page's `<main>` (the element marked `data-pagefind-body`) alone, as a document of its own. */
export function mainForPagefind(html: string): string {
  // Pagefind reads only the marked main element: sending just that (not the navbar and
  // sidebar around it) halves what crosses to its process and what the build holds meanwhile.
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const found = start !== -1 && end > start;
  // Boxes written next to each other without whitespace: Pagefind starts a new word only at the
  // elements it treats as blocks (p, div, li, headings, …), so it would run their words together
  // ("TypeWhat it checks", a code title and the code's first word, a field name and its
  // "Required" badge); each gets a separating space.
  const main = (found ? html.slice(start, end + 7) : html).replace(SEPARATE_WORDS, '$& ');
  return found ? `<!doctype html><html lang="en"><body>${main}</body></html>` : main;
}

/**
 * Where a search document needs a space so two words stay two: after the end of a cell, item,
 * code title, code block, summary, button or option followed at once by a tag, and between inline
 * code and the badge after it.
 */
const SEPARATE_WORDS = /<\/(?:th|td|li|dt|dd|figcaption|pre|summary|button|option)>(?=<[a-z])|<\/code>(?=<span class="badge")/g;

/** An element the layout marks `data-pagefind-ignore`, by its opening tag. */
const IGNORED_ELEMENT = /<([a-z][a-z0-9]*)\b[^>]*\sdata-pagefind-ignore\b[^>]*>/g;
/** An opening tag of the given element name, one pattern per name. */
const openingTags = new Map<string, RegExp>();

/**
 * Removes from a search document what cannot change Pagefind's index, so that about half as many
 * bytes are encoded, piped to its process and parsed there (the documents of the 1,000-page
 * corpus go from 18.5 MB to 8.6 MB; the bundle Pagefind writes is byte for byte the same, which
 * index-site.test.ts checks):
 *
 * - elements marked `data-pagefind-ignore` (breadcrumbs, table of contents, feedback form,
 *   footer), cut whole when nothing inside carries a `data-pagefind-*` attribute (a filter or
 *   meta in there still counts) and no element of the same name is nested in them (where the
 *   first closing tag would not be theirs); any other is left for Pagefind to skip;
 * - the highlighter's `<span>` tags inside `<pre>` (the text between them stays as it is);
 * - `class` and `style` attributes, which Pagefind never reads (only inside tags: text that
 *   shows such an attribute, escaped, is untouched).
 */
export function slimForPagefind(doc: string): string {
  let kept = '';
  let from = 0;
  IGNORED_ELEMENT.lastIndex = 0;
  for (let open = IGNORED_ELEMENT.exec(doc); open; open = IGNORED_ELEMENT.exec(doc)) {
    const tag = open[1]!;
    const close = doc.indexOf(`</${tag}>`, IGNORED_ELEMENT.lastIndex);
    if (close === -1) continue;
    const inner = doc.slice(IGNORED_ELEMENT.lastIndex, close);
    let nested = openingTags.get(tag);
    if (!nested) openingTags.set(tag, (nested = new RegExp(`<${tag}[\\s>/]`)));
    if (inner.includes('data-pagefind-') || nested.test(inner)) continue;
    kept += doc.slice(from, open.index);
    from = close + tag.length + 3;
    IGNORED_ELEMENT.lastIndex = from;
  }
  kept += doc.slice(from);
  return kept
    .replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, (pre) => pre.replace(/<\/?span\b[^>]*>/g, ''))
    .replace(/<[a-z][^>]*\s(?:class|style)="[^>]*>/g, (tag) => tag.replace(/\s(?:class|style)="[^"]*"/g, ''));
}

/**
 * One part of Next's index kept as its own Pagefind bundle and reused from the build cache. While
 * every page sent so far matches the stored bundle (same route, same document hash) the pages are
 * only held (about 8 MB of documents for the real site's generated pages); the first one that does not starts a fresh index with everything held so far, and
 * the rest stream to it. At the end a bundle whose pages all matched, none missing, is copied
 * from the cache; otherwise Pagefind writes it and the cache keeps it for the next build.
 */
export function searchBundlePart(part: string, cache: SearchBundleCache | undefined, createIndex: () => Promise<pagefind.PagefindIndex> = () => newIndex(pagefind)) {
  const stored = cache?.stored(part);
  const hashes = new Map<string, string>();
  let held: { url: string; content: string }[] | undefined = stored ? [] : undefined;
  let index: Promise<pagefind.PagefindIndex> | undefined;
  const pending: Promise<{ errors: string[] }>[] = [];
  const send = (doc: { url: string; content: string }): void => {
    index ??= createIndex();
    pending.push(index.then((ix) => ix.addHTMLFile(doc)).catch(failedAt(doc.url)));
  };
  const stopHolding = (): void => {
    for (const doc of held ?? []) send(doc);
    held = undefined;
  };
  return {
    /** Pages added so far. */
    get pages(): number {
      return hashes.size;
    },
    add(url: string, content: string): void {
      // Without a cache nothing reads the hashes: only the pages are counted.
      const hash = cache ? createHash('sha1').update(content).digest('base64url') : '';
      hashes.set(url, hash);
      if (held && stored?.get(url) === hash) held.push({ url, content });
      else {
        stopHolding();
        send({ url, content });
      }
    },
    /** Writes the bundle into `dir` (nothing when the part has no pages). */
    async finish(dir: string): Promise<{ pages: number; reused: boolean }> {
      if (hashes.size === 0) return { pages: 0, reused: false };
      if (held && hashes.size === stored!.size && cache!.restore(part, dir)) return { pages: hashes.size, reused: true };
      stopHolding();
      const problems = (await Promise.all(pending)).flatMap((a) => a.errors);
      if (problems.length > 0) throw new Error(problems.join('; '));
      const written = await (await index!).writeFiles({ outputPath: dir });
      if (written.errors.length > 0) throw new Error(written.errors.join('; '));
      pruneMergedBundle(dir); // merged into the main bundle in the browser
      cache?.save(part, dir, hashes);
      return { pages: hashes.size, reused: false };
    },
  };
}
