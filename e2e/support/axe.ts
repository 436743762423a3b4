import type { AxeResults } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';

export type AxeViolation = AxeResults['violations'][number];

/** WCAG 2.0, 2.1 and 2.2 levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * The rules whose outcome depends on colours. The themes differ only in CSS custom properties
 * (the DOM is the same), so in the second theme only these can change.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page with our tags (or only `rules`), collecting violations only. axe-core is
 * added to the page when missing and run in it directly: AxeBuilder injects axe into every frame
 * on each call and finishes the run in a fresh page, which cost several seconds a call.
 */
export async function axeViolations(page: Page, options: { rules?: string[]; include?: string; exclude?: string[] } = {}): Promise<AxeViolation[]> {
  await ensureAxe(page);
  return page.evaluate(
    async ({ include, exclude, rules, tags }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
      const context = { include: include ? [[include]] : [['html']], exclude: exclude.map((s) => [s]) };
      if (include && !document.querySelector(include)) throw new Error(`axe: nothing matches ${include}`);
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
      return (await axe.run(context, { runOnly, resultTypes: ['violations'] })).violations;
    },
    { include: options.include, exclude: options.exclude ?? [], rules: options.rules, tags: AXE_TAGS },
  ) as Promise<AxeViolation[]>;
}

/** Adds axe-core to the page unless it is there (preloaded or added before). */
async function ensureAxe(page: Page): Promise<void> {
  axeSource ??= `${readFileSync(AXE_SOURCE_FILE, 'utf8')}\n;axe.configure({ noHtml: true });`;
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
}

/**
 * The page as it is now, in both themes: every rule but the colour rules in the light theme, then
 * the colour rules in each theme on one element of each colour context of the page (see
 * `styleContexts`): on a long page most text shares a few looks, and the colour rules cost most.
 */
export async function axeInBothThemes(page: Page, options: { exclude?: string[] } = {}): Promise<{ light: AxeViolation[]; dark: AxeViolation[] }> {
  await ensureAxe(page);
  const exclude = options.exclude ?? [];
  const result = { light: [] as AxeViolation[], dark: [] as AxeViolation[] };
  await page.emulateMedia({ colorScheme: 'light' });
  result.light.push(...(await runPreloadedAxe(page, { exclude, disable: COLOUR_RULES })));
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await styleContexts(page, '__axeThemeRun', exclude);
    result[theme].push(...(await runPreloadedAxe(page, { rules: COLOUR_RULES, exclude, includeMarked: '__axeThemeRun' })));
  }
  return result;
}

/** One line per violation, then its first nodes with axe's failure summary. */
export function describeViolations(violations: AxeViolation[], maxNodes = 8): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, maxNodes)
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = v.nodes.length > maxNodes ? `\n    … and ${v.nodes.length - maxNodes} more` : '';
      return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}

const AXE_SOURCE_FILE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

/**
 * Makes axe-core part of every page the context opens (an init script), so a page-by-page audit
 * calls `axe.run` directly. AxeBuilder injects axe again on every call and finishes each run in a
 * fresh page; on a whole site that overhead was most of the time (about 4 s a page against 0.6 s).
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  // noHtml: results name elements by selector; axe would also copy each one's outer HTML.
  axeSource ??= `${readFileSync(AXE_SOURCE_FILE, 'utf8')}\n;axe.configure({ noHtml: true });`;
  await context.addInitScript({ content: axeSource });
}

/**
 * Runs the preloaded axe on the document (minus the `exclude` selectors): our tags, or only
 * `rules`; violations only. `preload` lets axe read the stylesheets (for css-orientation-lock).
 */
export async function runPreloadedAxe(
  page: Page,
  options: { rules?: string[]; disable?: string[]; exclude?: string[]; preload?: boolean; includeMarked?: string } = {},
): Promise<AxeViolation[]> {
  const run = {
    exclude: options.exclude?.map((s) => [s]) ?? [],
    includeMarked: options.includeMarked ?? null,
    // Unless asked, no preload: axe would fetch and parse every stylesheet again for its one rule
    // that reads the CSSOM (css-orientation-lock), which then answers "incomplete" (never a pass).
    options: {
      runOnly: options.rules ? { type: 'rule', values: options.rules } : { type: 'tag', values: AXE_TAGS },
      rules: Object.fromEntries((options.disable ?? []).map((id) => [id, { enabled: false }])),
      resultTypes: ['violations'],
      preload: options.preload ?? false,
    },
  };
  return page.evaluate(async ({ exclude, includeMarked, options: opts }) => {
    const axe = (window as unknown as { axe?: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    if (!axe) throw new Error('axe-core is not loaded in this page: call preloadAxe(context) before opening it');
    // `includeMarked` names a window property holding the elements to check (see markNewStyleContexts).
    // Only elements still in the document (a tool mounting meanwhile replaces its placeholder).
    const include = includeMarked ? (window as unknown as Record<string, Element[]>)[includeMarked]!.filter((e) => e.isConnected) : undefined;
    if (include && include.length === 0) return [];
    const context = include ? { include, exclude } : exclude.length ? { exclude } : document;
    return (await axe.run(context, opts)).violations;
  }, run) as Promise<AxeViolation[]>;
}

/**
 * The colour contexts of a page's text, in the theme the page shows now: for each element that
 * holds text (or is a form control), a hash of every computed value the colour rules read — its
 * colour, size, weight, family, shadow, text fill, opacity, underline and borders; for a link,
 * whether other text surrounds it and that text's colour (link-in-text-block); and up the tree,
 * each ancestor's non-default background colour and image, opacity, filter, blend mode and fixed
 * or sticky position (what lies under the text). Two elements with the same hash get the same
 * answer from color-contrast and link-in-text-block, whatever markup produced them, so the
 * 1,000-odd generated reference pages, which repeat a few looks, rarely bring a new one. The
 * values are read per theme: call it again after switching. The elements are left in
 * `window[property]` for `runPreloadedAxe({ includeMarked })`; the hashes come back.
 */
export async function styleContexts(page: Page, property: string, exclude: string[]): Promise<string[]> {
  return page.evaluate(
    ({ property: prop, exclude: skip }) => {
      const OWN = ['color', 'font-size', 'font-weight', 'font-family', 'font-style', 'text-shadow', '-webkit-text-fill-color', 'opacity', 'visibility', 'text-decoration-line', 'text-decoration-color', 'text-decoration-style', 'border-bottom-style', 'border-bottom-color', 'display', 'background-color', 'background-image'];
      const UNDER: [string, string][] = [
        ['background-color', 'rgba(0, 0, 0, 0)'],
        ['background-image', 'none'],
        ['opacity', '1'],
        ['filter', 'none'],
        ['mix-blend-mode', 'normal'],
      ];
      const ancestry = new Map<Element, string>();
      // What lies under an element: its ancestors' non-default backgrounds and effects, nearest last.
      const under = (element: Element | null): string => {
        if (!element) return '';
        const known = ancestry.get(element);
        if (known !== undefined) return known;
        const style = getComputedStyle(element);
        const parts = UNDER.map(([name, initial]) => {
          const value = style.getPropertyValue(name);
          return value === initial ? '' : `${name}:${value}`;
        }).filter(Boolean);
        if (style.position === 'fixed' || style.position === 'sticky') parts.push(style.position);
        const value = `${under(element.parentElement)}${parts.length ? `|${parts.join(';')}` : ''}`;
        ancestry.set(element, value);
        return value;
      };
      // A 53-bit string hash (cyrb53): the keys are long, and only equality matters.
      const hash = (text: string): string => {
        let h1 = 0xdeadbeef;
        let h2 = 0x41c6ce57;
        for (let i = 0; i < text.length; i++) {
          const c = text.charCodeAt(i);
          h1 = Math.imul(h1 ^ c, 2654435761);
          h2 = Math.imul(h2 ^ c, 1597334677);
        }
        h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
        h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
        return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
      };
      const hasText = (element: Element): boolean => [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      const skipped = skip.map((selector) => document.querySelector(selector)).filter((e): e is Element => e !== null);
      const byHash = new Map<string, Element>();
      for (const element of document.body.querySelectorAll('*')) {
        if (skipped.some((s) => s.contains(element))) continue;
        const control = /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(element.tagName);
        if (!control && !hasText(element)) continue;
        const style = getComputedStyle(element);
        let key = `${control ? `${element.tagName}:${element.getAttribute('type') ?? ''}` : ''}${OWN.map((name) => style.getPropertyValue(name)).join(';')}`;
        const parent = element.parentElement;
        if (element.tagName === 'A' && parent) {
          // link-in-text-block compares a link with the text around it.
          key += `#link:${hasText(parent)}:${getComputedStyle(parent).color}:${getComputedStyle(parent).display}`;
        }
        const id = hash(`${key}${under(parent)}`);
        if (!byHash.has(id)) byHash.set(id, element);
      }
      (window as unknown as Record<string, Element[]>)[prop] = [...byHash.values()];
      return [...byHash.keys()];
    },
    { property, exclude },
  );
}

/** Copies to `window[to]` the elements of `window[from]` whose hash is in `wanted`; returns how many. */
export async function pickStyleContexts(page: Page, from: string, to: string, hashes: string[], wanted: Set<string>): Promise<number> {
  const keep = hashes.map((h) => wanted.has(h));
  return page.evaluate(
    ({ from: source, to: target, keep: flags }) => {
      const w = window as unknown as Record<string, Element[]>;
      w[target] = w[source]!.filter((_, i) => flags[i]);
      return w[target]!.length;
    },
    { from, to, keep },
  );
}
