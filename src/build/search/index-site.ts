import path from 'node:path';
import * as pagefind from 'pagefind';
import { NAMES_INDEX_ROUTE } from '../../shared/search-names.ts';
import type { StagingDir } from '../emit/write-site.ts';
import { BuildError } from '../errors.ts';
import type { VersionSite } from '../site-model.ts';
import { buildNamesIndex } from './names-index.ts';

export interface SearchIndexReport {
  /** Pages Pagefind indexed. */
  pages: number;
  /** Entries of the names index. */
  names: number;
}

/**
 * The search stage, run on the staged site: Pagefind indexes the built HTML (only elements marked
 * `data-pagefind-body`, with the filters the layout declares) into `/pagefind/`, and the names
 * index of the latest version goes to `/search/names.json`.
 */
export async function writeSearchIndexes(staging: StagingDir, latest: VersionSite): Promise<SearchIndexReport> {
  const names = buildNamesIndex(latest);
  staging.write(NAMES_INDEX_ROUTE.slice(1), JSON.stringify(names));
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(errors.join('; ') || 'Pagefind did not start');
    const added = await index.addDirectory({ path: staging.dir });
    if (added.errors.length > 0) throw new Error(added.errors.join('; '));
    const written = await index.writeFiles({ outputPath: path.join(staging.dir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    return { pages: added.page_count, names: names.names.length + names.pages.length };
  } catch (error) {
    throw new BuildError([
      {
        code: 'SEARCH_INDEX_FAILED',
        message: `Pagefind could not index the site: ${(error as Error).message}`,
      },
    ]);
  } finally {
    await pagefind.close();
  }
}
