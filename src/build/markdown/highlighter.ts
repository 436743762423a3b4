import type { Element, Root } from 'hast';
import { bundledLanguages, bundledLanguagesInfo, bundledThemes, createHighlighter, createJavaScriptRegexEngine, type Highlighter, type ThemeRegistration, type ShikiTransformer, type ThemeRegistrationResolved } from 'shiki';

/**
 * Themes for the two colour schemes; code is coloured with CSS `light-dark()`. The `-default`
 * GitHub themes use the Primer palette, whose token colours meet WCAG AA contrast on our code
 * backgrounds (the classic `github-light` reds, greens and oranges do not).
 */
export const CODE_THEMES = { light: 'docs-light', dark: 'github-dark-default' } as const;

/** Token colours of the light theme that fall under 4.5:1 on our code backgrounds, and their replacements. */
const LIGHT_FIXES: Record<string, string> = { '#6e7781': '#57606a' };

/** github-light-default with its comment grey darkened to Primer's next step (4.3 → 6.1:1 on #f6f8fa). */
async function lightTheme(): Promise<ThemeRegistration> {
  const base = (await bundledThemes['github-light-default']()).default;
  const json = JSON.stringify(base).replace(/#[0-9a-fA-F]{6}\b/g, (hex) => LIGHT_FIXES[hex.toLowerCase()] ?? hex);
  return { ...(JSON.parse(json) as ThemeRegistration), name: CODE_THEMES.light };
}

/** Fence languages rendered without highlighting. */
export const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext', 'output', '']);

let highlighter: Promise<Highlighter> | undefined;

/**
 * One Shiki highlighter per process; languages load on first use. The JavaScript regex engine
 * measured about twice as fast as the WASM Oniguruma one on our corpus; `forgiving` keeps the rare
 * pattern it cannot translate from failing a build (that token is just left uncoloured).
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= lightTheme().then((light) =>
    createHighlighter({ themes: [light, CODE_THEMES.dark], langs: [], engine: createJavaScriptRegexEngine({ forgiving: true }) }),
  );
  return highlighter;
}

/** True when Shiki ships a grammar for this fence language (or alias). */
export function isKnownLanguage(lang: string): boolean {
  return PLAIN_LANGUAGES.has(lang) || Object.hasOwn(bundledLanguages, lang);
}

/** A fence language's grammar id (`bash`, `sh` and `zsh` are all `shellscript`). */
const GRAMMAR_OF = new Map(bundledLanguagesInfo.flatMap((info) => [[info.id, info.id], ...(info.aliases ?? []).map((alias) => [alias, info.id] as [string, string])]));

/** Grammar loads started, per highlighter and grammar: each grammar is loaded exactly once. */
const loading = new WeakMap<Highlighter, Map<string, Promise<void>>>();

/**
 * Loads the grammars a page needs that are not loaded yet, and waits for those another page
 * started, so each grammar is registered once. Colouring itself is synchronous per block
 * (`highlightToHast`), so no load can land between one block's light and dark passes.
 */
export async function ensureLanguages(hl: Highlighter, langs: Iterable<string>): Promise<void> {
  let started = loading.get(hl);
  if (!started) loading.set(hl, (started = new Map()));
  const loaded = new Set(hl.getLoadedLanguages());
  const waits: Promise<void>[] = [];
  for (const lang of new Set(langs)) {
    if (PLAIN_LANGUAGES.has(lang) || !isKnownLanguage(lang)) continue;
    const grammar = GRAMMAR_OF.get(lang) ?? lang;
    let load = started.get(grammar);
    if (!load) {
      if (loaded.has(lang) && loaded.has(grammar)) continue;
      load = hl.loadLanguage(grammar as Parameters<Highlighter['loadLanguage']>[0]);
      started.set(grammar, load);
    }
    waits.push(load);
  }
  await Promise.all(waits);
}

/**
 * Shiki writes each colour twice: as `light-dark()` and as per-theme CSS variables. The site
 * only needs the first, so the variables go (a third of a highlighted block's bytes).
 */
function stripThemeVariables(node: Element): void {
  const style = node.properties.style;
  if (typeof style === 'string') node.properties.style = style.replace(/;?--shiki-[\w-]+:[^;]+/g, '');
}

/**
 * Both code themes come from one generator (GitHub's Primer themes): the same rules, in the same
 * order, with the same scopes and font styles, only the colours differ, and each light colour
 * stands for exactly one dark colour. Then a token's dark colours follow from its light ones, and a
 * block needs one tokenization instead of one per theme (Shiki runs the grammar once per theme:
 * half the highlighting time). This is that light → dark table, keyed `color:#LIGHT` and
 * `background-color:#LIGHT` (upper case, as Shiki's colour maps write them), or undefined when the
 * themes do not line up rule for rule (other themes): blocks are then coloured by Shiki twice.
 */
export function darkOfLight(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved): Map<string, string> | undefined {
  const table = new Map<string, string>();
  const pair = (key: 'color' | 'background-color', l: string | undefined, d: string | undefined): boolean => {
    if (!l || !d) return l === d;
    const known = table.get(`${key}:${l.toUpperCase()}`);
    if (known !== undefined && known !== d.toUpperCase()) return false;
    table.set(`${key}:${l.toUpperCase()}`, d.toUpperCase());
    return true;
  };
  if (light.settings.length !== dark.settings.length || !pair('color', light.fg, dark.fg) || !pair('background-color', light.bg, dark.bg)) return undefined;
  for (const [i, l] of light.settings.entries()) {
    const d = dark.settings[i]!;
    const same = JSON.stringify(l.scope) === JSON.stringify(d.scope) && l.settings.fontStyle === d.settings.fontStyle;
    if (!same || !pair('color', l.settings.foreground, d.settings.foreground) || !pair('background-color', l.settings.background, d.settings.background)) return undefined;
  }
  return table;
}

/** What the single pass needs: the light → dark colours and the `pre` attributes Shiki gives a block in both themes. */
interface SinglePass {
  darkOf: Map<string, string>;
  preClass: string;
  preStyle: string;
}

const singlePasses = new WeakMap<Highlighter, SinglePass | null>();

function singlePassOf(hl: Highlighter): SinglePass | undefined {
  let known = singlePasses.get(hl);
  if (known === undefined) {
    const darkOf = darkOfLight(hl.getTheme(CODE_THEMES.light), hl.getTheme(CODE_THEMES.dark));
    // The block's own attributes, taken from Shiki's two-theme rendering once (they do not depend on the code).
    const pre = darkOf ? (twoPass(hl, '', 'text', new Set()).children[0] as Element) : undefined;
    known = darkOf && pre ? { darkOf, preClass: String(pre.properties.class), preStyle: String(pre.properties.style) } : null;
    singlePasses.set(hl, known);
  }
  return known ?? undefined;
}

/** The transformer hook that marks the block's highlighted lines (`{1,3}` in the fence's meta). */
function markLines(highlightedLines: ReadonlySet<number>): NonNullable<ShikiTransformer['line']> {
  return function (node, line) {
    if (highlightedLines.has(line)) this.addClassToHast(node, 'highlighted');
  };
}

/** Shiki's own two-theme rendering: the grammar runs once per theme. */
function twoPass(hl: Highlighter, source: string, lang: string, highlightedLines: ReadonlySet<number>): Root {
  return hl.codeToHast(source, {
    lang: PLAIN_LANGUAGES.has(lang) ? 'text' : lang,
    themes: CODE_THEMES,
    defaultColor: 'light-dark()',
    tokenizeTimeLimit: 0,
    transformers: [
      {
        line: markLines(highlightedLines),
        span(node) {
          stripThemeVariables(node);
        },
        pre(node) {
          stripThemeVariables(node);
        },
      },
    ],
  });
}

/** Thrown inside the single pass when a token has a colour the table does not know: the block is coloured twice instead. */
class UnknownColour extends Error {}

/**
 * A token's light-theme style (`color:#…;background-color:#…;font-style:…`) as Shiki writes it in
 * two-theme mode once its CSS variables are removed: each colour as `light-dark(light, dark)`, in
 * the same order, and no font style (two-theme mode writes those only as variables).
 */
function bothThemes(style: string, darkOf: Map<string, string>): string {
  const parts: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    const key = declaration.slice(0, colon);
    if (key !== 'color' && key !== 'background-color') continue;
    const light = declaration.slice(colon + 1);
    const dark = darkOf.get(`${key}:${light.toUpperCase()}`);
    if (!dark) throw new UnknownColour();
    parts.push(`${key}:light-dark(${light}, ${dark})`);
  }
  return parts.join(';');
}

/**
 * Colours one block in both themes, synchronously (its grammar must be loaded: `ensureLanguages`),
 * with the grammar run once when the themes allow it (`darkOfLight`). The result is the same tree
 * as Shiki's two-theme rendering with its CSS variables removed: each token `color:light-dark(…)`
 * and nothing else (in two-theme mode Shiki writes font styles only as variables).
 * `tokenizeTimeLimit: 0` turns off Shiki's default 500 ms wall-clock budget per line: past it the
 * tokenizer gives up silently and the rest of the line keeps the last token's colour. A grammar's
 * regexes are translated the first time they run, so on a busy machine a cold grammar's first line
 * could overrun the budget (a Python `from … import` line red, a `pip install` line plain), and a
 * build's colours depended on the load.
 */
export function highlightToHast(hl: Highlighter, source: string, lang: string, highlightedLines: ReadonlySet<number>): Root {
  const single = singlePassOf(hl);
  // Terminal output takes its colours from the themes' terminal palettes, which the table does not cover.
  if (!single || lang === 'ansi') return twoPass(hl, source, lang, highlightedLines);
  try {
    return hl.codeToHast(source, {
      lang: PLAIN_LANGUAGES.has(lang) ? 'text' : lang,
      theme: CODE_THEMES.light,
      tokenizeTimeLimit: 0,
      transformers: [
        {
          line: markLines(highlightedLines),
          span(node) {
            // Plain text has no colour: no style at all, as in two-theme mode.
            if (node.properties.style !== undefined) node.properties.style = bothThemes(String(node.properties.style), single.darkOf) || undefined;
          },
          pre(node) {
            node.properties.class = single.preClass;
            node.properties.style = single.preStyle;
          },
        },
      ],
    });
  } catch (error) {
    if (error instanceof UnknownColour) return twoPass(hl, source, lang, highlightedLines);
    throw error;
  }
}
