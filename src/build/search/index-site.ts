import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { archivedSearchBase, GENERATED_BUNDLE_ROUTE, MORE_NAMES_ROUTE, NAMES_INDEX_ROUTE, searchFilesOf } from '../../shared/search-names.ts';
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
}

/** Feeds rendered pages to Pagefind as they are written, then writes both indexes. */
export interface SearchIndexer {
  /**
   * Hands one rendered page to Pagefind (it indexes in its own process while the build goes on);
   * pages of an archived version go to that version's own index. Next's pages generated from
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
   * Once every page of Next has been added: waits until Pagefind has taken them in, starts it
   * writing `/pagefind/` (and the generated pages' bundle) into the staging folder, and writes
   * `/search/names.json`. Resolves as soon as the writing has begun, with `written`, which settles
   * when it is done and Pagefind stopped: the build goes on meanwhile and awaits it before the swap.
   */
  finish(staging: StagingDir, latest: VersionSite): Promise<{ written: Promise<SearchIndexReport> }>;
  /** Stops the Pagefind process (after a failed build). */
  close(): Promise<void>;
}

export interface SearchIndexerOptions {
  /** Where bundles of the generated pages are kept between builds (absent: indexed every time). */
  cache?: SearchBundleCache;
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
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw failure(new Error(errors.join('; ') || 'Pagefind did not start'));
  const pending: Promise<{ errors: string[] }>[] = [];
  let pages = 0;
  const generated = searchBundlePart('generated', options.cache);
  // One more index per archived version, so search on its pages finds only that version.
  const archived = new Map<string, { index: Promise<pagefind.PagefindIndex>; pending: Promise<{ errors: string[] }>[]; pages: number }>();
  const archivedIndex = (version: string) => {
    let entry = archived.get(version);
    if (!entry) {
      archived.set(version, (entry = { index: newIndex(), pending: [], pages: 0 }));
    }
    return entry;
  };
  return {
    add(route, html, version = 'current', isGenerated = false) {
      // Only searchable pages carry the body marker; others are left out early.
      if (!html.includes('data-pagefind-body')) return;
      const content = searchDocument(html);
      if (version === 'current') {
        if (isGenerated) return generated.add(route, content);
        pages += 1;
        pending.push(index.addHTMLFile({ url: route, content }).catch(failedAt(route)));
      } else {
        const entry = archivedIndex(version);
        entry.pages += 1;
        entry.pending.push(entry.index.then((ix) => ix.addHTMLFile({ url: route, content })).catch(failedAt(route)));
      }
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
        await pagefind.close();
        throw error instanceof BuildError ? error : failure(error);
      };
      let second: Promise<{ pages: number; reused: boolean }>, main: Promise<{ errors: string[] }>, namesCount: number;
      try {
        const keywords = extraKeywords(options, latest);
        const added = await Promise.all(pending);
        const problems = added.flatMap((a) => a.errors);
        if (problems.length > 0) throw new Error(problems.join('; '));
        // Both bundles are written side by side by the Pagefind process; the names index is made
        // here meanwhile. One turn of the event loop lets the second bundle's request go out too.
        second = generated.finish(path.join(staging.dir, GENERATED_BUNDLE_ROUTE.slice(1)));
        main = index.writeFiles({ outputPath: path.join(staging.dir, 'pagefind') });
        for (const p of [second, main]) p.catch(() => undefined); // awaited in `written`
        await new Promise((resolve) => setImmediate(resolve));
        const { index: names, more } = buildNamesIndex(latest, keywords);
        if (generated.pages > 0) names.mergedBundles = [GENERATED_BUNDLE_ROUTE];
        staging.write(NAMES_INDEX_ROUTE.slice(1), JSON.stringify(names));
        staging.write(MORE_NAMES_ROUTE.slice(1), JSON.stringify(more));
        namesCount = names.names.length + names.pages.length + more.names.length;
      } catch (error) {
        return fail(error);
      }
      const written = (async (): Promise<SearchIndexReport> => {
        try {
          const [bundle, result] = await Promise.all([second, main]);
          if (result.errors.length > 0) throw new Error(result.errors.join('; '));
          await pagefind.close();
          return { pages: pages + bundle.pages, reused: bundle.reused ? bundle.pages : 0, names: namesCount };
        } catch (error) {
          return fail(error);
        }
      })();
      written.catch(() => undefined); // the build awaits it after its other last steps
      return { written };
    },
    close: async () => {
      await pagefind.close();
    },
  };
}

/** A further index in the Pagefind process (an archived version's, or a bundle of part of Next's pages). */
function newIndex(): Promise<pagefind.PagefindIndex> {
  return pagefind.createIndex({ forceLanguage: 'en' }).then((r) => {
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
export function searchBundlePart(part: string, cache: SearchBundleCache | undefined) {
  const stored = cache?.stored(part);
  const hashes = new Map<string, string>();
  let held: { url: string; content: string }[] | undefined = stored ? [] : undefined;
  let index: Promise<pagefind.PagefindIndex> | undefined;
  const pending: Promise<{ errors: string[] }>[] = [];
  const send = (doc: { url: string; content: string }): void => {
    index ??= newIndex();
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
      cache?.save(part, dir, hashes);
      return { pages: hashes.size, reused: false };
    },
  };
}
