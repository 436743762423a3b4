import { z } from 'zod';

/** A site route: starts with `/`, no query, fragment, spaces or trailing slash (except `/`). */
const ROUTE = /^\/(?:[^\s?#]*[^\s?#/])?$/;

/**
 * Old route → new route. Each old route gets a static page that sends readers on (meta refresh,
 * canonical link) and a line in `/_redirects`; the target may carry a `#fragment`.
 */
export const RedirectsSchema = z
  .record(
    z.string(),
    z.string().regex(/^\/[^\s?#]*(?:#[^\s#]+)?$/, 'a redirect target must be an absolute route such as /docs/new-page or /docs/new-page#section'),
  )
  .superRefine((map, ctx) => {
    // Checked here rather than as the record's key schema, so the message names the route.
    for (const from of Object.keys(map)) {
      if (!ROUTE.test(from)) ctx.addIssue({ code: 'custom', path: [from], message: `redirect source "${from}" must be an absolute route such as /docs/old-page (no query, fragment or trailing slash)` });
    }
  });

export type Redirects = z.output<typeof RedirectsSchema>;
