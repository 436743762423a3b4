import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LineCounter, parseDocument } from 'yaml';
import { BuildError, type ProblemCode } from '../build/errors.ts';
import { jsonProblem, moduleProblem } from './module-problem.ts';
import { SidebarsSchema, type SidebarsInput } from './sidebar.ts';
import { SiteConfigSchema, type SiteConfig } from './site-config.ts';
import { zodProblems } from './zod-problems.ts';
import { readVersionsFile, VERSIONS_FILE } from './versions-file.ts';
import type { z } from 'zod';

export type Sidebars = z.output<typeof SidebarsSchema>;

/** Everything the build needs to know about a project, validated. */
export interface Project {
  /** Absolute project root. */
  root: string;
  config: SiteConfig;
  sidebars: Sidebars;
  /** The sidebars file as named in messages (relative to the working directory). */
  sidebarsFile: string;
}

/** Environment overrides, resolved once here so nothing else reads `process.env`. */
const ENV_OVERRIDES = {
  DOCS_CONTENT_DIR: 'contentDir',
  DOCS_DATA_DIR: 'dataDir',
  DOCS_OUT_DIR: 'outDir',
  DOCS_SITE_URL: 'url',
} as const satisfies Record<string, keyof SiteConfig>;

/**
 * The default export of a config module (or a JSON file). A file that does not load — a syntax
 * error, an exception while it runs — is one problem at its line, not a loader's stack trace.
 */
async function importDefault(file: string, root: string, code: ProblemCode): Promise<unknown> {
  const display = path.relative(root, file);
  if (file.endsWith('.json')) {
    const text = readFileSync(file, 'utf8');
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new BuildError([jsonProblem(error, code, text, display)]);
    }
  }
  try {
    const mod = (await import(/* @vite-ignore */ `${pathToFileURL(file).href}?t=${Date.now()}`)) as { default?: unknown };
    return mod.default;
  } catch (error) {
    if (error instanceof BuildError) throw error;
    throw new BuildError([moduleProblem(error, code, root, display)]);
  }
}

function findFile(root: string, base: string): string {
  for (const ext of ['.ts', '.json']) {
    const candidate = path.join(root, base + ext);
    if (existsSync(candidate)) return candidate;
  }
  throw new BuildError([
    { code: 'CONFIG_INVALID', file: path.join(root, base + '.ts'), message: 'file not found', hint: `Create ${base}.ts (or ${base}.json) in the project root.` },
  ]);
}

/** Per-run changes to the config (flags, environment): any key, and any reference folder. */
export type ConfigOverrides = Partial<Omit<SiteConfig, 'reference'>> & { reference?: Partial<SiteConfig['reference']> };

/**
 * For a JSON config file, the line of the value at a zod issue's path (JSON is YAML, so the yaml
 * parser gives positions); a TypeScript module's lines are not known once it has run.
 */
function jsonLineOf(file: string): ((path: readonly PropertyKey[]) => number | undefined) | undefined {
  if (!file.endsWith('.json') || !existsSync(file)) return undefined;
  const counter = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: counter });
  return (at) => {
    for (let depth = at.length; depth >= 0; depth -= 1) {
      const node = doc.getIn(at.slice(0, depth) as (string | number)[], true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return counter.linePos(node.range[0]).line;
    }
    return undefined;
  };
}

/** Validates a raw config object; `overrides` come from flags or the environment. */
export function parseSiteConfig(raw: unknown, file: string, overrides: ConfigOverrides = {}, abs = file): SiteConfig {
  const parsed = SiteConfigSchema.safeParse(raw);
  if (!parsed.success) throw new BuildError(zodProblems(parsed.error, 'CONFIG_INVALID', file, { lineOf: jsonLineOf(abs) }));
  const { reference, ...rest } = overrides;
  return { ...parsed.data, ...rest, reference: { ...parsed.data.reference, ...reference } };
}

/** Validates a raw sidebars object. */
export function parseSidebars(raw: SidebarsInput | unknown, file: string, abs = file): Sidebars {
  const parsed = SidebarsSchema.safeParse(raw);
  if (!parsed.success) throw new BuildError(zodProblems(parsed.error, 'SIDEBAR_INVALID', file, { lineOf: jsonLineOf(abs) }));
  return parsed.data;
}

/** Environment variables that point a reference generator at other inputs. */
const REFERENCE_ENV = { DOCS_GRAPHQL_DIR: 'graphql', DOCS_ENTITIES_DIR: 'entities', DOCS_CONNECTORS_DIR: 'connectors', DOCS_PYTHON_SDK_DIR: 'pythonSdk', DOCS_ACTIONS_DIR: 'actions' } as const satisfies Record<string, keyof SiteConfig['reference']>;

/** Reads the overrides named in ENV_OVERRIDES and REFERENCE_ENV from an environment. */
export function overridesFromEnv(env: Record<string, string | undefined>): ConfigOverrides {
  const overrides: Record<string, unknown> = {};
  for (const [name, key] of Object.entries(ENV_OVERRIDES)) {
    const value = env[name];
    if (value) overrides[key] = value;
  }
  const reference = Object.fromEntries(Object.entries(REFERENCE_ENV).filter(([name]) => env[name]).map(([name, key]) => [key, env[name]]));
  if (Object.keys(reference).length > 0) overrides.reference = reference;
  return overrides as ConfigOverrides;
}

/** Loads and validates `site.config.ts` and `sidebars.ts` (or `.json`) from a project root. */
export async function loadProject(root: string, overrides: ConfigOverrides = {}): Promise<Project> {
  const absRoot = path.resolve(root);
  const configFile = findFile(absRoot, 'site.config');
  const sidebarsFile = findFile(absRoot, 'sidebars');
  const parsed = parseSiteConfig(await importDefault(configFile, absRoot, 'CONFIG_INVALID'), path.relative(absRoot, configFile), overrides, configFile);
  // Snapshots made by `npm run docs:version` (versions.json, newest first) come before any listed in the config.
  const snapshots = readVersionsFile(absRoot);
  const twice = snapshots.filter((v) => parsed.archivedVersions.some((a) => a.name === v.name));
  if (twice.length > 0) {
    throw new BuildError(twice.map((v) => ({ code: 'CONFIG_INVALID' as const, file: VERSIONS_FILE, message: `version ${v.name} is also in site.config archivedVersions`, hint: 'List each version once: remove it from archivedVersions.' })));
  }
  const config = { ...parsed, archivedVersions: [...snapshots, ...parsed.archivedVersions] };
  const sidebarsName = path.relative(absRoot, sidebarsFile);
  const sidebars = parseSidebars(await importDefault(sidebarsFile, absRoot, 'SIDEBAR_INVALID'), sidebarsName, sidebarsFile);
  return { root: absRoot, config, sidebars, sidebarsFile: sidebarsName };
}

/** Loads an archived version's sidebars file (JSON). */
export function loadSidebarsFile(file: string): Sidebars {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BuildError([{ code: 'SIDEBAR_INVALID', file, message: `cannot read JSON: ${(error as Error).message}` }]);
  }
  return parseSidebars(raw, file);
}
