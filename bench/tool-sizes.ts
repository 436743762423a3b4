import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** What one island costs when it starts, gzipped bytes, beyond what every page already loaded. */
export interface ToolSize {
  /** The island's own chunks (its mount, its lazily loaded parts) and the chunks only it uses. */
  codeGzip: number;
  /** Web Workers the island starts. */
  workerGzip: number;
  /** Chunks shared with other islands (React), not counted above. */
  sharedGzip: number;
  files: string[];
}

/**
 * Gzipped size of each island under src/islands/ from the build's chunk map
 * (`/assets/manifest.json`): its entry, the chunks it alone imports, the dynamic imports inside
 * its own folder, and the worker files its code names. Chunks used by the page script or by
 * another island (React) are reported apart, as the budgets are "beyond React".
 */
export function measureToolSizes(outDir: string): Record<string, ToolSize> {
  const manifestFile = path.join(outDir, 'assets', 'manifest.json');
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const gz = (file: string): number => gzipSync(readFileSync(path.join(outDir, file))).length;
  const islands = Object.keys(manifest).filter((key) => /^src\/islands\/[^/]+\/mount\.tsx?$/.test(key));
  const islandOf = (key: string): string | undefined => /^src\/islands\/([^/]+)\//.exec(key)?.[1];

  /** Static closure of a chunk (keys). */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key]!.imports ?? []) closure(dep, seen);
    return seen;
  };
  const pageScript = new Set(Object.entries(manifest).filter(([, c]) => c.isEntry).flatMap(([key]) => [...closure(key)]));
  const usedBy = new Map<string, Set<string>>();
  const islandChunks = new Map<string, Set<string>>();
  for (const entry of islands) {
    const name = islandOf(entry)!;
    const keys = closure(entry);
    // Lazily loaded parts that live in the island's own folder belong to it.
    for (const key of [...keys]) for (const dyn of manifest[key]!.dynamicImports ?? []) if (islandOf(dyn) === name) closure(dyn, keys);
    islandChunks.set(name, keys);
    for (const key of keys) usedBy.set(key, new Set([...(usedBy.get(key) ?? []), name]));
  }
  const sizes: Record<string, ToolSize> = {};
  for (const [name, keys] of islandChunks) {
    const own = [...keys].filter((key) => !pageScript.has(key) && usedBy.get(key)!.size === 1);
    const shared = [...keys].filter((key) => !pageScript.has(key) && usedBy.get(key)!.size > 1);
    const ownFiles = own.map((key) => manifest[key]!.file);
    const workers = new Set<string>();
    for (const file of ownFiles) {
      for (const match of readFileSync(path.join(outDir, file), 'utf8').matchAll(/assets\/([\w.-]+\.js)/g)) {
        const worker = `assets/${match[1]}`;
        if (!ownFiles.includes(worker) && !Object.values(manifest).some((c) => c.file === worker) && existsSync(path.join(outDir, worker))) workers.add(worker);
      }
    }
    sizes[name] = {
      codeGzip: ownFiles.reduce((sum, f) => sum + gz(f), 0),
      workerGzip: [...workers].reduce((sum, f) => sum + gz(f), 0),
      sharedGzip: shared.reduce((sum, key) => sum + gz(manifest[key]!.file), 0),
      files: [...ownFiles, ...workers],
    };
  }
  return sizes;
}
