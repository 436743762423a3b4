import { existsSync } from 'node:fs';
import { z } from 'zod';
import type { Problem } from '../errors.ts';
import { lineOfYamlPath, readYamlFile } from '../sources/read-yaml.ts';

/**
 * `{dataDir}/search-keywords.yaml`: words readers search with that a page does not use itself
 * ("install" for the quickstart). They join the page's front matter keywords in the names index,
 * for search only.
 */
export const SearchKeywordsSchema = z.strictObject({
  pages: z.array(
    z.strictObject({
      /** The page's route (`/docs/quickstart`). */
      route: z.string().startsWith('/'),
      /** Extra keywords, as readers would type them. */
      keywords: z.array(z.string().trim().min(1)).min(1),
    }),
  ),
});
export type SearchKeywords = z.output<typeof SearchKeywordsSchema>;

/** Reads the file when it exists: route → keywords, every entry's route checked against the pages. */
export function readSearchKeywords(file: string, displayPath: string, routes: ReadonlySet<string>, problems: Problem[]): Map<string, string[]> {
  const keywords = new Map<string, string[]>();
  if (!existsSync(file)) return keywords;
  const data = readYamlFile(file, displayPath, SearchKeywordsSchema, problems);
  data?.pages.forEach((entry, i) => {
    if (!routes.has(entry.route)) {
      problems.push({
        code: 'DATA_INVALID',
        file: displayPath,
        line: lineOfYamlPath(file, ['pages', i, 'route']),
        message: `search keywords for ${entry.route}, which is not a searchable page`,
        hint: 'Use the route of a published page (see dist/page-index.json), or remove the entry.',
      });
      return;
    }
    keywords.set(entry.route, [...(keywords.get(entry.route) ?? []), ...entry.keywords]);
  });
  return keywords;
}
