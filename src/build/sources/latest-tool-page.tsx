import type { SitePage } from '../model/site.ts';
import { generatedPage } from './generated-page.ts';

/**
 * An interactive tool's page in an archived version: the tools work on the latest version's data
 * (their schemas and indexes are Next's), so the archived page keeps the tool's place in the
 * sidebar and sends the reader to it.
 */
export function latestToolPage(tool: { id: string; title: string; description: string; route: string }, docsBase: string): SitePage {
  return generatedPage({
    id: tool.id,
    route: `${docsBase}${tool.route.slice('/docs'.length)}`,
    title: tool.title,
    description: tool.description,
    headings: [],
    body: (
      <p className="lead">
        This tool works on the latest version&apos;s schema and metadata model. <a href={tool.route}>Open the {tool.title} in the latest version</a>.
      </p>
    ),
  });
}
