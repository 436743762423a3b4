import { z } from 'zod';

/** An in-site route (`/docs/quickstart`, optionally with `#anchor`) or an absolute `https://` URL. */
const HrefSchema = z.string().regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, 'use a route such as /docs/quickstart or a full https:// URL');

const LinkSchema = z
  .object({
    label: z.string().min(1),
    href: HrefSchema,
  })
  .strict();

const NavbarLinkSchema = LinkSchema.extend({
  /**
   * Route prefix that marks the link as the current section (`aria-current`); the longest
   * matching prefix wins. @default the link's own route
   */
  match: z.string().startsWith('/').optional(),
}).strict();

const CardSchema = z
  .object({
    title: z.string().min(1),
    href: HrefSchema,
    text: z.string().min(1),
  })
  .strict();

const HomeSectionSchema = z
  .object({
    title: z.string().min(1),
    cards: z.array(CardSchema).min(1),
  })
  .strict();

const HomeTasksSchema = z
  .object({
    title: z.string().min(1),
    /** Task entry points: a short imperative title, where it leads and one line of what it covers. */
    cards: z.array(CardSchema).min(1),
  })
  .strict();

const HomeConnectorsSchema = z
  .object({
    title: z.string().min(1),
    /** Route of the connector index; each featured connector's page is `{base}/{id}`. */
    base: z.string().startsWith('/'),
    /** Connector ids shown as logo tiles, in order (about a dozen). */
    featured: z.array(z.string().regex(/^[a-z0-9][a-z0-9_-]*$/)).min(1),
    /** Label of the link to the index; `{count}` is replaced by the number of connectors. @default "All {count} connectors" */
    allLabel: z.string().min(1).default('All {count} connectors'),
  })
  .strict();

/**
 * The site's chrome: what the navbar, footer, home page and not-found page link to. The engine
 * hard-codes no route of any site; every in-site `href` here is checked once against the built
 * pages (one `CHROME_LINK_BROKEN` per bad link, at this file), not once per rendered page.
 */
export const ChromeSchema = z
  .object({
    /** Where `/docs` and the "Docs" entry points lead: a route. @default the first page of the sidebar */
    docsHome: z.string().startsWith('/').optional(),
    navbar: z
      .object({
        /** Main links, left to right. @default [] */
        links: z.array(NavbarLinkSchema).default([]),
        /** Accessible name of the source-code icon link. @default "{title} on GitHub" */
        githubLabel: z.string().min(1).optional(),
      })
      .strict()
      .default({ links: [] }),
    footer: z
      .object({
        /** Footer links (the GitHub link is added last). @default [] */
        links: z.array(LinkSchema).default([]),
        /** One sentence under the links. @default none */
        note: z.string().min(1).optional(),
      })
      .strict()
      .default({ links: [] }),
    home: z
      .object({
        /** The home page's H1. @default the site title */
        title: z.string().min(1).optional(),
        /** Meta description of the home page. @default the tagline */
        description: z.string().min(1).optional(),
        /** Buttons under the lead (the first is the primary one). @default [] */
        actions: z.array(LinkSchema).default([]),
        /** Text of the search field in the hero (it opens the site search). @default none: no field */
        searchLabel: z.string().min(1).optional(),
        /** Task entry points under the hero. @default none */
        tasks: HomeTasksSchema.optional(),
        /** A strip of connector logos linking to their pages, and a link to all of them. @default none */
        connectors: HomeConnectorsSchema.optional(),
        /** Groups of cards. @default [] */
        sections: z.array(HomeSectionSchema).default([]),
      })
      .strict()
      .default({ actions: [], sections: [] }),
    /** Suggestions on the not-found and no-JavaScript search pages. @default [] */
    suggestions: z.array(LinkSchema).default([]),
  })
  .strict();

export type Chrome = z.output<typeof ChromeSchema>;
export type ChromeLink = z.output<typeof LinkSchema>;

/** Every in-site href the chrome links to, with where it is written (for one problem per bad link). */
export function chromeHrefs(chrome: Chrome): { href: string; where: string }[] {
  const found: { href: string; where: string }[] = [];
  const add = (href: string, where: string): void => {
    if (href.startsWith('/')) found.push({ href, where });
  };
  if (chrome.docsHome) add(chrome.docsHome, 'chrome.docsHome');
  chrome.navbar.links.forEach((l, i) => add(l.href, `chrome.navbar.links[${i}] "${l.label}"`));
  chrome.footer.links.forEach((l, i) => add(l.href, `chrome.footer.links[${i}] "${l.label}"`));
  chrome.home.actions.forEach((l, i) => add(l.href, `chrome.home.actions[${i}] "${l.label}"`));
  chrome.home.tasks?.cards.forEach((c, i) => add(c.href, `chrome.home.tasks.cards[${i}] "${c.title}"`));
  if (chrome.home.connectors) {
    const { base, featured } = chrome.home.connectors;
    add(base, 'chrome.home.connectors.base');
    featured.forEach((id, i) => add(`${base}/${id}`, `chrome.home.connectors.featured[${i}] "${id}"`));
  }
  chrome.home.sections.forEach((s, i) => s.cards.forEach((c, j) => add(c.href, `chrome.home.sections[${i}].cards[${j}] "${c.title}"`)));
  chrome.suggestions.forEach((l, i) => add(l.href, `chrome.suggestions[${i}] "${l.label}"`));
  return found;
}
