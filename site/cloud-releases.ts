/**
 * DataHub Cloud release notes: one YAML file per release in content/data/cloud-releases/
 * (`v0.3.14.yaml`), each made into the page /docs/managed-datahub/release-notes/v_0_3_14, and the
 * release-history table `::data-table{name="cloud-releases"}`. The engine reads, validates and
 * builds them (src/build/collections); the wording and the links of DataHub's pages live here.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defineCollection, type BodyPart, type CollectionEntry, type CollectionPage } from '../src/config/collections.ts';

const PRODUCT = 'DataHub Cloud';
/** Folder of the generated pages under the docs, and so of their doc ids. */
const NOTES_FOLDER = 'managed-datahub/release-notes';
/** The page that holds the release-history table. */
const HISTORY_LINK = '/docs/managed-datahub/managed-datahub-overview#release-notes';
/** What open-source readers get instead, as on every cloud-only page (`oss_alternative`). */
const OSS_ALTERNATIVE = { link: 'releases', text: 'the open-source releases and their upgrade notes.' };
/** Data folder of the collection, below `dataDir`. */
const DIR = 'cloud-releases';
const DEFAULT_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content/data', DIR);

const VERSION = /^v\d+\.\d+\.\d+(\.\d+)?$/;
const text = (what: string) => z.string({ error: (issue) => (issue.input === undefined ? `add ${what}` : `write ${what} as text (quote it if YAML reads it as a number or date)`) }).trim().min(1, `${what} is empty`);
const version = (what: string) => text(what).regex(VERSION, 'write a version such as v0.3.14 (v and three or four numbers)');

const IsoDate = text('the date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'write the date as YYYY-MM-DD')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'this day does not exist');

/** One release file. Field names are fixed: the release writers and the engine share them. */
export const CloudReleaseSchema = z
  .object({
    /** The release, `v` and three or four numbers; the file is named after it. */
    version: version('the version'),
    /** The day the release became available, YYYY-MM-DD; leave it out when DataHub states none. */
    date: IsoDate.optional(),
    /** Without a date: a few words on why, shown where the date would be ("not announced yet"). */
    dateNote: text('the date note').max(40, 'keep the date note to a few words').optional(),
    /** One sentence for the meta description; a generic one is used without it. */
    description: text('the description').max(160, 'keep the description to 160 characters').optional(),
    /** One to three sentences of Markdown; the first one is the release's line in the history table. */
    summary: text('a summary'),
    /** The last patch release of this line, such as v0.3.14.3. */
    lastPatch: version('the last patch').optional(),
    /** Extra search keywords. */
    keywords: z.array(text('a keyword')).optional(),
    /** Versions of other components to run with this release. */
    recommended: z
      .array(z.object({ component: text('the component'), version: text('the version'), note: text('the note').optional() }).strict())
      .min(1, 'remove `recommended` or list at least one component')
      .optional(),
    /** The main new features, one Markdown bullet each. */
    highlights: z.array(text('the highlight'), { error: (issue) => (issue.input === undefined ? 'add `highlights:`, a list of at least one bullet' : 'write the highlights as a list of bullets') }).min(1, 'list at least one highlight'),
    /** Breaking changes and what administrators must do. */
    actions: z.array(text('the change')).optional(),
    /** Other notable changes and fixes. */
    other: z.array(text('the change')).optional(),
  })
  .strict()
  .superRefine((release, context) => {
    if (release.date === undefined && release.dateNote === undefined) {
      context.addIssue({ code: 'custom', path: ['date'], message: 'add the date (YYYY-MM-DD), or a `dateNote` such as "not announced yet" when DataHub states none' });
    }
    if (release.date !== undefined && release.dateNote !== undefined) {
      context.addIssue({ code: 'custom', path: ['dateNote'], message: 'a release with a date needs no date note: remove `dateNote`' });
    }
  });

export type CloudRelease = z.output<typeof CloudReleaseSchema>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-03-23` → `23 March 2026`. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The doc id of a release's page: `v0.3.14` → `managed-datahub/release-notes/v_0_3_14`. */
export function releaseNoteId(release: string): string {
  return `${NOTES_FOLDER}/${release.replace(/^v/, 'v_').replace(/\./g, '_')}`;
}

/** Orders versions numerically, oldest first: v0.3.9 < v0.3.14 < v0.3.14.1 < v1.0.0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.replace(/^v/, '').split('.').map(Number);
  const pb = b.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

const ABBREVIATIONS = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx)\.$/i;

/** The first sentence of a Markdown paragraph: up to the first `.`, `!` or `?` followed by a space and a capital (abbreviations skipped). */
export function firstSentence(markdown: string): string {
  const flat = markdown.replace(/\s+/g, ' ').trim();
  for (const match of flat.matchAll(/[.!?](?=\s+[A-Z*_`[(])/g)) {
    const end = match.index + 1;
    if (!ABBREVIATIONS.test(flat.slice(0, end))) return flat.slice(0, end);
  }
  return flat;
}

/** A Markdown bullet whose text may span lines: continuation lines are indented under the marker. */
const bullet = (item: string): string => `- ${item.trim().split('\n').join('\n  ')}`.replace(/\n {2}$/gm, '\n');

const cell = (value: string): string => value.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function bulletSection(heading: string, field: 'highlights' | 'actions' | 'other', items: string[] | undefined): BodyPart[] {
  if (!items || items.length === 0) return [];
  return ['', `## ${heading}`, '', ...items.map((item, i) => ({ markdown: bullet(item), from: [field, i] }))];
}

function recommendedSection(release: CloudRelease): BodyPart[] {
  const rows = release.recommended;
  if (!rows) return [];
  const notes = rows.some((row) => row.note);
  return [
    '',
    '## Recommended versions',
    '',
    notes ? '| Component | Version | Notes |' : '| Component | Version |',
    notes ? '| --- | --- | --- |' : '| --- | --- |',
    ...rows.map((row, i) => ({
      markdown: `| ${cell(row.component)} | \`${row.version}\` |${notes ? ` ${row.note ? cell(row.note) : ''} |` : ''}`,
      from: ['recommended', i],
    })),
  ];
}

/** The page of one release. */
export function releaseNotePage(release: CloudRelease): CollectionPage {
  const name = `${PRODUCT} ${release.version}`;
  const date = release.date ? formatDate(release.date) : undefined;
  const summary = release.summary.trim();
  const when = date ? `Available from **${date}**.` : `Availability date: ${release.dateNote ?? 'not stated'}.`;
  return {
    id: releaseNoteId(release.version),
    idFrom: ['version'],
    frontMatter: {
      title: name,
      description: release.description ?? `What changed in ${name}${date ? `, available from ${date}` : ''}.`,
      sidebar_label: release.version,
      keywords: release.keywords ?? ['release notes', name],
      edition: 'cloud',
      oss_alternative: OSS_ALTERNATIVE,
    },
    body: [
      { markdown: `${when} ${summary}`, from: ['summary'] },
      ...(release.lastPatch ? ['', { markdown: `The last patch release of this line is ${release.lastPatch}.`, from: ['lastPatch'] }] : []),
      ...recommendedSection(release),
      ...bulletSection('Highlights', 'highlights', release.highlights),
      ...bulletSection('Changes that need action', 'actions', release.actions),
      ...bulletSection('Other changes and fixes', 'other', release.other),
      '',
      `Every ${PRODUCT} release is listed in the [release history](${HISTORY_LINK}).`,
    ],
  };
}

/** Newest first: by date, then by version (by version alone when one of them has no date). */
function newestFirst(a: CollectionEntry<CloudRelease>, b: CollectionEntry<CloudRelease>): number {
  const byDate = a.data.date && b.data.date ? b.data.date.localeCompare(a.data.date) : 0;
  return byDate || compareVersions(b.data.version, a.data.version);
}

/** The table's Highlights cell: the summary's first sentence, without the "DataHub Cloud vX.Y.Z" the row already names. */
export function historyHighlight(release: Pick<CloudRelease, 'version' | 'summary'>): string {
  const sentence = firstSentence(release.summary);
  const named = `${PRODUCT} ${release.version} `;
  if (!sentence.startsWith(named)) return sentence;
  const rest = sentence.slice(named.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The release-history table: each version linked to its page, its date (day and month kept together), and its highlight. */
export function releaseHistoryTable(entries: CollectionEntry<CloudRelease>[]): string {
  const rows = [...entries]
    .sort(newestFirst)
    .map((entry) => `| [${entry.data.version}](${entry.route}) | ${entry.data.date ? formatDate(entry.data.date).replace(' ', '\u00a0') : `(${cell(entry.data.dateNote ?? 'not stated')})`} | ${cell(historyHighlight(entry.data))} |`);
  return ['| Release | Available from | Highlights |', '| --- | --- | --- |', ...rows].join('\n');
}

export const cloudReleases = defineCollection({
  name: 'cloud-releases',
  dir: DIR,
  schema: CloudReleaseSchema,
  check(release, file) {
    const expected = `${release.version}.yaml`;
    return file.name === expected ? [] : [{ path: ['version'], message: `the file of ${release.version} is named ${file.name}`, hint: `Rename the file to ${expected}, or correct the version.` }];
  },
  toPage: releaseNotePage,
  table: releaseHistoryTable,
});

/**
 * Doc ids of the release notes for the sidebar, newest version first, from the file names in the
 * folder (the build checks that each file is named after its version), so a new file needs no
 * sidebar edit.
 */
export function cloudReleaseNoteIds(folder = DEFAULT_FOLDER): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => /^(v[\d.]+)\.yaml$/.exec(name)?.[1])
    .filter((release): release is string => release !== undefined && VERSION.test(release))
    .sort((a, b) => compareVersions(b, a))
    .map(releaseNoteId);
}
