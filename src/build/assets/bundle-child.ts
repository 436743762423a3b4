import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CHUNK_MAP, bundleClient } from './build-client.ts';

/**
 * Child process of `startClientAssets`: bundles into the folder it is given, then writes the chunk
 * map there (last: a folder without it is an unfinished bundle). Exits when done, which returns
 * Rolldown's memory to the system.
 */
const [engineRoot, outDir, key] = process.argv.slice(2);
if (!engineRoot || !outDir || !key) throw new Error('usage: bundle-child.ts <engine root> <output folder> <sources hash>');
try {
  const map = await bundleClient(engineRoot, outDir, key);
  writeFileSync(path.join(outDir, CHUNK_MAP), JSON.stringify(map, null, 2));
} catch (error) {
  // The bundler's message names the file, line and column (coloured for a terminal whatever the
  // output: the colours are taken out); its stack is the bundler's own.
  process.stderr.write(stripVTControlCharacters(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
}
process.disconnect?.();
