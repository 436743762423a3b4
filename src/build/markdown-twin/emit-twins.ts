import type { SiteConfig } from '../../config/site-config.ts';
import { markdownTwinRoute } from '../../shared/markdown-twin.ts';
import type { StagingDir } from '../emit/write-site.ts';
import type { VersionSite } from '../site-model.ts';
import { buildLlmsIndex, renderLlmsFullTxt, renderLlmsTxt } from './llms-txt.ts';

/** What the stage wrote, for the build log. */
export interface TwinReport {
  twins: number;
  llmsBytes: number;
  llmsFullBytes: number;
}

/**
 * Writes the Markdown twins made while compiling (`SitePage.markdown`) as `{route}.md`, then
 * `/llms.txt` and `/llms-full.txt` from them, into the staging folder (so the final link check
 * sees them and a failed build publishes none). The twins' text is dropped once written.
 */
export function emitMarkdownTwins(staging: StagingDir, version: VersionSite, config: SiteConfig): TwinReport {
  const siteUrl = config.url.replace(/\/+$/, '');
  const site = {
    title: config.title,
    siteUrl,
    summary: `${config.tagline ? `${config.tagline} ` : ''}Every guide is also published as plain Markdown: add .md to its URL.`,
  };
  const twins = version.pages.filter((p) => p.markdown !== undefined && markdownTwinRoute(p));
  for (const page of twins) staging.write(markdownTwinRoute(page)!.slice(1), page.markdown!);
  const index = buildLlmsIndex(version, siteUrl);
  const llms = renderLlmsTxt(site, index);
  const full = renderLlmsFullTxt(site, index);
  staging.write('llms.txt', llms);
  staging.write('llms-full.txt', full);
  for (const page of twins) page.markdown = undefined;
  return { twins: twins.length, llmsBytes: Buffer.byteLength(llms), llmsFullBytes: Buffer.byteLength(full) };
}
