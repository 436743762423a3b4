import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SourcePage } from '../collect/collect-pages.ts';
import { BuildError, type Problem } from '../errors.ts';
import { loadReleases, releasesTable } from './releases.ts';

/**
 * Data blocks: a line `::data-table{name="releases"}` in a page is replaced, before compiling,
 * by a Markdown table generated from `content/data/<name>.yaml` (validated like every data
 * file). The page keeps its prose; the list lives in the data file. A name without a renderer,
 * or without its data file, stops the build at the block's line (it would be published as the
 * directive's text). A data collection's table (`::data-table{name="cloud-releases"}`) is
 * rendered by its collection from its entries.
 */
const RENDERERS: Record<string, (file: string, display: string, options: DataBlockOptions) => string> = {
  releases: (file, display, options) => releasesTable(loadReleases(file, display), options.releaseTagUrl),
};

export interface DataBlockOptions {
  /** Link of a release version, `{version}` standing for the tag (site config `releaseTagUrl`). */
  releaseTagUrl?: string;
  /** Tables of the version's data collections, by collection name (see build/collections). */
  collectionTables?: ReadonlyMap<string, () => string>;
}

const BLOCK = /^::data-table\{name="([a-z-]+)"\}[ \t]*$/gm;

export function expandDataBlocks(sources: SourcePage[], dataDir: string | undefined, root: string, options: DataBlockOptions = {}): void {
  const problems: Problem[] = [];
  const names = [...Object.keys(RENDERERS), ...(options.collectionTables?.keys() ?? [])];
  for (const source of sources) {
    if (!source.body.includes('::data-table{')) continue;
    source.body = source.body.replace(BLOCK, (line, name: string, offset: number) => {
      const collectionTable = options.collectionTables?.get(name);
      if (collectionTable) return collectionTable();
      const render = RENDERERS[name];
      const file = dataDir ? path.join(dataDir, `${name}.yaml`) : undefined;
      if (render && file && existsSync(file)) return render(file, path.relative(root, file), options);
      problems.push({
        code: 'DATA_BLOCK_INVALID',
        file: source.file,
        line: source.bodyLineOffset + source.body.slice(0, offset).split('\n').length,
        column: 1,
        message: render ? `no data file ${file ? path.relative(root, file) : `${name}.yaml (the site config sets no dataDir)`} for the data table "${name}"` : `unknown data table "${name}"`,
        hint: render ? `Add ${name}.yaml to the data folder (content/data), or remove the block.` : `Use one of: ${names.map((n) => `::data-table{name="${n}"}`).join(', ')}.`,
      });
      return line;
    });
  }
  if (problems.length > 0) throw new BuildError(problems);
}
