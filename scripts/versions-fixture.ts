/**
 * Builds the two-archived-version fixture (tests/helpers/versions-fixture.ts) in a temporary
 * folder and, with `--serve`, serves it on PORT: the site `e2e/versions.spec.ts` runs against
 * (the real site keeps no archived versions). Prints the built folder.
 */
import path from 'node:path';
import { build } from '../src/build/index.ts';
import { startStaticServer } from '../src/cli/static-server.ts';
import { makeVersionsProject } from '../tests/helpers/versions-fixture.ts';

const root = makeVersionsProject();
const report = await build({ root });
console.log(`versions fixture built into ${report.outDir} (${report.pages} pages)`);
if (process.argv.includes('--serve')) {
  const port = Number(process.env.PORT ?? 4311);
  await startStaticServer(path.join(root, 'dist'), port, '127.0.0.1');
  console.log(`serving the versions fixture at http://localhost:${port}/`);
}
