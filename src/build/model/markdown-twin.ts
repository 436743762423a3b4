import type { Edition, Stage } from '../../config/front-matter.ts';

/**
 * Types shared by the Markdown pipeline (`markdown/`) and the twin writer (`markdown-twin/`), kept
 * here so neither module imports the other's types (the two used to import each other).
 */

/** What the twin says before the body: the front matter, which the HTML shows in its header. */
export interface TwinHead {
  /** The front matter title; without one, the page's leading `# Heading` is the title. */
  title?: string;
  description?: string;
  edition?: Edition;
  stage?: Stage;
}

/** Asks the compile step for a page's Markdown twin (`PageContext.markdownTwin`). */
export interface MarkdownTwinRequest extends Omit<TwinHead, 'title'> {
  /** The site's public URL without a trailing slash: twins link absolutely. */
  siteUrl: string;
  /** Routes with a twin besides the version's hand-written pages (generated and category pages): linked as their `.md`. */
  otherTwinRoutes?: readonly string[];
}
