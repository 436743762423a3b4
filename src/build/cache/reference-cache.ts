/**
 * Generated reference pages kept between builds, one entry per reference kind and docs base
 * (`reference-{base}-{kind}.json`), keyed by the kind's input folder (every file's bytes), the
 * engine hash, the docs base, the product name, the hand-written routes (connector pages link to
 * guides) and the key of the kind before it (later kinds link to earlier kinds' pages). The
 * pages are stored as generated, with their Markdown twins once made. The checks a kind offers
 * (code examples, URNs) are not stored as code: each verdict is remembered by the example's text
 * (`verdicts`), and an example never seen loads the kind's data to check it.
 */
import path from 'node:path';
import { z } from 'zod';
import type { SidebarItemInput } from '../../config/sidebar.ts';
import type { ExampleProblem } from '../model/example-problem.ts';
import type { ReferenceOutput, SearchName } from '../model/reference-handler.ts';
import type { SitePage } from '../model/site.ts';
import { createHash } from 'node:crypto';
import { hashTree, readEntry, sha, writeEntry } from './store.ts';

const ProblemListSchema = z.array(z.object({ message: z.string(), line: z.number().optional(), column: z.number().optional() }));

const PageSchema = z.looseObject({
  kind: z.enum(['doc', 'category-index', 'home', 'adoption-stories', 'not-found', 'redirect', 'search']),
  id: z.string(),
  route: z.string(),
  title: z.string(),
  description: z.string(),
  sidebarLabel: z.string(),
  version: z.string(),
  headings: z.array(z.object({ depth: z.number(), id: z.string(), text: z.string() })),
  ids: z.array(z.string()),
  links: z.array(z.looseObject({ href: z.string() })),
  bodyHtml: z.string().optional(),
  markdown: z.string().optional(),
});

const EntrySchema = z.object({
  key: z.string(),
  pages: z.array(PageSchema),
  sidebarItems: z.array(z.unknown()),
  searchNames: z.array(z.looseObject({ name: z.string(), route: z.string() })).optional(),
  dataFiles: z.array(z.tuple([z.string(), z.string()])).optional(),
  checkExample: z.boolean(),
  checkUrns: z.boolean(),
});

const VerdictsSchema = z.object({ key: z.string(), verdicts: z.record(z.string(), ProblemListSchema) });

/** The checks of a kind, made from its data without generating pages (used when an example has no stored verdict). */
export type ReferenceChecks = Pick<ReferenceOutput, 'checkExample' | 'checkUrns'>;

export interface ReferenceCache {
  /** The key of a kind's output, chained on the key of the kind generated before it. */
  keyOf(kind: string, dir: string, inputs: { docsBase: string; productName?: string; contentRoutes: ReadonlySet<string>; previous: string; data?: string }): string;
  /** The stored output under `key`, with checks that answer from stored verdicts (loading `checks()` only for an example never seen). */
  load(kind: string, docsBase: string, key: string, checks: () => ReferenceChecks): ReferenceOutput | undefined;
  /** Remembers an output just generated (its checks wrapped to record verdicts); written by `commit`. */
  store(kind: string, docsBase: string, key: string, output: ReferenceOutput): ReferenceOutput;
  /**
   * For a kind generated on every build (cheap to generate, not stored): its checks, answering from
   * the verdicts kept under `key` and recording new ones (the pages are not stored).
   */
  rememberChecks(kind: string, docsBase: string, key: string, output: ReferenceChecks): ReferenceChecks;
  /** Writes the outputs generated in this run (with the twins made since) and new verdicts; call once the version is loaded. */
  commit(): void;
  readonly stats: { hits: number; misses: number };
}

/** An entry as written (read back through `EntrySchema`). */
interface Snapshot {
  key: string;
  pages: Record<string, unknown>[];
  sidebarItems: unknown[];
  searchNames?: unknown[];
  dataFiles?: [string, string][];
  checkExample: boolean;
  checkUrns: boolean;
}

/** Entries already read in this process, by file (the last key only). */
const parsed = new Map<string, z.output<typeof EntrySchema>>();

export function createReferenceCache(dir: string, engine: string): ReferenceCache {
  const fileOf = (kind: string, docsBase: string, what: 'pages' | 'verdicts'): string => path.join(dir, `reference-${docsBase.replace(/[^a-z0-9.]+/gi, '_')}-${kind}.${what}.json`);
  const pending: { file: string; snapshot: Snapshot; live: SitePage[] }[] = [];
  const verdictSets = new Map<string, { key: string; verdicts: Record<string, ExampleProblem[]>; changed: boolean }>();
  const stats = { hits: 0, misses: 0 };

  const verdictsOf = (file: string, key: string, fresh: boolean) => {
    let set = verdictSets.get(file);
    if (!set || set.key !== key) {
      const stored = fresh ? undefined : readEntry(file, VerdictsSchema);
      set = stored?.key === key ? { key, verdicts: stored.verdicts, changed: false } : { key, verdicts: {}, changed: false };
      verdictSets.set(file, set);
    }
    return set;
  };
  /** Checks that answer from the verdicts, and ask `real()` (made once) for an input never seen. */
  const remembering = (file: string, key: string, fresh: boolean, real: () => ReferenceChecks, has: { checkExample: boolean; checkUrns: boolean }): ReferenceChecks => {
    let made: ReferenceChecks | undefined;
    const checks = (): ReferenceChecks => (made ??= real());
    const remember = (id: string, run: () => ExampleProblem[]): ExampleProblem[] => {
      const set = verdictsOf(file, key, fresh);
      const known = set.verdicts[id];
      if (known) return known;
      const found = run();
      set.verdicts[id] = found;
      set.changed = true;
      return found;
    };
    return {
      checkExample: has.checkExample ? (lang, code) => remember(sha('example', lang, code), () => checks().checkExample?.(lang, code) ?? []) : undefined,
      checkUrns: has.checkUrns ? (source) => remember(sha('urns', source), () => checks().checkUrns?.(source) ?? []) : undefined,
    };
  };

  return {
    stats,
    keyOf(kind, folder, inputs) {
      const hash = createHash('sha256').update(`${engine}\0${kind}\0${inputs.docsBase}\0${inputs.productName ?? ''}\0${inputs.previous}\0`);
      hash.update([...inputs.contentRoutes].sort().join('\n'));
      // Site data files a handler reads besides its folder (the connector logo map).
      hash.update(`\0${inputs.data ?? ''}`);
      hashTree(hash, folder, kind);
      return hash.digest('hex');
    },
    load(kind, docsBase, key, checks) {
      const file = fileOf(kind, docsBase, 'pages');
      // The dev server loads the site again after every save: an entry read once stays parsed (each load copies its pages).
      const remembered = parsed.get(file);
      const entry = remembered?.key === key ? remembered : readEntry(file, EntrySchema);
      if (!entry || entry.key !== key) return undefined;
      parsed.set(file, entry);
      stats.hits++;
      const pages = entry.pages.map((page) => ({ ...page, ids: new Set(page.ids) }) as unknown as SitePage);
      return {
        pages,
        sidebarItems: entry.sidebarItems as SidebarItemInput[],
        searchNames: entry.searchNames as SearchName[] | undefined,
        dataFiles: entry.dataFiles ? new Map(entry.dataFiles) : undefined,
        ...remembering(fileOf(kind, docsBase, 'verdicts'), key, false, checks, entry),
      };
    },
    store(kind, docsBase, key, output) {
      stats.misses++;
      const has = { checkExample: Boolean(output.checkExample), checkUrns: Boolean(output.checkUrns) };
      // A shallow copy now: what later stages change on the live pages (bodies dropped once written) is not stored.
      const snapshot: Snapshot = {
        key,
        pages: output.pages.map((page) => ({ ...page, ids: [...page.ids] })),
        sidebarItems: output.sidebarItems,
        searchNames: output.searchNames,
        dataFiles: output.dataFiles ? [...output.dataFiles] : undefined,
        ...has,
      };
      pending.push({ file: fileOf(kind, docsBase, 'pages'), snapshot, live: output.pages });
      return { ...output, ...remembering(fileOf(kind, docsBase, 'verdicts'), key, true, () => output, has) };
    },
    rememberChecks(kind, docsBase, key, output) {
      return remembering(fileOf(kind, docsBase, 'verdicts'), key, false, () => output, { checkExample: Boolean(output.checkExample), checkUrns: Boolean(output.checkUrns) });
    },
    commit() {
      for (const { file, snapshot, live } of pending.splice(0)) {
        live.forEach((page, i) => void (snapshot.pages[i]!.markdown = page.markdown));
        writeEntry(file, snapshot);
      }
      for (const [file, set] of verdictSets) {
        if (!set.changed) continue;
        writeEntry(file, { key: set.key, verdicts: set.verdicts });
        set.changed = false;
      }
    },
  };
}
