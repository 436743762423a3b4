import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { isMap, isSeq, LineCounter, parse, parseDocument } from 'yaml';
import { BuildError, type Problem } from '../../errors.ts';
import { contentKey, markPassed, passedBefore, readYamlFile } from '../read-yaml.ts';
import { checkRecipeExample } from './check-recipe.ts';
import { ConnectorSchema, type Connector } from './schema.ts';
import { strictConfigSchema } from './strict-schema.ts';

/** Bump when what a passed starter recipe check means changes (it keys the cache of passed plugins). */
const RECIPE_CHECK = 'ajv8-starter-recipe-strict-1';

/** File line where the text of `plugins[index].starterRecipe` starts (the line after its `|`). */
function starterRecipeLine(text: string, index: number): number | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const plugins = isMap(doc.contents) ? doc.contents.get('plugins', true) : undefined;
  const plugin = isSeq(plugins) ? plugins.items[index] : undefined;
  const recipe = isMap(plugin) ? plugin.get('starterRecipe', true) : undefined;
  const range = (recipe as { range?: [number, number, number] } | undefined)?.range;
  if (!range) return undefined;
  const header = counter.linePos(range[0]).line;
  // A block scalar (`|`) starts its text on the next line; a quoted or plain one on its own.
  return /^[|>]/.test(text.slice(range[0])) ? header : header - 1;
}

export interface ConnectorSet {
  /** Connectors whose facts were verified: these are published. */
  published: Connector[];
  /** Ids of connectors still waiting for verification (not published). */
  unverified: string[];
  /** Every plugin's config schema (verified or not), by recipe `source.type`, compiled on first use. */
  validators: Pick<ReadonlyMap<string, ValidateFunction>, 'get'>;
}

/**
 * Loads `connectors/*.yaml`: each file validated with zod (problems at the field's line), each
 * plugin's config schema compiled with ajv, and its starter recipe validated against it (problems
 * name the recipe field path). Plugin names must be unique across files. Undefined without a folder.
 */
export function loadConnectors(dir: string, displayDir: string): ConnectorSet | undefined {
  if (!existsSync(dir)) return undefined;
  const problems: Problem[] = [];
  // Each schema validates one recipe: skipping ajv's code optimisation makes compiling ~9x faster (2.5 s → 0.27 s for 107).
  const ajv = new Ajv({ allErrors: true, strict: false, code: { optimize: false } });
  // `format: password` only marks secrets for the docs and the recipe builder; any string is valid.
  ajv.addFormat('password', true);
  const connectors: Connector[] = [];
  const pluginFile = new Map<string, string>();
  const schemas = new Map<string, object>();
  const compiled = new Map<string, ValidateFunction>();
  const validators = {
    get(type: string): ValidateFunction | undefined {
      const schema = schemas.get(type);
      if (!schema) return undefined;
      let validate = compiled.get(type);
      if (!validate) compiled.set(type, (validate = ajv.compile(schema)));
      return validate;
    },
  };
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    const display = `${displayDir}/${name}`;
    let fileText: string | undefined;
    const connector = readYamlFile(path.join(dir, name), display, ConnectorSchema, problems);
    if (!connector) continue;
    if (`${connector.id}.yaml` !== name) problems.push({ code: 'DATA_INVALID', file: display, line: 1, message: `id "${connector.id}" does not match the file name`, hint: `Rename the file to ${connector.id}.yaml or fix the id.` });
    for (const [pluginIndex, plugin] of connector.plugins.entries()) {
      const where = `plugins.${plugin.name}`;
      const other = pluginFile.get(plugin.name);
      if (other) problems.push({ code: 'DATA_INVALID', file: display, message: `${where}: plugin "${plugin.name}" is also defined in ${other}` });
      pluginFile.set(plugin.name, display);
      // A plugin whose schema and starter recipe passed in an earlier build is not compiled again
      // (ajv compiling takes about half a second for all of them); pages' recipes compile on demand.
      const key = contentKey(JSON.stringify(plugin), RECIPE_CHECK);
      const schema = strictConfigSchema(plugin.configSchema, plugin.configCoverage) as object;
      if (passedBefore(key)) {
        schemas.set(plugin.name, schema);
        continue;
      }
      let validate: ValidateFunction;
      try {
        validate = ajv.compile(schema);
      } catch (error) {
        problems.push({ code: 'DATA_INVALID', file: display, message: `${where}.configSchema is not a valid JSON Schema: ${(error as Error).message}` });
        continue;
      }
      schemas.set(plugin.name, schema);
      compiled.set(plugin.name, validate);
      let recipe: { source?: { type?: string; config?: unknown } } | undefined;
      try {
        recipe = parse(plugin.starterRecipe) as typeof recipe;
      } catch (error) {
        problems.push({ code: 'DATA_INVALID', file: display, message: `${where}.starterRecipe is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
        continue;
      }
      if (recipe?.source?.type !== plugin.name) {
        problems.push({ code: 'DATA_INVALID', file: display, message: `${where}.starterRecipe: source.type is "${recipe?.source?.type}", expected "${plugin.name}"` });
        continue;
      }
      // The same check as recipes in pages, so problems carry the line of the field in this file.
      const recipeProblems = checkRecipeExample({ get: (type) => (type === plugin.name ? validate : undefined) }, plugin.starterRecipe);
      if (recipeProblems.length === 0) {
        markPassed(key);
        continue;
      }
      fileText ??= readFileSync(path.join(dir, name), 'utf8');
      const first = starterRecipeLine(fileText, pluginIndex);
      for (const p of recipeProblems) {
        problems.push({
          code: 'DATA_INVALID',
          file: display,
          line: first !== undefined && p.line !== undefined ? first + p.line : undefined,
          message: `${where}.starterRecipe: ${p.message.replace(/^recipe for "[^"]*": /, '')}`,
          hint: 'Make the recipe match the config schema (or fix the schema, if the connector really has that option).',
        });
      }
    }
    connectors.push(connector);
  }
  if (problems.length > 0) throw new BuildError(problems);
  return {
    published: connectors.filter((c) => c.verified),
    unverified: connectors.filter((c) => !c.verified).map((c) => c.id),
    validators,
  };
}
