import { bundledLanguages, createHighlighter, createJavaScriptRegexEngine, type Highlighter } from 'shiki';

/** Themes for the two colour schemes; code is coloured with CSS `light-dark()`. */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** Fence languages rendered without highlighting. */
export const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext', 'output', '']);

let highlighter: Promise<Highlighter> | undefined;

/**
 * One Shiki highlighter per process; languages load on first use. The JavaScript regex engine
 * measured about twice as fast as the WASM Oniguruma one on our corpus; `forgiving` keeps the rare
 * pattern it cannot translate from failing a build (that token is just left uncoloured).
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [], engine: createJavaScriptRegexEngine({ forgiving: true }) });
  return highlighter;
}

/** True when Shiki ships a grammar for this fence language (or alias). */
export function isKnownLanguage(lang: string): boolean {
  return PLAIN_LANGUAGES.has(lang) || Object.hasOwn(bundledLanguages, lang);
}

/** Loads the grammars a page needs that are not loaded yet. */
export async function ensureLanguages(hl: Highlighter, langs: Iterable<string>): Promise<void> {
  const loaded = new Set(hl.getLoadedLanguages());
  const missing = [...new Set(langs)].filter((lang) => !PLAIN_LANGUAGES.has(lang) && !loaded.has(lang) && isKnownLanguage(lang));
  if (missing.length > 0) await hl.loadLanguage(...(missing as Parameters<Highlighter['loadLanguage']>));
}
