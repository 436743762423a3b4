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
 * The page as it is now, in both themes: every rule in the light theme, the colour rules there
 * and in the dark theme on one element of each colour context of the page (see `checkTheme`):
 * on a long page most text shares a few looks, and the colour rules cost most.
 */
export async function axeInBothThemes(page: Page, options: { exclude?: string[] } = {}): Promise<{ light: AxeViolation[]; dark: AxeViolation[] }> {
  await ensureAxe(page);
  const exclude = options.exclude ?? [];
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await checkTheme(page, { exclude, known: [], run: 'all' });
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await checkTheme(page, { exclude, known: [], run: 'colour' });
  return { light: light.violations, dark: dark.violations };
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
  options: { rules?: string[]; exclude?: string[]; preload?: boolean } = {},
): Promise<AxeViolation[]> {
  const run = {
    exclude: options.exclude?.map((s) => [s]) ?? [],
    // Unless asked, no preload: axe would fetch and parse every stylesheet again for its one rule
    // that reads the CSSOM (css-orientation-lock), which then answers "incomplete" (never a pass).
    options: {
      runOnly: options.rules ? { type: 'rule', values: options.rules } : { type: 'tag', values: AXE_TAGS },
      resultTypes: ['violations'],
      preload: options.preload ?? false,
    },
  };
  return page.evaluate(async ({ exclude, options: opts }) => {
    const axe = (window as unknown as { axe?: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    if (!axe) throw new Error('axe-core is not loaded in this page: call preloadAxe(context) before opening it');
    const context = exclude.length ? { exclude } : document;
    return (await axe.run(context, opts)).violations;
  }, run) as Promise<AxeViolation[]>;
}

/**
 * The colour contexts of a page's text, in the theme the page shows now: for each element that
 * holds text, each link and each form control, a hash of every computed value the colour rules
 * read — its colour, size, weight, family, shadow, text fill, opacity, underline and borders; for
 * a link, whether other text surrounds it and that text's colour (link-in-text-block); and up the
 * tree, each ancestor's non-default background colour and image, opacity, filter, blend mode and
 * fixed or sticky position (what lies under the text). Two elements with the same hash get the
 * same answer from color-contrast and link-in-text-block, whatever markup produced them, so the
 * 1,000-odd generated reference pages, which repeat a few looks, rarely bring a new one. The
 * values are read per theme: call it again after switching. Returns the hashes (`checkTheme`
 * reads and checks them in one go).
 */
export async function styleContexts(page: Page, exclude: string[]): Promise<string[]> {
  const pass = await runThemePass(page, { exclude, known: [], run: 'none' });
  return pass.contexts;
}

/** What `checkTheme` found: axe's violations and the colour contexts it checked clean or not. */
export interface ThemeCheck {
  violations: AxeViolation[];
  /** Hashes of the colour contexts new to `known` that axe checked, the page unchanged meanwhile. */
  checked: string[];
  /** The page changed while it was read and checked, so `checked` is empty. */
  changed: boolean;
}

/**
 * One theme of a page's audit in one round trip (each `page.evaluate` costs a few milliseconds
 * of the test worker, the browser and the page's renderer, and a page audit used to make a dozen): reads the colour contexts (see
 * `styleContexts`) in the theme the page shows, marks one element of each context not in
 * `known`, and runs axe once with the colour rules narrowed to the marked elements. With
 * `run: 'all'` that run also holds every other rule of our tags on the document (minus
 * `exclude`), so axe lays out its element grid once for both; with `run: 'colour'` only the
 * colour rules run, and not at all when nothing is new. `hollow` empties those layout boxes
 * first, keeping their size, unless the main element would move; `preload` lets axe read the
 * stylesheets. If the page changes between reading the contexts and the end of the run, none
 * counts as checked (`changed`).
 */
export async function checkTheme(
  page: Page,
  options: { exclude: string[]; known: Iterable<string>; run: 'all' | 'colour'; hollow?: string[]; preload?: boolean },
): Promise<ThemeCheck> {
  const pass = await runThemePass(page, {
    exclude: options.exclude,
    known: [...options.known],
    run: options.run,
    hollow: options.hollow,
    preload: options.preload ?? false,
    tags: AXE_TAGS,
    colourRules: COLOUR_RULES,
  });
  return { violations: pass.violations as AxeViolation[], checked: pass.checked, changed: pass.changed };
}

/**
 * A 53-bit string hash (cyrb53) as source text, for code that runs in the page (keys are long,
 * only equality matters): `themePass` and the every-page layout signature are handed this one
 * copy instead of each writing their own.
 */
export const IN_PAGE_HASH_SOURCE = `(text) => {
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
}`;

type ThemePassResult = { contexts: string[]; checked: string[]; violations: unknown[]; changed: boolean };

/** Runs `themePass` in the page with the shared hash (a function cannot travel as an argument). */
function runThemePass(page: Page, args: ThemePassArgs): Promise<ThemePassResult> {
  return page.evaluate(`(${themePass.toString()})(${JSON.stringify(args)}, ${IN_PAGE_HASH_SOURCE})`) as Promise<ThemePassResult>;
}

interface ThemePassArgs {
  exclude: string[];
  known: string[];
  run: 'none' | 'all' | 'colour';
  hollow?: string[];
  preload?: boolean;
  tags?: string[];
  colourRules?: string[];
}

/** The in-page body of `styleContexts` and `checkTheme` (run by `page.evaluate`). */
async function themePass(args: ThemePassArgs, hash: (text: string) => string): Promise<ThemePassResult> {
  const MARK = 'data-axe-colour-check';
  if (args.hollow) {
    // Empties each box, keeping its size, unless the main element would move (then all is put back).
    const main = document.querySelector('main');
    const before = main?.getBoundingClientRect();
    const kept: [Element, Node[], string][] = [];
    for (const selector of args.hollow) {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) continue;
      const box = element.getBoundingClientRect();
      kept.push([element, [...element.childNodes], element.getAttribute('style') ?? '']);
      element.style.width = `${box.width}px`;
      element.style.height = `${box.height}px`;
      element.style.boxSizing = 'border-box';
      element.replaceChildren();
    }
    const after = main?.getBoundingClientRect();
    if (!(before && after && before.left === after.left && before.top === after.top && before.width === after.width)) {
      for (const [element, children, style] of kept) {
        element.replaceChildren(...children);
        element.setAttribute('style', style);
      }
    }
  }
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
  const hasText = (element: Element): boolean => {
    for (let n = element.firstChild; n; n = n.nextSibling) if (n.nodeType === 3 && n.textContent!.trim() !== '') return true;
    return false;
  };
  const skipped = new Set(args.exclude.map((selector) => document.querySelector(selector)).filter((e): e is Element => e !== null));
  const byHash = new Map<string, Element>();
  // A walk that leaves out the excluded subtrees whole.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => (skipped.has(node as Element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let element = walker.nextNode() as Element | null; element; element = walker.nextNode() as Element | null) {
    const control = /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(element.tagName);
    const link = element.tagName === 'A' && element.hasAttribute('href');
    if (!control && !link && !hasText(element)) continue;
    const style = getComputedStyle(element);
    let key = `${control ? `${element.tagName}:${element.getAttribute('type') ?? ''}` : ''}${OWN.map((name) => style.getPropertyValue(name)).join(';')}`;
    const parent = element.parentElement;
    if (link && parent) {
      // link-in-text-block compares a link with the text around it.
      const around = getComputedStyle(parent);
      key += `#link:${hasText(parent)}:${around.color}:${around.display}`;
    }
    const id = hash(`${key}${under(parent)}`);
    if (!byHash.has(id)) byHash.set(id, element);
  }
  const contexts = [...byHash.keys()];
  if (args.run === 'none') return { contexts, checked: [], violations: [], changed: false };

  const known = new Set(args.known);
  const fresh = contexts.filter((h) => !known.has(h));
  if (args.run === 'colour' && fresh.length === 0) return { contexts, checked: [], violations: [], changed: false };
  const marked = fresh.map((h) => byHash.get(h)!);
  // Anything that changes the page from here to the end of the run (a script marking the TOC's
  // current section, a tool mounting) may have changed what a context's hash stood for.
  let changed = false;
  const notice = (records: MutationRecord[]): void => {
    if (records.some((record) => record.attributeName !== MARK)) changed = true;
  };
  const changes = new MutationObserver(notice);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const element of marked) element.setAttribute(MARK, '');
  type Axe = { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }>; _audit: { rules: { id: string; selector: string }[] } };
  const axe = (window as unknown as { axe?: Axe }).axe;
  if (!axe) throw new Error('axe-core is not loaded in this page: call preloadAxe(context) before opening it');
  // For this run the colour rules look only at marked elements: each selector part also carries
  // the mark (put back afterwards, so later runs on the page see axe as it was).
  const narrowed: [{ selector: string }, string][] = [];
  for (const rule of axe._audit.rules) {
    if (!args.colourRules!.includes(rule.id)) continue;
    if (/[(]/.test(rule.selector)) throw new Error(`axe rule ${rule.id} has a selector this audit cannot narrow: ${rule.selector}`);
    narrowed.push([rule, rule.selector]);
    rule.selector = rule.selector.split(',').map((part) => `${part.trim()}[${MARK}]`).join(', ');
  }
  const options = {
    runOnly: args.run === 'all' ? { type: 'tag', values: args.tags } : { type: 'rule', values: args.colourRules },
    resultTypes: ['violations'],
    preload: args.preload ?? false,
  };
  const exclude = args.exclude.map((selector) => [selector]);
  // The colour rules alone need only the marked elements' part of the tree; every rule, all of it.
  const context = args.run === 'colour' ? { include: marked, exclude } : exclude.length ? { exclude } : document;
  let violations: unknown[];
  try {
    violations = (await axe.run(context, options)).violations;
  } finally {
    // Leaves the page and axe as they were, whether the run ended or threw.
    for (const [rule, selector] of narrowed) rule.selector = selector;
    for (const element of marked) element.removeAttribute(MARK);
    // Records the callback has not had yet (it runs between the run's steps).
    notice(changes.takeRecords());
    changes.disconnect();
  }
  // Violations found stand; contexts count as checked only when the page stayed as it was read.
  return { contexts, checked: changed ? [] : fresh, violations, changed };
}
