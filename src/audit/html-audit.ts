import { HtmlValidate, Rule, StaticConfigLoader, definePlugin, walk, type ConfigData, type DOMReadyEvent, type HtmlElement } from 'html-validate';
import { useLinearTagSearch } from './linear-tag-search.ts';

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
const URL_ATTRIBUTES = new Map([
  ['a', 'href'],
  ['area', 'href'],
  ['img', 'src'],
  ['script', 'src'],
  ['source', 'src'],
  ['iframe', 'src'],
  ['link', 'href'],
  ['form', 'action'],
]);
const LOADED_LINK_RELS = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'prefetch', 'manifest', 'apple-touch-icon']);

/**
 * Facts gathered while html-validate walks the document being validated. One document is validated
 * at a time per thread (validation is synchronous), so the rule leaves them here for the caller.
 */
let collected: PageFacts | undefined;

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
    // One walk over the document: html-validate's querySelectorAll walks it once per selector.
    this.on('dom:ready', (event: DOMReadyEvent) => {
      const links: PageLink[] = [];
      const ids: string[] = [];
      walk.depthFirst(event.document, (element) => {
        const id = attributeValue(element, 'id');
        if (id !== undefined) ids.push(id);
        const attribute = URL_ATTRIBUTES.get(element.tagName);
        if (!attribute) return;
        if (element.tagName === 'link') {
          const rels = (attributeValue(element, 'rel') ?? '').toLowerCase().split(/\s+/);
          if (!rels.some((rel) => LOADED_LINK_RELS.has(rel))) return;
        }
        const href = attributeValue(element, attribute);
        if (href === undefined) return;
        const at = element.getAttribute(attribute)?.valueLocation ?? element.location;
        links.push({ href, from: `${element.tagName}[${attribute}]`, line: at.line, column: at.column });
      });
      collected = { links, ids };
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

/** Attributes that name other elements of the page by id, and whether they take a list of ids. */
const ID_REFERENCES: [tagName: string | undefined, attribute: string, list: boolean][] = [
  ['label', 'for', false],
  ['input', 'list', false],
  [undefined, 'aria-activedescendant', false],
  [undefined, 'aria-controls', true],
  [undefined, 'aria-describedby', true],
  [undefined, 'aria-details', false],
  [undefined, 'aria-errormessage', false],
  [undefined, 'aria-flowto', true],
  [undefined, 'aria-labelledby', true],
  [undefined, 'aria-owns', true],
];

/**
 * Every id a `for`, `list` or ARIA relation attribute names must exist in the page. The same check
 * as html-validate's no-missing-references (switched off in {@link AUDIT_CONFIG}), which searches
 * the whole document once per referenced id; here the page's ids are gathered once, which took
 * the audit's time per page from about 230 to 180 ms of CPU (the sidebar alone names about a
 * hundred ids through aria-controls).
 */
class MissingReferences extends Rule {
  override documentation() {
    return { description: 'An id named by for, list or an ARIA relation attribute must belong to an element of the page.' };
  }
  setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      const ids = new Set<string>();
      const references: [element: HtmlElement, attribute: string, value: string, list: boolean][] = [];
      walk.depthFirst(event.document, (element) => {
        const id = attributeValue(element, 'id');
        if (id !== undefined) ids.add(id);
        for (const [tagName, attribute, list] of ID_REFERENCES) {
          if (tagName !== undefined && element.tagName !== tagName) continue;
          const value = attributeValue(element, attribute);
          if (value) references.push([element, attribute, value, list]);
        }
      });
      for (const [element, attribute, value, list] of references) {
        const where = element.getAttribute(attribute)?.valueLocation ?? element.location;
        for (const id of list ? value.split(/\s+/).filter(Boolean) : [value]) {
          if (!ids.has(id)) this.report(element, `${attribute}="${value}" names the id "${id}", which no element of the page has; fix the id or the reference.`, where);
        }
      }
    });
  }
}

/**
 * Link texts that say nothing of where the link goes (English; the site's language). A reader
 * skimming the list of links, or a search engine, learns nothing from "here" or "read more".
 */
const VAGUE_LINK_TEXTS = new Set(['here', 'click here', 'click this', 'right here', 'this', 'this page', 'link', 'go', 'start', 'more', 'read more', 'see more', 'learn more', 'more info', 'more information', 'information', 'details']);

/**
 * Links that search engines can follow and readers can tell apart, on every page (Lighthouse's
 * `crawlable-anchors` and `link-text` audits ask the same of the pages it samples; `npm test` leaves
 * those two out of its Lighthouse run, where reading each link's listeners cost up to 15 s on a
 * page with 2,000 links): an `<a>` either has an href that is a URL (not empty, not `javascript:`)
 * or is only a target (an id or name, no href); a link's whole text is not a vague phrase.
 */
class LinkQuality extends Rule {
  override documentation() {
    return { description: 'Links need a real URL and a text that says where they lead.' };
  }
  setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const anchor of event.document.querySelectorAll('a')) {
        const href = attributeValue(anchor, 'href');
        if (href === undefined) {
          if (!anchor.hasAttribute('id') && !anchor.hasAttribute('name')) this.report(anchor, 'This <a> has no href: give it the address it leads to, or use a <button> for an action.');
          continue;
        }
        const where = anchor.getAttribute('href')?.valueLocation ?? anchor.location;
        const compact = href.replace(/\s/g, '');
        if (compact === '') this.report(anchor, 'This link has an empty href: give it the address it leads to.', where);
        else if (/^javascript:/i.test(compact)) this.report(anchor, `href="${href}" runs a script instead of naming a page: link to an address, or use a <button> for an action.`, where);
        const text = anchor.textContent.replace(/\s+/g, ' ').trim().toLowerCase();
        if (VAGUE_LINK_TEXTS.has(text) && !href.startsWith('#') && !/^mailto:/i.test(href)) {
          this.report(anchor, `The link text "${text}" does not say where it leads: use the title of the page or section it opens.`);
        }
      }
    });
  }
}

const docsPlugin = definePlugin({
  name: 'docs',
  rules: { 'docs/collect-references': CollectReferences, 'docs/page-essentials': PageEssentials, 'docs/missing-references': MissingReferences, 'docs/link-quality': LinkQuality },
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
    // Replaced by docs/missing-references: the same check, with the page's ids gathered once.
    'no-missing-references': 'off',
    'docs/missing-references': 'error',
    'docs/collect-references': 'error',
    'docs/page-essentials': 'error',
    'docs/link-quality': 'error',
  },
};

/**
 * The loader html-validate makes from a configuration object, except that it resolves the
 * configuration (presets, plugins and the merged element metadata) once: the stock one does it
 * again for every page, a tenth of the audit's time. Every page gets the same configuration.
 */
class ResolvedOnceLoader extends StaticConfigLoader {
  #resolved: ReturnType<StaticConfigLoader['getConfigFor']> | undefined;
  override getConfigFor(handle: string, configOverride?: ConfigData): ReturnType<StaticConfigLoader['getConfigFor']> {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    this.#resolved ??= super.getConfigFor(handle);
    return this.#resolved;
  }
}

/**
 * An html-validate instance with the audit rules; make one per thread and reuse it (the
 * configuration is resolved once, see {@link ResolvedOnceLoader}). `file` names the page in a
 * thrown error.
 */
export function createHtmlAuditor(): (html: string, file: string) => { problems: HtmlProblem[]; facts: PageFacts } {
  useLinearTagSearch();
  const validator = new HtmlValidate(new ResolvedOnceLoader(AUDIT_CONFIG));
  return (html, file) => {
    collected = undefined;
    let report;
    try {
      report = validator.validateStringSync(html, 'page.html');
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => ({ rule: m.ruleId, message: m.message, line: m.line, column: m.column })),
    );
    const facts = collected ?? { links: [], ids: [] };
    collected = undefined;
    return { problems, facts };
  };
}
