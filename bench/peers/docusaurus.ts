/**
 * Docusaurus 3 as a peer for `npm run bench -- --peers`: installs it once into
 * node_modules/.cache/bench-peers/ (one folder per set of versions), turns a synthetic corpus
 * written by bench/generate-corpus.ts into a Docusaurus project in a temporary folder, and builds
 * it with `docusaurus build` in a child process while bench/peers/process-tree.ts samples memory.
 *
 * The conversion keeps the content the same:
 *   content/docs/**            -> docs/** (the files copied byte for byte; front matter, admonitions,
 *                                 code block titles and line highlights, {#custom-id} headings and
 *                                 relative .md links are all Docusaurus syntax already)
 *   sidebars.json              -> sidebars.js (our top-level `section`s become non-collapsible
 *                                 categories; doc ids of README pages become `<dir>/README`)
 *   <Tabs>/<TabItem>           -> @theme/Tabs and @theme/TabItem (same props)
 *   <Cards>/<Card>             -> two small components of the same markup, all four registered
 *                                 globally through an MDXComponents swizzle, so no page gains an import
 *   content/data/adoption-stories.yaml -> src/pages/adoption-stories.md (the footer links to it)
 *   a page named like its folder        -> a `slug` in its front matter (see keepFolderNamedDocRoutes)
 *   .md pages are read as CommonMark and .mdx pages as MDX (markdown.format: 'detect'), as our
 *   pipeline does; the blog is off; no search plugin is installed.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { setAside } from './set-aside.ts';
import { peerEnv, run, timedNode, type TimedRun } from './timed-run.ts';

/** Exact versions installed for the peer build (Docusaurus 3.10 requires Node >= 20). */
export const DOCUSAURUS_PACKAGES: Record<string, string> = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/faster': '3.10.2',
  '@docusaurus/preset-classic': '3.10.2',
  '@mdx-js/react': '3.1.1',
  clsx: '2.1.1',
  'prism-react-renderer': '2.4.1',
  react: '19.3.1',
  'react-dom': '19.3.1',
};

/**
 * npm overrides for the install. @docsearch/react 4.7.1 (what theme-search-algolia's range picks;
 * the theme is installed with the preset but not used here) needs @docsearch/core 4.7.1, which the
 * registry this project reaches does not have; 4.7.0 is the same line.
 */
export const DOCUSAURUS_OVERRIDES: Record<string, string> = {
  '@docsearch/react': '4.7.0',
};

// ---------------------------------------------------------------------------------------------
// Installing (cached)

export interface Installation {
  dir: string;
  reused: boolean;
  seconds: number;
  /** Versions actually installed, read back from node_modules. */
  installed: Record<string, string>;
}

function installedVersions(dir: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of Object.keys(DOCUSAURUS_PACKAGES)) {
    try {
      versions[name] = (JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      // reported as missing
    }
  }
  return versions;
}

/**
 * Installs the packages into `<cacheRoot>/docusaurus-<version>-<key>/` with npm unless that folder
 * already holds a finished install of the same versions.
 */
export async function installDocusaurus(cacheRoot: string, log: (line: string) => void): Promise<Installation> {
  const spec = JSON.stringify({ dependencies: DOCUSAURUS_PACKAGES, overrides: DOCUSAURUS_OVERRIDES });
  const key = createHash('sha256').update(spec).update(process.versions.node.split('.')[0]!).digest('hex').slice(0, 10);
  const dir = path.join(cacheRoot, `docusaurus-${DOCUSAURUS_PACKAGES['@docusaurus/core']}-${key}`);
  const stamp = path.join(dir, '.bench-installed.json');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === spec) {
    return { dir, reused: true, seconds: 0, installed: installedVersions(dir) };
  }
  log(`installing Docusaurus ${DOCUSAURUS_PACKAGES['@docusaurus/core']} into ${dir} (once; later runs reuse it)…`);
  // Installs of other versions are dropped: only the current set is ever used.
  if (existsSync(cacheRoot)) for (const name of readdirSync(cacheRoot)) if (name.startsWith('docusaurus-')) rmSync(path.join(cacheRoot, name), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'bench-peer-docusaurus', private: true, dependencies: DOCUSAURUS_PACKAGES, overrides: DOCUSAURUS_OVERRIDES }, null, 2)}\n`);
  const started = performance.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { code, output } = await run(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error', '--no-package-lock'], dir);
  if (code !== 0) throw new Error(`npm install of Docusaurus failed (exit ${code}):\n${output.trim().split('\n').slice(-30).join('\n')}`);
  writeFileSync(stamp, spec);
  return { dir, reused: false, seconds: (performance.now() - started) / 1000, installed: installedVersions(dir) };
}

// ---------------------------------------------------------------------------------------------
// Converting the corpus into a Docusaurus project

type OurItem =
  | string
  | { type: 'section'; label: string; items: OurItem[] }
  | { type: 'link'; label: string; href: string }
  | { type: 'autogenerated'; dirName: string }
  | { type: 'doc'; id: string; label?: string; className?: string }
  | { type: 'category'; label: string; items: OurItem[]; link?: { type: 'doc'; id: string } | { type: 'generated-index'; title?: string; description?: string }; collapsed?: boolean; className?: string };

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(abs) : [abs];
  });
}

/** Our doc id (README and index pages take their folder's id) -> Docusaurus's (the file path without extension). */
function docIdMap(docsDir: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of listFiles(docsDir)) {
    if (!/\.mdx?$/.test(file)) continue;
    const docusaurusId = path.relative(docsDir, file).split(path.sep).join('/').replace(/\.mdx?$/, '');
    const segments = docusaurusId.split('/');
    if (segments.length > 1 && /^(readme|index)$/i.test(segments[segments.length - 1]!)) segments.pop();
    map.set(segments.join('/'), docusaurusId);
  }
  return map;
}

function convertSidebarItem(item: OurItem, ids: Map<string, string>): unknown {
  const id = (ours: string): string => {
    const theirs = ids.get(ours);
    if (!theirs) throw new Error(`sidebar refers to doc "${ours}", which the corpus does not have`);
    return theirs;
  };
  if (typeof item === 'string') return id(item);
  switch (item.type) {
    case 'section':
      // A section is an always-open heading in our sidebar: the nearest Docusaurus item is a category that cannot collapse.
      return { type: 'category', label: item.label, collapsible: false, items: item.items.map((i) => convertSidebarItem(i, ids)) };
    case 'doc':
      return { ...item, id: id(item.id) };
    case 'category':
      return {
        ...item,
        ...(item.link?.type === 'doc' ? { link: { type: 'doc', id: id(item.link.id) } } : {}),
        items: item.items.map((i) => convertSidebarItem(i, ids)),
      };
    default:
      return item;
  }
}

/**
 * Docusaurus serves a doc named like its folder (`architecture/architecture.md`) at the folder's
 * URL (`/docs/architecture`), as it does README and index pages; our pipeline keeps the file's own
 * URL and the corpus links to it. Such pages get a `slug` in their front matter so that both builds
 * serve the same URLs (the only change made to any page).
 */
function keepFolderNamedDocRoutes(docsDir: string): void {
  for (const file of listFiles(docsDir)) {
    const rel = path.relative(docsDir, file).split(path.sep).join('/');
    const segments = rel.replace(/\.mdx?$/, '').split('/');
    const name = segments[segments.length - 1]!;
    if (segments.length < 2 || name.toLowerCase() !== segments[segments.length - 2]!.toLowerCase() || /^(readme|index)$/i.test(name)) continue;
    const text = readFileSync(file, 'utf8');
    const slug = `slug: /${segments.join('/')}`;
    writeFileSync(file, text.startsWith('---\n') ? `---\n${slug}\n${text.slice(4)}` : `---\n${slug}\n---\n\n${text}`);
  }
}

const MDX_COMPONENTS = `import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import { Cards, Card } from '@site/src/components/Cards';

// The corpus uses these without importing them, as our pipeline registers them globally.
export default { ...MDXComponents, Tabs, TabItem, Cards, Card };
`;

const CARDS = `import React from 'react';
import Link from '@docusaurus/Link';

/** A grid of link cards (the same markup as our Cards component). */
export function Cards({ children }) {
  return <div className="cards">{children}</div>;
}

/** A link card: a title and one or two sentences. */
export function Card({ title, href, children }) {
  return (
    <Link className="card-link" to={href}>
      <span className="card-title">{title}</span>
      <div className="card-body">{children}</div>
    </Link>
  );
}
`;

const CUSTOM_CSS = `.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1rem; margin-bottom: var(--ifm-leading); }
.card-link { display: block; padding: 1rem; border: 1px solid var(--ifm-color-emphasis-300); border-radius: var(--ifm-card-border-radius); color: inherit; }
.card-link:hover { border-color: var(--ifm-color-primary); text-decoration: none; }
.card-title { display: block; font-weight: var(--ifm-font-weight-bold); margin-bottom: 0.5rem; }
.card-body > p:last-child { margin-bottom: 0; }
`;

interface SiteConfigJson {
  title: string;
  tagline?: string;
  url: string;
  githubUrl: string;
  editUrlBase?: string;
  demoUrl?: string;
}

/**
 * How Docusaurus bundles: `default` (webpack + Babel + Terser), `faster` (@docusaurus/faster:
 * Rspack, SWC, Lightning CSS, SSG worker threads; the configuration its documentation gives).
 */
export type DocusaurusMode = 'default' | 'faster';

/** The `future` block for a mode (Docusaurus 3.10 names the option `faster`; 3.6–3.9 called it `experimental_faster`). */
export function futureConfig(mode: DocusaurusMode): Record<string, unknown> | undefined {
  return mode === 'faster' ? { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } } : undefined;
}

function docusaurusConfig(site: SiteConfigJson, mode: DocusaurusMode): string {
  const future = futureConfig(mode);
  const config = {
    ...(future ? { future } : {}),
    title: site.title,
    tagline: site.tagline ?? '',
    url: site.url,
    baseUrl: '/',
    favicon: 'favicon.svg',
    // Every link in the corpus resolves in our build; the same must hold here, or the conversion is wrong.
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    markdown: { format: 'detect' },
    presets: [
      [
        'classic',
        {
          docs: { routeBasePath: 'docs', sidebarPath: './sidebars.js', ...(site.editUrlBase ? { editUrl: site.editUrlBase } : {}) },
          blog: false,
          theme: { customCss: './src/css/custom.css' },
        },
      ],
    ],
    themeConfig: {
      navbar: {
        title: site.title,
        items: [
          { to: '/docs/introduction', label: 'Docs', position: 'left' },
          { to: '/docs/quickstart', label: 'Quickstart', position: 'left' },
          { to: '/docs/features', label: 'Features', position: 'left' },
          ...(site.demoUrl ? [{ href: site.demoUrl, label: 'Demo', position: 'right' }] : []),
          { href: site.githubUrl, label: 'GitHub', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Docs',
            items: [
              { label: 'Introduction', to: '/docs/introduction' },
              { label: 'Quickstart', to: '/docs/quickstart' },
              { label: 'Features', to: '/docs/features' },
              { label: 'Adoption stories', to: '/adoption-stories' },
              { label: 'Contributing', to: '/docs/contributing' },
              { label: 'GitHub', href: site.githubUrl },
            ],
          },
        ],
      },
      // The corpus highlights yaml, python, bash, json, graphql and sql; prism-react-renderer's default set lacks bash and yaml.
      prism: { additionalLanguages: ['bash', 'yaml'] },
    },
  };
  return `// Written by bench/peers/docusaurus.ts for the peer benchmark.\nexport default ${JSON.stringify(config, null, 2)};\n`;
}

function adoptionStoriesPage(yamlText: string): string {
  const stories = (YAML.parse(yamlText) ?? []) as { organisation: string; industry: string; useCase: string; link?: string }[];
  const lines = ['---', 'title: Adoption stories', '---', '', '# Adoption stories', ''];
  for (const story of stories) {
    lines.push(`## ${story.organisation}`, '', `*${story.industry}*`, '', story.useCase, '');
    if (story.link) lines.push(`[Read the story](${story.link})`, '');
  }
  return lines.join('\n');
}

export interface DocusaurusProject {
  dir: string;
  docs: number;
  seconds: number;
  mode: DocusaurusMode;
}

/** Writes a Docusaurus project for the corpus in `corpusDir` into a new temporary folder. */
export function prepareDocusaurusProject(corpusDir: string, install: Installation, mode: DocusaurusMode = 'default'): DocusaurusProject {
  const started = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-docusaurus-${mode}-`));
  const docsDir = path.join(dir, 'docs');
  cpSync(path.join(corpusDir, 'content', 'docs'), docsDir, { recursive: true });
  if (existsSync(path.join(corpusDir, 'static'))) cpSync(path.join(corpusDir, 'static'), path.join(dir, 'static'), { recursive: true });

  keepFolderNamedDocRoutes(docsDir);
  const ids = docIdMap(docsDir);
  const ours = JSON.parse(readFileSync(path.join(corpusDir, 'sidebars.json'), 'utf8')) as Record<string, OurItem[]>;
  const sidebars = Object.fromEntries(Object.entries(ours).map(([name, items]) => [name, items.map((i) => convertSidebarItem(i, ids))]));
  writeFileSync(path.join(dir, 'sidebars.js'), `// Converted from the corpus' sidebars.json by bench/peers/docusaurus.ts.\nexport default ${JSON.stringify(sidebars, null, 2)};\n`);

  const site = JSON.parse(readFileSync(path.join(corpusDir, 'site.config.json'), 'utf8')) as SiteConfigJson;
  writeFileSync(path.join(dir, 'docusaurus.config.js'), docusaurusConfig(site, mode));
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'bench-docusaurus-site', private: true, dependencies: DOCUSAURUS_PACKAGES }, null, 2)}\n`);

  const write = (rel: string, text: string): void => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  write('src/theme/MDXComponents.js', MDX_COMPONENTS);
  write('src/components/Cards.js', CARDS);
  write('src/css/custom.css', CUSTOM_CSS);
  write('src/pages/index.md', `---\ntitle: ${site.title}\n---\n\n# ${site.title}\n\n${site.tagline ?? ''}\n\n- [Introduction](/docs/introduction)\n- [Quickstart](/docs/quickstart)\n- [Features](/docs/features)\n`);
  const stories = path.join(corpusDir, 'content', 'data', 'adoption-stories.yaml');
  if (existsSync(stories)) write('src/pages/adoption-stories.md', adoptionStoriesPage(readFileSync(stories, 'utf8')));

  // The installed packages, shared by every run (webpack's persistent cache is cleared before each build).
  symlinkSync(path.join(install.dir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, docs: ids.size, seconds: (performance.now() - started) / 1000, mode };
}

// ---------------------------------------------------------------------------------------------
// Building

export interface DocusaurusBuild {
  ok: boolean;
  error?: string;
  outDir: string;
  run: TimedRun;
  /** Lines of Docusaurus's output that warn (broken anchors, markdown links…). */
  warnings: string[];
}

/**
 * Runs `docusaurus build` in `project`. Cold (the default): no `.docusaurus/`, no `build/` and no
 * bundler persistent cache (webpack's and Rspack's live in node_modules/.cache, which is the shared
 * install's, reached through the project's node_modules link). `cold: false` keeps them all.
 */
export async function buildDocusaurus(project: DocusaurusProject, install: Installation, cold = true): Promise<DocusaurusBuild> {
  const outDir = path.join(project.dir, 'build');
  const stale = cold ? [path.join(project.dir, '.docusaurus'), outDir, path.join(install.dir, 'node_modules', '.cache')] : [];
  for (const entry of stale) setAside(entry); // deleted when the run is over (see set-aside.ts)
  const bin = path.join(install.dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const result = await timedNode([bin, 'build', '--out-dir', outDir], project.dir, peerEnv()); // minified, as by default
  writeFileSync(path.join(project.dir, 'build.log'), result.output);
  const warnings = result.output.split('\n').filter((line) => /^\[WARNING\]/.test(line.trim()));
  const ok = result.code === 0 && existsSync(path.join(outDir, 'index.html'));
  return { ok, ...(ok ? {} : { error: result.output.trim().split('\n').slice(-60).join('\n') || `exit code ${result.code}` }), outDir, run: result, warnings };
}
