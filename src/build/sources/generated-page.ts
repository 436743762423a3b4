import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Heading } from '../markdown/facts.ts';
import type { SitePage, SourceLinkRef } from '../model/site.ts';

const ID = /\sid="([^"]*)"/g;

interface GeneratedPageFields {
  id: string;
  route: string;
  title: string;
  description: string;
  headings: Heading[];
  keywords?: string[];
  parentRoute?: string;
  /** In-site links written in the page's sources (checked where they were written). */
  links?: SourceLinkRef[];
}

/**
 * A generated reference page: its body (React, rendered here, or HTML already rendered), its
 * headings for the table of contents, and every id in it for anchor checks.
 */
export function generatedPage(fields: GeneratedPageFields & ({ body: ReactElement } | { bodyHtml: string })): SitePage {
  const { body, bodyHtml: given, ...rest } = fields as GeneratedPageFields & { body?: ReactElement; bodyHtml?: string };
  const bodyHtml = given ?? renderToStaticMarkup(body!);
  return { kind: 'doc', version: 'current', sidebarLabel: fields.title, links: [], ...rest, bodyHtml, ids: new Set([...bodyHtml.matchAll(ID)].map((m) => m[1] ?? '')) };
}
