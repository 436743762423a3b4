import { z } from 'zod';
import { BuildError, type Problem } from '../errors.ts';
import { readYamlFile } from '../sources/read-yaml.ts';

export const ReleaseSchema = z
  .object({
    /** Git tag, such as `v1.7.0` or the patch tag `v1.6.0.3`. */
    version: z.string().regex(/^v\d+\.\d+\.\d+(\.\d+)?$/, 'write a tag such as v1.7.0'),
    /** Publication date, YYYY-MM-DD. */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write the date as YYYY-MM-DD'),
    /** Our words: what the release brings, one or two sentences of Markdown. */
    highlights: z.string().min(1),
    /** CLI / Python SDK version the release names, when it names one. */
    cli: z.string().optional(),
    /** Helm chart version to deploy it with, when it names one. */
    helm: z.string().optional(),
  })
  .strict();

export type Release = z.output<typeof ReleaseSchema>;

/** Reads `releases.yaml` (newest first is not required: the table sorts by date). */
export function loadReleases(file: string, displayPath: string): Release[] {
  const problems: Problem[] = [];
  const releases = readYamlFile(file, displayPath, z.array(ReleaseSchema).min(1), problems);
  if (!releases) throw new BuildError(problems);
  return releases;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The releases as a Markdown table, newest first, each version linking its release page when `tagUrl` (with `{version}`) is given. */
export function releasesTable(releases: Release[], tagUrl?: string): string {
  const rows = [...releases]
    .sort((a, b) => b.date.localeCompare(a.date) || b.version.localeCompare(a.version))
    .map((r) => {
      const needs = [r.cli && `CLI ${r.cli}`, r.helm && `Helm chart ${r.helm}`].filter(Boolean).join(', ');
      const version = tagUrl ? `[${r.version}](${tagUrl.replaceAll('{version}', encodeURIComponent(r.version))})` : r.version;
      return `| ${version} | ${r.date} | ${cell(r.highlights)} | ${needs || '—'} |`;
    });
  return ['| Version | Published | Highlights | Deploy with |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
