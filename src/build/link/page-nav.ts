import type { NavNode, NavSection, PageNav } from '../model/site.ts';

/**
 * Computes, for every route the sidebar reaches, its section, the categories on its path (open
 * in the sidebar, shown as breadcrumbs) and its previous and next pages in reading order. A route
 * listed twice keeps its first place.
 */
export function computePageNav(sections: NavSection[]): Map<string, PageNav> {
  const navByRoute = new Map<string, PageNav>();
  const order: { label: string; href: string }[] = [];
  const walk = (nodes: NavNode[], section: NavSection, ancestors: NavNode[]): void => {
    for (const node of nodes) {
      if (node.type === 'link') continue;
      if (!navByRoute.has(node.href)) {
        const path = node.type === 'category' ? [...ancestors, node] : ancestors;
        navByRoute.set(node.href, {
          section,
          openKeys: new Set(path.map((a) => a.key)),
          trail: ancestors.map((a) => ({ label: a.label, href: a.href })),
        });
        order.push({ label: node.label, href: node.href });
      }
      if (node.items) walk(node.items, section, [...ancestors, node]);
    }
  };
  for (const section of sections) walk(section.items, section, []);
  order.forEach((entry, i) => {
    const nav = navByRoute.get(entry.href);
    if (!nav) return;
    nav.previous = order[i - 1];
    nav.next = order[i + 1];
  });
  return navByRoute;
}

/**
 * Gives pages that are not in the sidebar but name a `parentRoute` (one per GraphQL type) their
 * parent's place: same section and open categories, the parent added to the trail, no pager.
 */
export function inheritPageNav(navByRoute: Map<string, PageNav>, pages: { route: string; parentRoute?: string }[], labelOf: (route: string) => string | undefined): void {
  for (const page of pages) {
    if (!page.parentRoute || navByRoute.has(page.route)) continue;
    const parent = navByRoute.get(page.parentRoute);
    if (!parent) continue;
    navByRoute.set(page.route, { section: parent.section, openKeys: parent.openKeys, trail: [...parent.trail, { label: labelOf(page.parentRoute) ?? page.parentRoute, href: page.parentRoute }] });
  }
}

/** Every category of a sidebar, for the per-category JSON files. */
export function listCategories(sections: NavSection[]): NavNode[] {
  const result: NavNode[] = [];
  const walk = (nodes: NavNode[]): void => {
    for (const node of nodes) {
      if (node.type !== 'category') continue;
      result.push(node);
      walk(node.items ?? []);
    }
  };
  sections.forEach((s) => walk(s.items));
  return result;
}
