import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SourcePage } from '../collect/collect-pages.ts';
import { loadReleases, releasesTable } from './releases.ts';

/**
 * Data blocks: a line `::data-table{name="releases"}` in a page is replaced, before compiling,
 * by a Markdown table generated from `content/data/<name>.yaml` (validated like every data
 * file). The page keeps its prose; the list lives in the data file. A name without a renderer
 * or a data file is left as written, and the Markdown stage reports the unknown directive.
 */
const RENDERERS: Record<string, (file: string, display: string) => string> = {
  releases: (file, display) => releasesTable(loadReleases(file, display)),
};

const BLOCK = /^::data-table\{name="([a-z-]+)"\}[ \t]*$/gm;

export function expandDataBlocks(sources: SourcePage[], dataDir: string, root: string): void {
  for (const source of sources) {
    if (!source.body.includes('::data-table{')) continue;
    source.body = source.body.replace(BLOCK, (line, name: string) => {
      const render = RENDERERS[name];
      const file = path.join(dataDir, `${name}.yaml`);
      if (!render || !existsSync(file)) return line;
      return render(file, path.relative(root, file));
    });
  }
}
