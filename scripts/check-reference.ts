/**
 * Loads and validates the reference data (the folders of `site.config.ts` `reference`, with the
 * build's overrides DOCS_GRAPHQL_DIR, DOCS_ENTITIES_DIR and DOCS_CONNECTORS_DIR) without building
 * the site, and prints counts or every problem.
 * Usage: npx tsx scripts/check-reference.ts [graphql|entities|connectors ...]
 */
import path from 'node:path';
import { BuildError } from '../src/build/errors.ts';
import { loadConnectors } from '../src/build/sources/connectors/load-connectors.ts';
import { loadMetadataModel } from '../src/build/sources/entities/load-model.ts';
import { loadGraphqlSchema } from '../src/build/sources/graphql/load-schema.ts';
import { loadProject, overridesFromEnv } from '../src/config/load.ts';

const root = path.resolve(import.meta.dirname, '..');
const wanted = new Set(process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['graphql', 'entities', 'connectors']);
let failed = false;
// The folders the build would read: site.config.ts, then the same environment overrides.
const { reference } = (await loadProject(root, overridesFromEnv(process.env))).config;
const at = (dir: string): [string, string] => [path.resolve(root, dir), dir];

function run(kind: string, load: () => string): void {
  if (!wanted.has(kind)) return;
  try {
    console.log(`${kind} (${reference[kind as keyof typeof reference]}): ${load()}`);
  } catch (error) {
    failed = true;
    console.error(error instanceof BuildError ? error.message : String(error));
  }
}

run('graphql', () => {
  const schema = loadGraphqlSchema(...at(reference.graphql));
  if (!schema) return 'no folder';
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  return `${Object.keys(schema.getQueryType()?.getFields() ?? {}).length} queries, ${Object.keys(schema.getMutationType()?.getFields() ?? {}).length} mutations, ${types.length} named types`;
});
run('entities', () => {
  const model = loadMetadataModel(...at(reference.entities));
  return model ? `${model.entities.length} entities` : 'no folder';
});
run('connectors', () => {
  const set = loadConnectors(...at(reference.connectors));
  return set ? `${set.published.length} verified, ${set.unverified.length} unverified` : 'no folder';
});
process.exitCode = failed ? 1 : 0;
