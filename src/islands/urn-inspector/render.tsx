import { createRoot } from 'react-dom/client';
import { createUrnModel, type UrnInspectorProps, type UrnKeysFile } from '../../shared/urn-model.ts';
import { UrnInspector } from './UrnInspector.tsx';

/** Renders the inspector in place of the element's fallback; the first URN shown is `initialUrn` or the entity's example. */
export function renderUrnInspector(element: HTMLElement, props: UrnInspectorProps & { keys: UrnKeysFile; initialUrn?: string }): void {
  const model = createUrnModel(props.keys);
  const initialUrn = props.initialUrn ?? model.keys.get(props.entity ?? 'dataset')?.example ?? props.keys.entities[0]?.example ?? '';
  element.replaceChildren();
  element.classList.add('is-mounted');
  createRoot(element).render(<UrnInspector model={model} entity={props.entity} entityBase={props.entityBase} headingLevel={props.headingLevel} initialUrn={initialUrn} />);
}
