import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseModelGraph } from '../../shared/model-graph.ts';
import { indexGraph } from './graph.ts';
import { ModelExplorer } from './ModelExplorer.tsx';

interface Props {
  /** URL of the model graph JSON. */
  data: string;
  /** Entity shown when the URL names none. */
  initial: string;
}

function parseProps(props: unknown): Props {
  const p = props as Partial<Props> | null;
  if (typeof p?.data !== 'string' || typeof p.initial !== 'string') throw new Error('model-explorer props need `data` and `initial` strings');
  return { data: p.data, initial: p.initial };
}

/**
 * Fetches the model graph and replaces the static list with the explorer. Until then, and for
 * good if the data cannot load, the list of every relationship stays.
 */
export async function mount(element: HTMLElement, props: unknown): Promise<void> {
  const { data, initial } = parseProps(props);
  try {
    const response = await fetch(data);
    if (!response.ok) throw new Error(`${data}: HTTP ${response.status}`);
    const index = indexGraph(parseModelGraph(await response.json()));
    // The list is not removed here: React clears the container in the same commit that inserts
    // the explorer. Emptying it first painted an empty box for a few frames, and everything below
    // jumped up and back down (layout shift, issue 20).
    const root = createRoot(element);
    flushSync(() => root.render(<ModelExplorer index={index} initial={initial} />));
  } catch (error) {
    const note = document.createElement('p');
    note.className = 'mx-error';
    note.textContent = 'The interactive explorer could not load. The list below has every relationship.';
    element.prepend(note);
    throw error;
  }
}
