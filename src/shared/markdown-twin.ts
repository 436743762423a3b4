/**
 * Which pages have a Markdown twin (`/docs/{slug}.md`, written by `src/build/markdown-twin/`):
 * every doc page of the current version, hand-written or generated, and its category index
 * pages. The doc page header links to the twin only when this says there is one, so the emit
 * stage and the layout cannot disagree.
 */
export function markdownTwinRoute(page: { kind: string; route: string; version: string }): string | undefined {
  return (page.kind === 'doc' || page.kind === 'category-index') && page.version === 'current' ? `${page.route}.md` : undefined;
}
