/**
 * Checks the data collections of site.config.ts (such as content/data/cloud-releases) in seconds,
 * without building: every file against its schema and its collection's checks, and each
 * generated page's front matter, id and route. Links are checked only by the build.
 * Usage: npx tsx scripts/check-collections.ts   (DOCS_DATA_DIR / DOCS_CONTENT_DIR apply)
 */
import path from 'node:path';
import { collectPages, readContentFiles } from '../src/build/collect/collect-pages.ts';
import { readCollections } from '../src/build/collections/read-collections.ts';
import { BuildError, formatProblem } from '../src/build/errors.ts';
import { loadProject, overridesFromEnv } from '../src/config/load.ts';

const root = path.resolve(import.meta.dirname, '..');
try {
  const project = await loadProject(root, overridesFromEnv(process.env));
  const contentRoot = path.resolve(root, project.config.contentDir);
  const files = readContentFiles(contentRoot, path.relative(root, contentRoot));
  const collections = readCollections(project.config.collections, path.resolve(root, project.config.dataDir), root, '/docs', files);
  collections.lines.guard(() => collectPages([...files, ...collections.files], '/docs'));
  console.log(`collections: ${collections.files.length} page(s) from ${project.config.collections.map((c) => c.name).join(', ') || 'no collection'}; no problems (links are checked by the build)`);
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(error.problems.map(formatProblem).join('\n\n'));
  console.error(`\n${error.problems.length} problem(s)`);
  process.exit(1);
}
