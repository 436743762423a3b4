import { HtmlValidate, Rule, definePlugin, type ConfigData, type DOMReadyEvent, type HtmlElement } from 'html-validate';

/** A link or resource reference found in a built page, with where it is. */
export interface PageLink {
  href: string;
  /** The element and attribute it came from, as in `a[href]`. */
  from: string;
  line: number;
  column: number;
}

/** What one built page tells the site-wide checks (links, anchors) besides its own problems. */
export interface PageFacts {
  links: PageLink[];
  ids: string[];
}

/** One problem on one page, at a line and column of its HTML. */
export interface HtmlProblem {
  rule: string;
  message: string;
  line: number;
  column: number;
}

/**
 * Attributes whose value is a URL the browser follows or loads. `link[href]` is limited to the
 * relations that load something from the site (stylesheets, icons, preloads); the canonical and
 * alternate links name the public address and are not files of the build.
 */
const URL_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['source[src]', 'src'],
  ['iframe[src]', 'src'],
  ['link[href]', 'href'],
  ['form[action]', 'action'],
];
const LOADED_LINK_RELS = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'prefetch', 'manifest', 'apple-touch-icon']);

/** Facts gathered while html-validate walks a document, keyed by the file name it was given. */
const collected = new Map<string, PageFacts>();

function attributeValue(element: HtmlElement, name: string): string | undefined {
  const value = element.getAttributeValue(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Not a check: gathers the page's links and ids for the site-wide link check, from the same
 * parsed document the rules read, so the page is parsed once.
 */
class CollectReferences extends Rule {
  override documentation() {
    return { description: 'Collects links and ids for the site-wide link check (never reports).' };
  }
  setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      const links: PageLink[] = [];
      for (const [selector, attribute] of URL_ATTRIBUTES) {
        for (const element of event.document.querySelectorAll(selector)) {
          if (element.tagName === 'link') {
            const rels = (attributeValue(element, 'rel') ?? '').toLowerCase().split(/\s+/);
            if (!rels.some((rel) => LOADED_LINK_RELS.has(rel))) continue;
          }
          const href = attributeValue(element, attribute);
          if (href === undefined) continue;
          const at = element.getAttribute(attribute)?.valueLocation ?? element.location;
          links.push({ href, from: `${element.tagName}[${attribute}]`, line: at.line, column: at.column });
        }
      }
      const ids = event.document.querySelectorAll('[id]').map((element) => attributeValue(element, 'id') ?? '');
      collected.set(event.source.filename, { links, ids });
    });
  }
}

/**
 * What every page of the site must have: a `lang`, a non-empty `<title>` and meta description,
 * and exactly one `<h1>`. (Unique ids, landmarks, labels and empty links are html-validate's own
 * rules, switched on in {@link AUDIT_CONFIG}.)
 */
class PageEssentials extends Rule {
  override documentation() {
    return { description: 'Each page needs html[lang], a non-empty title and meta description, and exactly one h1.' };
  }
  setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      const doc = event.document;
      const html = doc.querySelector('html');
      if (!html) {
        this.report(doc.root, 'The page has no <html> element.');
        return;
      }
      if (!attributeValue(html, 'lang')?.trim()) this.report(html, 'The <html> element needs a lang attribute (for example lang="en").');
      const title = doc.querySelector('head > title');
      if (!title || !title.textContent.trim()) this.report(title ?? html, 'The page needs a non-empty <title>.');
      const description = doc.querySelector('head > meta[name="description"]');
      if (!description || !attributeValue(description, 'content')?.trim()) {
        this.report(description ?? html, 'The page needs <meta name="description"> with a non-empty content (set `description` in the front matter).');
      }
      const h1s = doc.querySelectorAll('h1');
      if (h1s.length === 0) this.report(html, 'The page has no <h1>; give it a title.');
      for (const extra of h1s.slice(1)) this.report(extra, `The page has ${h1s.length} <h1> elements; keep one and make the others <h2>.`);
    });
  }
}

const docsPlugin = definePlugin({
  name: 'docs',
  rules: { 'docs/collect-references': CollectReferences, 'docs/page-essentials': PageEssentials },
});

/**
 * html-validate's standard, accessibility and document presets, with the exceptions explained.
 * Everything left on is an error: a build with any finding fails the audit.
 */
export const AUDIT_CONFIG: ConfigData = {
  root: true,
  plugins: [docsPlugin],
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // Our scripts and stylesheets are same-origin files with content hashes in their names;
    // subresource integrity guards third-party hosts, which the site does not use.
    'require-sri': 'off',
    // A raw ">" in text is valid HTML (only "<" and "&" must be escaped there); Shiki leaves it raw.
    'no-raw-characters': 'off',
    // The sidebar's section lists are named by their headings so that screen-reader users can
    // tell them apart in a list of lists; naming a list is allowed, html-validate only discourages it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    'docs/collect-references': 'error',
    'docs/page-essentials': 'error',
  },
};

/** An html-validate instance with the audit rules; make one per thread and reuse it. */
export function createHtmlAuditor(): (html: string, file: string) => { problems: HtmlProblem[]; facts: PageFacts } {
  const validator = new HtmlValidate(AUDIT_CONFIG);
  return (html, file) => {
    const report = validator.validateStringSync(html, file);
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => ({ rule: m.ruleId, message: m.message, line: m.line, column: m.column })),
    );
    const facts = collected.get(file) ?? { links: [], ids: [] };
    collected.delete(file);
    return { problems, facts };
  };
}
