/**
 * `npm run docs:version -- 1.7.0`: snapshots the current docs as archived version 1.7.0, served at
 * /docs/1.7.0/… from the next build (see src/build/versions/snapshot.ts).
 */
import { BuildError } from '../src/build/errors.ts';
import { createVersionSnapshot } from '../src/build/versions/snapshot.ts';

const name = process.argv[2];
if (!name || process.argv.length > 3) {
  console.error('usage: npm run docs:version -- <version>   (for example: npm run docs:version -- 1.7.0)');
  process.exit(2);
}
try {
  const report = await createVersionSnapshot(process.cwd(), name);
  console.log(`Archived version ${name} in ${report.dir}/:`);
  for (const item of report.copied) console.log(`  ${item}`);
  console.log(`versions.json now lists, newest first: ${report.versions.join(', ')}. Build the site to publish /docs/${name}/.`);
} catch (error) {
  if (error instanceof BuildError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
