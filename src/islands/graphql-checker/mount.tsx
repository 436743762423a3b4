import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { GraphqlCheckerPropsSchema, queryFromLocation } from '../../shared/graphql-checker.ts';
import { Checker } from './Checker.tsx';

/**
 * Starts the GraphQL checker in its island: on its own page the text comes from the link
 * (`?q=` or `#q=`, as "Open in checker" links write it) or is the example; on a reference page
 * the tool starts closed, with the example.
 */
export function mount(element: HTMLElement, raw: unknown): void {
  const props = GraphqlCheckerPropsSchema.parse(raw);
  const initial = (props.mode === 'page' ? queryFromLocation(location.search, location.hash) : undefined) ?? props.example;
  const root = createRoot(element);
  // The placeholder goes and the tool comes in one commit: React clears the container when it
  // inserts the tool. Emptying it here first left the box empty for a few frames, and the text
  // below it jumped up and back (layout shift, issue 20).
  flushSync(() => root.render(<Checker props={props} initial={initial} />));
}
