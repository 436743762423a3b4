import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
// A CommonJS module: its `default` is the generator both under Node's ESM loader and in TypeScript's view.
import standalone from 'ajv/dist/standalone/index.js';
import { build as esbuild } from 'esbuild';
import { RECIPE_INDEX_ROUTE, recipeSchemaRoute, recipeValidatorRoute, type RecipePluginIndex } from '../../../shared/recipe-builder.ts';
import { contentKey } from '../read-yaml.ts';
import type { Connector } from './schema.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/docs-recipe-validators');
/** Bump when the generated module's shape changes (the cache key includes it and ajv's version). */
const GENERATOR = 'recipe-validator-2';

/**
 * The recipe builder's data files for every published plugin: its config JSON Schema (for the
 * form, and usable by editors), its validator compiled ahead of time with ajv's standalone code
 * generator (so the browser loads about 4 KB of code per plugin instead of ajv itself, about
 * 38 KB gzipped, and never calls `new Function`), and an index of plugin → connector page.
 * Validators are cached by a hash of their schema: a cold build compiles all of them in about 3 s.
 */
export async function buildRecipeToolFiles(connectors: Connector[], sourcesBase: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const index: RecipePluginIndex = { plugins: {} };
  const ajvVersion = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/ajv/package.json'), 'utf8')) as { version: string }).version;
  let ajv: Ajv | undefined;
  const jobs: Promise<void>[] = [];
  for (const connector of connectors) {
    for (const plugin of connector.plugins) {
      index.plugins[plugin.name] = { connector: connector.id, displayName: connector.displayName, route: `${sourcesBase}/${connector.id}` };
      const schemaText = JSON.stringify(plugin.configSchema);
      files.set(recipeSchemaRoute(plugin.name), schemaText);
      const cacheFile = path.join(CACHE_DIR, `${contentKey(schemaText, `${GENERATOR}/ajv${ajvVersion}`)}.js`);
      if (existsSync(cacheFile)) {
        files.set(recipeValidatorRoute(plugin.name), readFileSync(cacheFile, 'utf8'));
        continue;
      }
      ajv ??= createStandaloneAjv();
      const source = standalone.default(ajv, ajv.compile(withoutAnnotations(plugin.configSchema) as object));
      jobs.push(
        bundleValidator(source).then((code) => {
          files.set(recipeValidatorRoute(plugin.name), code);
          writeCache(cacheFile, code);
        }),
      );
    }
  }
  await Promise.all(jobs);
  files.set(RECIPE_INDEX_ROUTE, JSON.stringify(index));
  return files;
}

const ANNOTATIONS = new Set(['description', 'default', 'deprecated', 'title', 'examples']);

/**
 * A copy of a schema without the keywords that do not validate. The generated code embeds the
 * schema when a keyword reads it at run time (`enum` does); descriptions would triple its size.
 */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutAnnotations(sub)]));
    } else if (['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'propertyNames'].includes(key)) {
      out[key] = withoutAnnotations(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The same options as the build's own recipe check (load-connectors.ts), plus code generation. */
function createStandaloneAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, logger: false, code: { source: true, esm: true } });
  // `format: password` only marks secrets; any string is valid.
  ajv.addFormat('password', true);
  return ajv;
}

/**
 * Minifies the generated module and inlines the few ajv runtime helpers it may `require`
 * (`ucs2length` for `maxLength`), so the browser imports one self-contained file.
 */
async function bundleValidator(source: string): Promise<string> {
  const result = await esbuild({
    stdin: { contents: source, resolveDir: ROOT, loader: 'js', sourcefile: 'validator.js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

function writeCache(file: string, content: string): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(file, content);
  } catch {
    // a read-only cache only costs time
  }
}
