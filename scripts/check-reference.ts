/**
 * Loads and validates the reference data (`reference/graphql`, `reference/entities`,
 * `reference/connectors`) without building the site, and prints counts or every problem.
 * Usage: npx tsx scripts/check-reference.ts [graphql|entities|connectors ...]
 */
import path from 'node:path';
import { BuildError } from '../src/build/errors.ts';
import { loadConnectors } from '../src/build/sources/connectors/load-connectors.ts';
import { loadMetadataModel } from '../src/build/sources/entities/load-model.ts';
import { loadGraphqlSchema } from '../src/build/sources/graphql/load-schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const wanted = new Set(process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['graphql', 'entities', 'connectors']);
let failed = false;

function run(kind: string, load: () => string): void {
  if (!wanted.has(kind)) return;
  try {
    console.log(`${kind}: ${load()}`);
  } catch (error) {
    failed = true;
    console.error(error instanceof BuildError ? error.message : String(error));
  }
}

run('graphql', () => {
  const schema = loadGraphqlSchema(path.join(root, 'reference/graphql'), 'reference/graphql');
  if (!schema) return 'no folder';
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  return `${Object.keys(schema.getQueryType()?.getFields() ?? {}).length} queries, ${Object.keys(schema.getMutationType()?.getFields() ?? {}).length} mutations, ${types.length} named types`;
});
run('entities', () => {
  const model = loadMetadataModel(path.join(root, 'reference/entities'), 'reference/entities');
  return model ? `${model.entities.length} entities` : 'no folder';
});
run('connectors', () => {
  const set = loadConnectors(path.join(root, 'reference/connectors'), 'reference/connectors');
  return set ? `${set.published.length} verified, ${set.unverified.length} unverified` : 'no folder';
});
process.exitCode = failed ? 1 : 0;
