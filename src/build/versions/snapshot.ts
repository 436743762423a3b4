/**
 * `npm run docs:version -- 1.7.0`: freezes the current docs as an archived version. Copies the
 * hand-written pages, the data files, the resolved sidebars (as JSON) and the reference inputs into
 * `versions/{name}/`, and lists the name first in `versions.json` (newest first).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadProject } from '../../config/load.ts';
import { readVersionsFile, VERSIONS_DIR, VERSIONS_FILE, VersionNameSchema } from '../../config/versions-file.ts';
import { BuildError, type Problem } from '../errors.ts';

export interface SnapshotReport {
  /** The snapshot folder, relative to the project root. */
  dir: string;
  /** What was copied, relative to the project root. */
  copied: string[];
  /** Every archived version, newest first. */
  versions: string[];
}

const refuse = (message: string, hint: string, file?: string): BuildError => new BuildError([{ code: 'CONFIG_INVALID', file, message, hint } satisfies Problem]);

/** Validates the name, refuses one that exists, copies the current docs and registers the version. */
export async function createVersionSnapshot(root: string, name: string): Promise<SnapshotReport> {
  const absRoot = path.resolve(root);
  const checked = VersionNameSchema.safeParse(name);
  if (!checked.success) throw refuse(`"${name}" is not a version name: ${checked.error.issues[0]?.message}`, 'Pass the release number, for example `npm run docs:version -- 1.7.0`.');
  // Loading the project validates the config, the sidebars and versions.json before anything is written.
  const project = await loadProject(absRoot);
  if (project.config.archivedVersions.some((v) => v.name === name)) {
    throw refuse(`version ${name} already exists`, 'Archived versions are frozen: pick a new name, or delete the old snapshot and its entry first.', VERSIONS_FILE);
  }
  const dir = `${VERSIONS_DIR}/${name}`;
  const absDir = path.join(absRoot, dir);
  if (existsSync(absDir)) throw refuse(`${dir}/ already exists but is not listed in ${VERSIONS_FILE}`, `Remove the folder ${dir}/ (a leftover of an interrupted snapshot?) and run the command again.`, dir);
  const { config } = project;
  const copies: [from: string, to: string][] = [
    [config.contentDir, `${dir}/docs`],
    [config.dataDir, `${dir}/data`],
    ...Object.entries(config.reference).map(([kind, from]): [string, string] => [from, `${dir}/reference/${kind}`]),
  ];
  const copied: string[] = [];
  try {
    mkdirSync(absDir, { recursive: true });
    for (const [from, to] of copies) {
      if (!existsSync(path.resolve(absRoot, from))) continue;
      cpSync(path.resolve(absRoot, from), path.join(absRoot, to), { recursive: true });
      copied.push(to);
    }
    // The sidebars as the build resolved them (sidebars.ts may compute items): plain JSON from now on.
    writeFileSync(path.join(absDir, 'sidebars.json'), `${JSON.stringify(project.sidebars, null, 2)}\n`);
    copied.push(`${dir}/sidebars.json`);
    const versionsFile = path.join(absRoot, VERSIONS_FILE);
    const listed = existsSync(versionsFile) ? (JSON.parse(readFileSync(versionsFile, 'utf8')) as string[]) : [];
    const versions = [name, ...listed];
    writeFileSync(versionsFile, `${JSON.stringify(versions, null, 2)}\n`);
    readVersionsFile(absRoot); // the file just written must load
    return { dir, copied, versions };
  } catch (error) {
    rmSync(absDir, { recursive: true, force: true });
    throw error;
  }
}
