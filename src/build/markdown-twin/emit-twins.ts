import type { SiteConfig } from '../../config/site-config.ts';
import { markdownTwinRoute } from '../../shared/markdown-twin.ts';
import type { StagingDir } from '../emit/write-site.ts';
import type { VersionSite } from '../site-model.ts';
import { listCategories } from '../link/page-nav.ts';
import { categoryTwin } from './category-twin.ts';
import { buildLlmsIndex, renderLlmsFullTxt, renderLlmsTxt } from './llms-txt.ts';

/** What the stage wrote, for the build log. */
export interface TwinReport {
  twins: number;
  /** Of which generated pages (reference and tool pages) and category index pages. */
  generated: number;
  /** Bytes of every twin. */
  twinBytes: number;
  llmsBytes: number;
  llmsFullBytes: number;
}

/**
 * Writes the Markdown twins made while compiling and generating (`SitePage.markdown`) and those of
 * the category index pages (made here, from the sidebar) as `{route}.md`, then
 * `/llms.txt` and `/llms-full.txt` from them, into the staging folder (so the final link check
 * sees them and a failed build publishes none). The twins' text is dropped once written.
 */
export function emitMarkdownTwins(staging: StagingDir, version: VersionSite, config: SiteConfig): TwinReport {
  const siteUrl = config.url.replace(/\/+$/, '');
  const site = {
    title: config.title,
    siteUrl,
    summary: `${config.tagline ? `${config.tagline} ` : ''}Every page, the generated reference included, is also published as plain Markdown: add .md to its URL.`,
  };
  const withTwin = new Set(version.pages.filter((p) => markdownTwinRoute(p)).map((p) => p.route));
  const descriptions = new Map(version.pages.map((p) => [p.route, p.description]));
  const categories = new Map(listCategories(version.sections).map((c) => [c.href, c.items ?? []]));
  for (const page of version.pages) {
    if (page.kind !== 'category-index' || !withTwin.has(page.route)) continue;
    page.markdown = categoryTwin(page, categories.get(page.route) ?? [], (href) => descriptions.get(href), (href) => withTwin.has(href), siteUrl);
  }
  const twins = version.pages.filter((p) => p.markdown !== undefined && markdownTwinRoute(p));
  let twinBytes = 0;
  for (const page of twins) {
    staging.write(markdownTwinRoute(page)!.slice(1), page.markdown!);
    twinBytes += Buffer.byteLength(page.markdown!);
  }
  const index = buildLlmsIndex(version, siteUrl);
  const llms = renderLlmsTxt(site, index);
  const full = renderLlmsFullTxt(site, index);
  staging.write('llms.txt', llms);
  staging.write('llms-full.txt', full);
  for (const page of twins) page.markdown = undefined;
  return { twins: twins.length, generated: twins.filter((p) => p.file === undefined).length, twinBytes, llmsBytes: Buffer.byteLength(llms), llmsFullBytes: Buffer.byteLength(full) };
}
