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
  element.replaceChildren();
  createRoot(element).render(<Checker props={props} initial={initial} />);
}
