/**
 * Which pages have a Markdown twin (`/docs/{slug}.md`, written by `src/build/markdown-twin/`):
 * hand-written doc pages of the current version. The doc page header links to the twin only when
 * this says there is one, so the emit stage and the layout cannot disagree.
 */
export function markdownTwinRoute(page: { kind: string; route: string; version: string; file?: string }): string | undefined {
  return page.kind === 'doc' && page.file !== undefined && page.version === 'current' ? `${page.route}.md` : undefined;
}
