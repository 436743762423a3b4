import type { SitePage } from '../model/site.ts';

/** Pages worth listing for search engines and tools (not redirects, the 404 page or the search page). */
export function isListed(page: SitePage): boolean {
  return page.kind !== 'redirect' && page.kind !== 'not-found' && page.kind !== 'search';
}

/** `sitemap.xml` with every listed page of the current version. */
export function renderSitemap(origin: string, pages: SitePage[]): string {
  const urls = pages
    .filter(isListed)
    .map((p) => `<url><loc>${new URL(p.route, origin).href}</loc>${p.lastUpdated ? `<lastmod>${p.lastUpdated.slice(0, 10)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt` allowing everything and naming the sitemap. */
export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

/** One record per page, published as `/page-index.json` for tools and search. */
export interface PageIndexRecord {
  id: string;
  title: string;
  description: string;
  sidebar: 'overviewSidebar' | null;
  route: string;
  section: string | null;
}

export function buildPageIndex(pages: SitePage[], sectionOf: (route: string) => string | undefined): PageIndexRecord[] {
  return pages.filter(isListed).map((p) => {
    const section = sectionOf(p.route) ?? null;
    return { id: p.id, title: p.title, description: p.description, sidebar: section ? 'overviewSidebar' : null, route: p.route, section };
  });
}
