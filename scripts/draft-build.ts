/**
 * Builds the site while pages of docs/content-plan*.md are still being written: copies
 * content/docs to a scratch folder, adds a one-line stand-in for every planned page that does not
 * exist yet (so links to it resolve), and builds from there. Never use it to publish.
 * Usage: npx tsx scripts/draft-build.ts NAME   → builds into /tmp/NAME-dist
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const name = process.argv[2];
if (!name || !/^[\w-]+$/.test(name)) {
  console.error('usage: npx tsx scripts/draft-build.ts NAME   (letters, digits, dashes)');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const scratch = `/tmp/${name}-content`;
rmSync(scratch, { recursive: true, force: true });
cpSync(path.join(root, 'content/docs'), scratch, { recursive: true });
const plan = readdirSync(path.join(root, 'docs'))
  .filter((f) => /^content-plan.*\.md$/.test(f))
  .map((f) => readFileSync(path.join(root, 'docs', f), 'utf8'))
  .join('\n');
/** Words in inline code of the plans that are values, not doc ids. */
const NOT_IDS = new Set(['true', 'false', 'null']);
const ids = new Set([...plan.matchAll(/`([a-z0-9_/-]+)`/g)].map((m) => m[1]!).filter((id) => /[a-z]/.test(id) && !id.endsWith('/*') && !id.includes('<') && !NOT_IDS.has(id)));
let added = 0;
for (const id of ids) {
  const base = path.join(scratch, id);
  if (['.md', '.mdx', '/README.md', '/index.md', '/README.mdx', '/index.mdx'].some((ext) => existsSync(base + ext))) continue;
  mkdirSync(path.dirname(base), { recursive: true });
  writeFileSync(`${base}.md`, `---\ntitle: ${id}\ndescription: Stand-in for a planned page.\n---\n\nPlanned page.\n`);
  added += 1;
}
console.log(`draft: ${added} stand-in page(s) for planned pages; building into /tmp/${name}-dist`);
const result = spawnSync('npx', ['tsx', 'src/cli/build.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DOCS_CONTENT_DIR: scratch, DOCS_OUT_DIR: `/tmp/${name}-dist` },
});
process.exit(result.status ?? 1);
