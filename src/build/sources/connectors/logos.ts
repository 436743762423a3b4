import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as icons from 'simple-icons';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { BuildError, type Problem } from '../../errors.ts';
import { monogram, type ConnectorLogo, type IconLogo } from './logo-model.ts';

export { monogram, type ConnectorLogo, type IconLogo };

/** `content/data/connector-logos.yaml`: connector id → simple-icons slug. */
export const ConnectorLogoMapSchema = z.record(z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'a connector id: lower case, digits, - and _'), z.string().min(1));
export type ConnectorLogoMap = z.output<typeof ConnectorLogoMapSchema>;


/** The data file's name inside the data folder. */
export const CONNECTOR_LOGOS_FILE = 'connector-logos.yaml';

interface SimpleIcon {
  title: string;
  slug: string;
  hex: string;
  path: string;
}
const ICONS_BY_SLUG = new Map<string, SimpleIcon>(Object.values(icons as unknown as Record<string, SimpleIcon>).filter((i) => typeof i?.slug === 'string').map((i) => [i.slug, i]));

/** Page backgrounds of the two themes (site.css `--bg`); a brand colour is used only where it reads on them. */
const BACKGROUNDS = { light: '#ffffff', dark: '#10131a' } as const;
/** WCAG 2 minimum contrast for graphical objects (1.4.11). */
const MIN_CONTRAST = 3;

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two `#rrggbb` / `rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(a.replace('#', '')), luminance(b.replace('#', ''))].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}


/** The logo of one connector: its mapped icon, or a monogram of its name. */
export function logoFor(map: ConnectorLogoMap, id: string, name: string): ConnectorLogo {
  const icon = map[id] === undefined ? undefined : ICONS_BY_SLUG.get(map[id]!);
  if (!icon) return { kind: 'monogram', text: monogram(name) };
  const brand = `#${icon.hex}`;
  return {
    kind: 'icon',
    title: icon.title,
    slug: icon.slug,
    path: icon.path,
    light: contrastRatio(brand, BACKGROUNDS.light) >= MIN_CONTRAST ? brand : undefined,
    dark: contrastRatio(brand, BACKGROUNDS.dark) >= MIN_CONTRAST ? brand : undefined,
  };
}

/** The icon of every connector the map names whose icon exists (the home page's strip takes its logos from these). */
export function resolveConnectorIcons(map: ConnectorLogoMap): Record<string, IconLogo> {
  const resolved: Record<string, IconLogo> = {};
  for (const id of Object.keys(map)) {
    const logo = logoFor(map, id, id);
    if (logo.kind === 'icon') resolved[id] = logo;
  }
  return resolved;
}

/**
 * Route of the SVG sprite with every mapped icon, one `<symbol id="{slug}">` each. The connector
 * index draws its ~50 icons from it (`<use href="…#slug">`) instead of inlining their paths, which
 * were two thirds of its HTML; the connectors handler publishes it.
 */
export const CONNECTOR_LOGO_SPRITE = '/images/connector-logos.svg';

/** The sprite file of a logo map (its icons sorted by slug, each once). */
export function connectorLogoSprite(map: ConnectorLogoMap): string {
  const slugs = [...new Set(Object.values(map))].filter((slug) => ICONS_BY_SLUG.has(slug)).sort();
  const symbols = slugs.map((slug) => `<symbol id="${slug}" viewBox="0 0 24 24"><path d="${ICONS_BY_SLUG.get(slug)!.path}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/**
 * Parses and checks the logo map: YAML syntax, the schema, and that every slug exists in the
 * installed simple-icons. Problems name the file and the line of the entry.
 */
export function parseConnectorLogos(text: string, displayPath: string, problems: Problem[]): ConnectorLogoMap {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const lineOf = (offset: number | undefined): number | undefined => (offset === undefined ? undefined : lineCounter.linePos(offset).line);
  for (const error of doc.errors) problems.push({ code: 'DATA_INVALID', message: `YAML: ${error.message.split('\n')[0]}`, file: displayPath, line: error.linePos?.[0].line });
  if (doc.errors.length > 0) return {};
  const parsed = ConnectorLogoMapSchema.safeParse(doc.toJS() ?? {});
  const keyLine = new Map<string, number | undefined>();
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) if (isScalar(pair.key)) keyLine.set(String(pair.key.value), lineOf(pair.key.range?.[0]));
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      problems.push({ code: 'DATA_INVALID', message: `${key ? `"${key}": ` : ''}${issue.message}`, file: displayPath, line: keyLine.get(key), hint: 'Each line maps a connector id to a simple-icons slug, e.g. `snowflake: snowflake`.' });
    }
    return {};
  }
  for (const [id, slug] of Object.entries(parsed.data)) {
    if (ICONS_BY_SLUG.has(slug)) continue;
    problems.push({
      code: 'DATA_INVALID',
      message: `"${id}" names the icon "${slug}", which the installed simple-icons does not have`,
      file: displayPath,
      line: keyLine.get(id),
      hint: 'Use a slug listed at https://simpleicons.org (the file name of its SVG), or remove the line: the connector then shows its initials.',
    });
  }
  return parsed.data;
}

const cache = new Map<string, ConnectorLogoMap>();

/**
 * The logo map of a data folder (read once per build process). A missing file means no icons, only
 * monograms; a broken one stops the build with its problems.
 */
export function loadConnectorLogos(dataDir: string): ConnectorLogoMap {
  const file = path.join(dataDir, CONNECTOR_LOGOS_FILE);
  const known = cache.get(file);
  if (known) return known;
  const problems: Problem[] = [];
  const map = existsSync(file) ? parseConnectorLogos(readFileSync(file, 'utf8'), file, problems) : {};
  if (problems.length > 0) throw new BuildError(problems);
  cache.set(file, map);
  return map;
}
