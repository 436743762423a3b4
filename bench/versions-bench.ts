/**
 * Build time with archived versions: the synthetic corpus with two archived versions (snapshots
 * of the corpus itself, made with `docs:version`), built on a cold version cache and again on a
 * warm one, against the same corpus without versions. Run by bench/run.ts.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createVersionSnapshot } from '../src/build/versions/snapshot.ts';
import type { ChildResult } from './protocol.ts';

/** The two archived versions the measurement adds. */
export const BENCH_VERSIONS = ['1.1.0', '1.0.0'];

export interface VersionsFigures {
  contentPages: number;
  /** Wall seconds: the corpus alone, then with two archived versions on a cold and a warm version cache. */
  baseSeconds: number;
  coldSeconds: number;
  warmSeconds: number;
  /** Pages written by the warm build (Next's plus the archived ones copied from the cache). */
  warmPages: number;
  /** The warm build's `versions` stage (copying the archived versions in), ms. */
  warmCopyMs?: number;
}

type RunBuild = (root: string, env: Record<string, string>) => Promise<{ ok: boolean; wallMs: number; child?: ChildResult; error?: string }>;

/** Copies the corpus (sources only) and snapshots it twice, unless an up-to-date copy exists. */
async function prepareVersionedCorpus(corpusDir: string): Promise<string> {
  const dir = `${corpusDir}-versions`;
  const stamp = readFileSync(path.join(corpusDir, '.bench-stamp.json'), 'utf8');
  const stampFile = path.join(dir, '.bench-stamp.json');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(path.join(dir, 'versions.json'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  const skip = /^(dist|node_modules|\.bench-stamp\.json)(\/|$)|^dist\.(tmp|old)-/;
  cpSync(corpusDir, dir, { recursive: true, filter: (source) => !skip.test(path.relative(corpusDir, source)) });
  // Oldest first, so versions.json lists them newest first.
  for (const name of [...BENCH_VERSIONS].reverse()) await createVersionSnapshot(dir, name);
  writeFileSync(stampFile, stamp);
  return dir;
}

export async function measureVersions(corpusDir: string, contentPages: number, runBuild: RunBuild): Promise<VersionsFigures> {
  const dir = await prepareVersionedCorpus(corpusDir);
  const must = async (root: string, what: string) => {
    const run = await runBuild(root, {});
    if (!run.ok || !run.child) throw new Error(`versions bench: the ${what} build failed\n${run.error ?? ''}`);
    return run;
  };
  rmSync(path.join(dir, 'node_modules', '.cache', 'docs-versions'), { recursive: true, force: true });
  const cold = await must(dir, 'cold');
  // The corpus alone is built again right before the warm build, so both see the same machine load.
  const base = (await must(corpusDir, 'base')).wallMs / 1000;
  const warm = await must(dir, 'warm');
  return { contentPages, baseSeconds: base, coldSeconds: cold.wallMs / 1000, warmSeconds: warm.wallMs / 1000, warmPages: warm.child!.pages, warmCopyMs: warm.child!.timings.versions };
}
