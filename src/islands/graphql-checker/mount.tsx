import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { GraphqlCheckerPropsSchema, queryFromLocation } from '../../shared/graphql-checker.ts';
import type { IslandStartContext } from '../../client/islands.ts';
import { Checker } from './Checker.tsx';

/**
 * Starts the GraphQL checker in its island: on its own page the text comes from the link
 * (`?q=` or `#q=`, as "Open in checker" links write it) or is the example; on a reference page
 * the tool is mounted when the reader presses its toggle (see `IslandStart`), and opens at once
 * with the example, the focus staying on the toggle.
 */
export function mount(element: HTMLElement, raw: unknown, context?: IslandStartContext): void {
  const props = GraphqlCheckerPropsSchema.parse(raw);
  const initial = (props.mode === 'page' ? queryFromLocation(location.search, location.hash) : undefined) ?? props.example;
  const root = createRoot(element);
  // The placeholder goes and the tool comes in one commit: React clears the container when it
  // inserts the tool. Emptying it here first left the box empty for a few frames, and the text
  // below it jumped up and back (layout shift, issue 20).
  const opened = context?.activated === true;
  flushSync(() => root.render(<Checker props={props} initial={initial} startOpen={opened} />));
  if (opened) element.querySelector<HTMLElement>('.gqlc-toggle')?.focus();
}
