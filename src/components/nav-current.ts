import type { NavNode, NavSection } from '../build/model/site.ts';

/** A top-navigation link: where it goes and the route prefix it stands for. */
export interface NavTab {
  href: string;
  /** Route prefix that marks the link current when the page has no sidebar section. */
  match: string;
}

function holds(nodes: NavNode[], href: string): boolean {
  return nodes.some((n) => n.href === href || (n.items !== undefined && holds(n.items, href)));
}

/**
 * The top-navigation link to mark current on a page. A page in the sidebar follows its section,
 * as its breadcrumb does: the link whose target lives in the same section (so a connector page,
 * a GraphQL type or a Python SDK page lights the tab of its section, whatever its route). A page
 * in a section no link leads to gets the most general link its route matches ("Docs", not a
 * section's tab whose prefix it happens to share); a page outside the sidebar the most specific.
 */
export function currentNavLink<T extends NavTab>(links: readonly T[], route: string, section?: NavSection): T | undefined {
  const matching = links.filter((link) => route.startsWith(link.match)).sort((a, b) => a.match.length - b.match.length);
  if (!section) return matching[matching.length - 1];
  return links.find((link) => holds(section.items, link.href)) ?? matching[0];
}
