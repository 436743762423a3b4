/**
 * Pages the dev server served, kept on disk with a fingerprint of every input they were made
 * from, so a restarted server answers them at once, before Vite and the engine are loaded.
 *
 * The fingerprint is a hash of the bytes of every file the site could be built from (the engine's
 * `src/` and lockfile, the project's files except output, test and bench folders), the `DOCS_*`
 * environment, and the git history's last move (page dates come from it): a file written again
 * with the same bytes (a restored page, a branch switched back) changes nothing, since no page
 * depends on a file's time. A file is read again only when its size or time moved. It is
 * taken before the site model reads anything, so a file changed while the model loads makes the
 * stored fingerprint differ from the files on the next start, never the other way round. A page
 * is stored only when it was answered 200 from a model without problems, so serving it again
 * skips no check: every input is as it was when it passed.
 *
 * This module imports only Node built-ins and zod (about 0.13 s): `src/cli/dev.ts` loads it before
 * Vite and the engine.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Folders of a project that no page is made from: output, caches, tests, benchmarks. */
const NOT_INPUTS = new Set(['node_modules', '.git', 'dist', 'bench', 'reports', 'test-results', 'playwright-report', 'e2e', 'tests']);

/** At most this many pages are kept (the last ones served). */
const MAX_PAGES = 24;

function walk(dir: string, into: string[], skip: (name: string) => boolean): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (skip(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, into, skip);
    else into.push(full);
  }
}

/** The nearest `.git` folder at or above `dir` (a linked worktree's `.git` file is followed). */
function gitDir(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, '.git');
    if (existsSync(candidate)) {
      if (statSync(candidate).isDirectory()) return candidate;
      const pointer = /^gitdir: (.+)$/m.exec(readFileSync(candidate, 'utf8'))?.[1];
      return pointer ? path.resolve(at, pointer.trim()) : undefined;
    }
    if (path.dirname(at) === at) return undefined;
  }
}

/** What the fingerprint is made of: a hash of each input file's bytes, and the `DOCS_*` environment. */
export interface InputStats {
  files: ReadonlyMap<string, string>;
  env: string;
}

/** A file's size and modification time (ns), or undefined when it does not exist: what tells that it changed. */
export function statOf(file: string): string | undefined {
  try {
    const stat = statSync(file, { bigint: true });
    return `${stat.size}\0${stat.mtimeNs}`;
  } catch {
    return undefined;
  }
}

/** Hashes of files already read in this process, with the size and time they had then. */
const hashed = new Map<string, { stat: string; hash: string }>();

/** A hash of the file's bytes ('missing' when it does not exist); read again only if its size or time moved since the last read. */
function contentOf(file: string): string {
  const stat = statOf(file);
  if (stat === undefined) return 'missing';
  const known = hashed.get(file);
  if (known?.stat === stat) return known.hash;
  let hash: string;
  try {
    hash = createHash('sha1').update(readFileSync(file)).digest('base64url');
  } catch {
    return 'unreadable';
  }
  hashed.set(file, { stat, hash });
  return hash;
}

/** Every input of the site as it is now (see the module comment): about 0.1 s for the real site's 12 MB on a first look, a few tens of ms after. */
export function statInputs(engineRoot: string, projectRoot: string, env: NodeJS.ProcessEnv = process.env): InputStats {
  const found: string[] = [];
  walk(path.join(engineRoot, 'src'), found, () => false);
  found.push(path.join(engineRoot, 'package-lock.json'));
  walk(projectRoot, found, (name) => NOT_INPUTS.has(name) || name.startsWith('dist.'));
  const git = gitDir(projectRoot);
  if (git) found.push(path.join(git, 'HEAD'), path.join(git, 'logs', 'HEAD'));
  const files = new Map<string, string>();
  for (const file of found) files.set(file, contentOf(file));
  const docs = Object.entries(env).filter(([key]) => key.startsWith('DOCS_'));
  return { files, env: docs.sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => `${key}=${value}`).join('\n') };
}

/**
 * `stats` with `changed` files looked at again, the others as they were: what a model that took
 * in only those files has seen (a file changed unseen keeps its old entry, so the fingerprint
 * claims nothing the model did not read).
 */
export function restat(stats: InputStats, changed: Iterable<string>): InputStats {
  const files = new Map(stats.files);
  for (const file of changed) {
    const now = contentOf(file);
    if (now === 'missing') files.delete(file);
    else files.set(file, now);
  }
  return { files, env: stats.env };
}

export function fingerprintOf(stats: InputStats): string {
  const hash = createHash('sha256');
  for (const file of [...stats.files.keys()].sort()) hash.update(`${file}\0${stats.files.get(file)}\n`);
  hash.update(stats.env);
  return hash.digest('hex');
}

/** The fingerprint of every input of the site as it is now. */
export function inputsFingerprint(engineRoot: string, projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return fingerprintOf(statInputs(engineRoot, projectRoot, env));
}

/** The snapshot file: the fingerprint its pages were made with, and route → HTML as served, oldest first. */
const StoreSchema = z.object({ fingerprint: z.string(), pages: z.record(z.string(), z.string()) });
type Store = z.infer<typeof StoreSchema>;

/** The pages kept for one fingerprint, and their file. */
export class PageSnapshot {
  private store: Store = { fingerprint: '', pages: {} };
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly file: string) {
    try {
      const parsed = StoreSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.success) this.store = parsed.data;
    } catch {
      // No store yet, or an unreadable one: it is written again.
    }
  }

  /** The stored page for `route` when it was made from inputs with this fingerprint. */
  page(route: string, fingerprint: string): string | undefined {
    return this.store.fingerprint === fingerprint ? this.store.pages[route] : undefined;
  }

  /** The stored page for `route`, whatever inputs it was made from (the dev server shows it marked as unchecked, then checks it). */
  latest(route: string): string | undefined {
    return this.store.pages[route];
  }

  /** Keeps a page served from a model without problems whose inputs had `fingerprint`; written to disk shortly after. */
  record(route: string, fingerprint: string, html: string): void {
    if (this.store.fingerprint !== fingerprint) this.store = { fingerprint, pages: {} };
    delete this.store.pages[route];
    this.store.pages[route] = html;
    const routes = Object.keys(this.store.pages);
    for (const old of routes.slice(0, Math.max(0, routes.length - MAX_PAGES))) delete this.store.pages[old];
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.write(), 500);
    this.timer.unref?.();
  }

  /** Writes a pending change now (the server is stopping). */
  flush(): void {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.write();
  }

  private write(): void {
    this.timer = undefined;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const temporary = `${this.file}.tmp-${process.pid}`;
      writeFileSync(temporary, JSON.stringify(this.store));
      renameSync(temporary, this.file);
    } catch {
      // A cache: a failed write only costs the next start its head start.
    }
  }
}

/** Where the snapshot lives: beside the dev store (`DOCS_CACHE_DIR`, else the project's `node_modules/.cache/docs-build`); undefined with `DOCS_CACHE=0`. */
export function snapshotFile(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.DOCS_CACHE === '0') return undefined;
  return path.join(env.DOCS_CACHE_DIR || path.join(projectRoot, 'node_modules', '.cache', 'docs-build'), 'dev-pages.json');
}

/** Where a page shown unchecked asks whether it is still what the sources make (`?route=`). */
export const PROVISIONAL_CHECK_PATH = '/__docs/provisional';

/**
 * A stored page made from other inputs than today's, marked for showing at once: a notice says it
 * is being checked, and a script asks the server (`PROVISIONAL_CHECK_PATH`, answered once the site
 * has loaded) whether the page is still the same: it then drops the notice, else it reloads.
 */
export function markProvisional(html: string, route: string): string {
  const notice =
    '<div id="docs-dev-provisional" role="status" style="position:fixed;right:1rem;bottom:1rem;z-index:1000;max-width:22rem;padding:.5rem .75rem;border-radius:6px;background:#1f2328;color:#fff;font:14px/1.4 system-ui,sans-serif">' +
    'Shown as the last run of the dev server left it; checking it against your files…</div>' +
    '<script type="module">' +
    `const notice = document.getElementById('docs-dev-provisional');` +
    `fetch(${JSON.stringify(`${PROVISIONAL_CHECK_PATH}?route=${encodeURIComponent(route)}`)}, { cache: 'no-store' })` +
    '.then((r) => r.json()).then((a) => (a.same ? notice.remove() : location.reload()), () => location.reload());' +
    '</script>';
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + notice : html.slice(0, at) + notice + html.slice(at);
}
