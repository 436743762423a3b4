import type { Element, Root } from 'hast';
import { bundledLanguages, bundledLanguagesInfo, bundledThemes, createHighlighter, createJavaScriptRegexEngine, type Highlighter, type ThemeRegistration } from 'shiki';

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
 * Colours one block in both themes, synchronously (its grammar must be loaded: `ensureLanguages`).
 * `tokenizeTimeLimit: 0` turns off Shiki's default 500 ms wall-clock budget per line: past it the
 * tokenizer gives up silently and the rest of the line keeps the last token's colour. A grammar's
 * regexes are translated the first time they run, in the first theme's pass, so on a busy machine
 * a cold grammar's first line could overrun the budget in that theme only (a Python `from … import`
 * line red in light, a `pip install` line plain), and a build's colours depended on the load.
 */
export function highlightToHast(hl: Highlighter, source: string, lang: string, highlightedLines: ReadonlySet<number>): Root {
  return hl.codeToHast(source, {
    lang: PLAIN_LANGUAGES.has(lang) ? 'text' : lang,
    themes: CODE_THEMES,
    defaultColor: 'light-dark()',
    tokenizeTimeLimit: 0,
    transformers: [
      {
        line(node, line) {
          if (highlightedLines.has(line)) this.addClassToHast(node, 'highlighted');
        },
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
