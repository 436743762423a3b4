import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.0, 2.1 and 2.2 levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * The rules whose outcome depends on colours. The themes differ only in CSS custom properties
 * (the DOM is the same), so in the second theme only these can change.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe on the page with our tags (or only `rules`), collecting violations only (faster). */
export async function axeViolations(page: Page, options: { rules?: string[]; include?: string; exclude?: string[] } = {}): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  builder = options.rules ? builder.withRules(options.rules) : builder.withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
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
export async function runPreloadedAxe(page: Page, options: { rules?: string[]; exclude?: string[]; preload?: boolean } = {}): Promise<AxeViolation[]> {
  const run = {
    context: options.exclude?.length ? { exclude: options.exclude.map((s) => [s]) } : null,
    // Unless asked, no preload: axe would fetch and parse every stylesheet again for its one rule
    // that reads the CSSOM (css-orientation-lock), which then answers "incomplete" (never a pass).
    options: { runOnly: options.rules ? { type: 'rule', values: options.rules } : { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'], preload: options.preload ?? false },
  };
  return page.evaluate(async ({ context, options: opts }) => {
    const axe = (window as unknown as { axe?: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    if (!axe) throw new Error('axe-core is not loaded in this page: call preloadAxe(context) before opening it');
    return (await axe.run(context ?? document, opts)).violations;
  }, run) as Promise<AxeViolation[]>;
}
