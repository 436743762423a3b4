import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Collection, CollectionEntry, CollectionFile, CollectionPage, YamlPath } from '../../config/collections.ts';
import { routeFromPath } from '../../shared/routes.ts';
import type { ContentFile } from '../collect/collect-pages.ts';
import { BuildError, type Problem } from '../errors.ts';
import { readYamlFile } from '../sources/read-yaml.ts';
import { createLineMapper, type LineMapper } from './line-map.ts';

/** What the collections of one version add to it. */
export interface CollectionsOutput {
  /** One Markdown page per entry, read by `collectPages` like a hand-written file (its `displayPath` is the data file). */
  files: ContentFile[];
  /** Table blocks by collection name (`::data-table{name="<name>"}`), for collections with a `table`. */
  tables: Map<string, () => string>;
  /** Moves problems found on a generated page from its Markdown line to the data file's field line. */
  lines: LineMapper;
}

const DOC_ID = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/** `YAML` front matter and body of a generated page, with the entry field behind each of its lines. */
function pageText(page: CollectionPage, data: unknown): { text: string; sources: (YamlPath | undefined)[] } {
  const topLevel = new Set(data && typeof data === 'object' ? Object.keys(data) : []);
  const frontMatter = stringify(page.frontMatter, { lineWidth: 0 }).trimEnd().split('\n');
  const sources: (YamlPath | undefined)[] = [page.idFrom];
  let key: YamlPath | undefined;
  for (const line of frontMatter) {
    const name = /^([A-Za-z_][\w-]*):/.exec(line)?.[1];
    if (name !== undefined) key = topLevel.has(name) ? [name] : page.idFrom;
    sources.push(key);
  }
  sources.push(undefined);
  const body: string[] = [];
  for (const part of page.body) {
    const markdown = typeof part === 'string' ? part : part.markdown;
    for (const line of markdown.split('\n')) {
      body.push(line);
      sources.push(typeof part === 'string' ? undefined : part.from);
    }
  }
  return { text: ['---', ...frontMatter, '---', ...body, ''].join('\n'), sources };
}

/** zod reports an unknown top-level key at its object (line 1); the author needs the key's own line. */
function placeUnknownKeys(found: Problem[], abs: string): void {
  let lines: string[] | undefined;
  for (const problem of found) {
    const key = /^``: Unrecognized keys?: "([^"]+)"/.exec(problem.message)?.[1];
    if (key === undefined) continue;
    lines ??= readFileSync(abs, 'utf8').split(/\r?\n/);
    const index = lines.findIndex((line) => line.startsWith(`${key}:`));
    if (index !== -1) problem.line = index + 1;
  }
}

/** The data files of a collection folder: `*.yaml` and `*.yml`, `_`- and `.`-prefixed ones skipped, in name order. */
function listEntryFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => /\.ya?ml$/i.test(name) && !name.startsWith('_') && !name.startsWith('.'))
    .sort((a, b) => a.localeCompare(b));
}

/**
 * Reads every collection of the site config from a version's data folder: each entry is
 * validated with the collection's schema (problems at the field's line), checked, and turned into
 * a Markdown page under `docsBase`. A generated page whose id is already a hand-written page's, or
 * another entry's, stops the build at the entry. Every problem of every file is reported together.
 */
export function readCollections(collections: readonly Collection[], dataDir: string | undefined, root: string, docsBase: string, handWritten: readonly ContentFile[]): CollectionsOutput {
  const problems: Problem[] = [];
  const files: ContentFile[] = [];
  const tables = new Map<string, () => string>();
  const lines = createLineMapper();
  const handWrittenIds = new Map(handWritten.map((f) => [f.relPath.replace(/\.mdx?$/i, '').toLowerCase(), f.displayPath]));
  const generatedIds = new Map<string, string>();
  for (const collection of collections) {
    const folder = dataDir ? path.resolve(dataDir, collection.dir) : undefined;
    if (!folder || !existsSync(folder)) continue;
    const entries: CollectionEntry<unknown>[] = [];
    for (const name of listEntryFiles(folder)) {
      const abs = path.join(folder, name);
      const file: CollectionFile = { name, display: path.relative(root, abs) };
      const before = problems.length;
      const data = readYamlFile(abs, file.display, collection.schema, problems);
      if (data === undefined) {
        placeUnknownKeys(problems.slice(before), abs);
        continue;
      }
      const at = (fieldPath: YamlPath | undefined): number | undefined => (fieldPath ? lines.lineOf(abs, fieldPath) : undefined);
      const issues = collection.check?.(data, file) ?? [];
      for (const issue of issues) problems.push({ code: 'DATA_INVALID', file: file.display, line: at(issue.path), message: issue.message, ...(issue.hint ? { hint: issue.hint } : {}) });
      if (issues.length > 0) continue;
      let page: CollectionPage;
      try {
        page = collection.toPage(data, file);
      } catch (error) {
        problems.push({ code: 'DATA_INVALID', file: file.display, message: `the "${collection.name}" template failed on this entry: ${error instanceof Error ? error.message : String(error)}`, hint: `Fix the entry, or the collection's toPage in the site config.` });
        continue;
      }
      if (!DOC_ID.test(page.id)) {
        problems.push({ code: 'DATA_INVALID', file: file.display, line: at(page.idFrom), message: `the "${collection.name}" template gave the doc id "${page.id}"`, hint: 'Make toPage return an id of path segments (letters, digits, `_`, `.`, `-`) separated by `/`, without a leading slash or extension.' });
        continue;
      }
      const key = page.id.toLowerCase();
      const clash = handWrittenIds.get(key) ?? generatedIds.get(key);
      if (clash) {
        problems.push({
          code: 'ID_DUPLICATE',
          file: file.display,
          line: at(page.idFrom),
          message: `this entry makes the page "${page.id}", which ${clash} already makes`,
          hint: handWrittenIds.has(key) ? `Delete the hand-written page ${clash} (its content belongs in this data file), or remove this entry.` : `Each entry must make its own page: remove one of the two files, or correct the field the id comes from.`,
        });
        continue;
      }
      generatedIds.set(key, file.display);
      const { text, sources } = pageText(page, data);
      const relPath = `${page.id}.md`;
      files.push({ relPath, displayPath: file.display, text });
      lines.add(file.display, abs, sources);
      entries.push({ data, file, id: page.id, route: routeFromPath(relPath, docsBase) });
    }
    if (collection.table) {
      const table = collection.table.bind(collection);
      tables.set(collection.name, () => table(entries));
    }
  }
  if (problems.length > 0) throw new BuildError(problems);
  return { files, tables, lines };
}
