import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BuildError } from '../build/errors.ts';
import type { ArchivedVersion } from './site-config.ts';
import { zodProblems } from './zod-problems.ts';

/** The file `npm run docs:version` keeps: archived version names, newest first. */
export const VERSIONS_FILE = 'versions.json';
/** Where a snapshot lives, relative to the project root. */
export const VERSIONS_DIR = 'versions';

/** A version name: numbers separated by dots, optionally a `v` before and a suffix after (`1.7.0`, `v0.14.1-rc1`). */
export const VersionNameSchema = z
  .string()
  .regex(/^v?\d+(\.\d+)*(-[0-9A-Za-z.]+)?$/, 'a version name is numbers separated by dots, like 1.7.0 (optionally v1.7.0 or 1.7.0-rc1)');

export const VersionsFileSchema = z.array(VersionNameSchema).refine((names) => new Set(names).size === names.length, { message: 'a version is listed twice' });

/** The folders of a snapshot made by `docs:version`, as an archived version of the site config. */
export function snapshotVersion(root: string, name: string): ArchivedVersion {
  const dir = `${VERSIONS_DIR}/${name}`;
  const dataDir = `${dir}/data`;
  const referenceDir = `${dir}/reference`;
  return {
    name,
    contentDir: `${dir}/docs`,
    sidebarsFile: `${dir}/sidebars.json`,
    ...(existsSync(path.join(root, dataDir)) ? { dataDir } : {}),
    ...(existsSync(path.join(root, referenceDir)) ? { referenceDir } : {}),
  };
}

/** Reads `versions.json` (absent: no snapshots) and validates it; each name must have its snapshot folder. */
export function readVersionsFile(root: string): ArchivedVersion[] {
  const file = path.join(root, VERSIONS_FILE);
  if (!existsSync(file)) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BuildError([{ code: 'CONFIG_INVALID', file: VERSIONS_FILE, message: `cannot read JSON: ${(error as Error).message}`, hint: 'Write a JSON array of version names, newest first: ["1.7.0", "1.6.0"].' }]);
  }
  const parsed = VersionsFileSchema.safeParse(raw);
  if (!parsed.success) throw new BuildError(zodProblems(parsed.error, 'CONFIG_INVALID', VERSIONS_FILE));
  const missing = parsed.data.filter((name) => !existsSync(path.join(root, VERSIONS_DIR, name, 'sidebars.json')));
  if (missing.length > 0) {
    throw new BuildError(
      missing.map((name) => ({ code: 'CONFIG_INVALID' as const, file: VERSIONS_FILE, message: `version ${name} has no snapshot in ${VERSIONS_DIR}/${name}/ (sidebars.json is missing)`, hint: `Restore the folder, or remove "${name}" from ${VERSIONS_FILE}.` })),
    );
  }
  return parsed.data.map((name) => snapshotVersion(root, name));
}
