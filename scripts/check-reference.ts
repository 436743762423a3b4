/**
 * Loads and validates the reference data (the folders of `site.config.ts` `reference`, with the
 * build's overrides DOCS_GRAPHQL_DIR, DOCS_ENTITIES_DIR, DOCS_CONNECTORS_DIR, DOCS_PYTHON_SDK_DIR and
 * DOCS_ACTIONS_DIR) without building the site, and prints counts per kind or every problem; the
 * exit code is 1 when any kind fails to load.
 * Usage: npx tsx scripts/check-reference.ts [graphql|entities|connectors|python-sdk|actions ...]
 */
import path from 'node:path';
import {
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';
import { BuildError } from '../src/build/errors.ts';
import { loadActionsReference } from '../src/build/sources/actions/load-actions.ts';
import { loadConnectors } from '../src/build/sources/connectors/load-connectors.ts';
import { loadMetadataModel } from '../src/build/sources/entities/load-model.ts';
import { loadGraphqlSchema } from '../src/build/sources/graphql/load-schema.ts';
import { loadGraphqlExamples } from '../src/build/sources/graphql/examples.ts';
import { loadPythonSdk } from '../src/build/sources/python-sdk/load-sdk.ts';
import { loadProject, overridesFromEnv } from '../src/config/load.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Command-line name of each kind → its key in `site.config.ts` `reference`. */
const KINDS = { graphql: 'graphql', entities: 'entities', connectors: 'connectors', 'python-sdk': 'pythonSdk', actions: 'actions' } as const;
const args = process.argv.slice(2);
const unknown = args.filter((a) => !(a in KINDS));
if (unknown.length > 0) {
  console.error(`Unknown kind ${unknown.join(', ')}: use ${Object.keys(KINDS).join(', ')}.`);
  process.exit(2);
}
const wanted = new Set(args.length > 0 ? args : Object.keys(KINDS));
let failed = false;
// The folders the build would read: site.config.ts, then the same environment overrides.
const { reference } = (await loadProject(root, overridesFromEnv(process.env))).config;
const at = (dir: string): [string, string] => [path.resolve(root, dir), dir];

function run(kind: keyof typeof KINDS, load: () => string): void {
  if (!wanted.has(kind)) return;
  try {
    console.log(`${kind} (${reference[KINDS[kind]]}): ${load()}`);
  } catch (error) {
    failed = true;
    console.error(error instanceof BuildError ? error.message : String(error));
  }
}

run('graphql', () => {
  const schema = loadGraphqlSchema(...at(reference.graphql));
  if (!schema) return 'no folder';
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && !isSpecifiedScalarType(t));
  const count = (test: (t: GraphQLNamedType) => boolean) => types.filter(test).length;
  const enumValues = types.reduce((n, t) => n + (isEnumType(t) ? t.getValues().length : 0), 0);
  const root = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  const extensions = types.reduce((n, t) => n + (isObjectType(t) && !root.has(t.name) ? t.extensionASTNodes.length : 0), 0);
  return [
    `${Object.keys(schema.getQueryType()?.getFields() ?? {}).length} queries`,
    `${Object.keys(schema.getMutationType()?.getFields() ?? {}).length} mutations`,
    `${count((t) => isObjectType(t) && !root.has(t.name))} object types`,
    `${count(isInputObjectType)} input types`,
    `${count(isInterfaceType)} interfaces`,
    `${count(isUnionType)} unions`,
    `${count(isEnumType)} enums (${enumValues} values)`,
    `${count(isScalarType)} custom scalars`,
    `${schema.getDirectives().filter((d) => !isSpecifiedDirective(d)).length} directives`,
    `${extensions} extend-type blocks`,
    // The worked examples are checked against this schema, as the build does.
    `${loadGraphqlExamples(schema, ...at(reference.graphql)).length} worked examples`,
  ].join(', ');
});
run('entities', () => {
  const model = loadMetadataModel(...at(reference.entities));
  if (!model) return 'no folder';
  return `${model.entities.length} entities, ${model.aspects.size} aspects`;
});
run('connectors', () => {
  const set = loadConnectors(...at(reference.connectors));
  return set ? `${set.published.length} verified, ${set.unverified.length} unverified` : 'no folder';
});
run('python-sdk', () => {
  const sdk = loadPythonSdk(...at(reference.pythonSdk));
  if (!sdk) return 'no folder';
  const names = [...sdk.names.values()].reduce((n, m) => n + m.size, 0);
  return `${sdk.modules.length} modules, ${names} public names`;
});
run('actions', () => {
  const ref = loadActionsReference(...at(reference.actions));
  return ref ? `${ref.sources.length} event sources, ${ref.actions.length} actions, ${ref.events.length} event types` : 'no folder';
});
process.exitCode = failed ? 1 : 0;
