import { startTransition } from 'react';
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
 * The server renders the list of every relationship inside `<noscript>`, which a browser running
 * scripts keeps as text: when the explorer cannot load, that text (the page's own markup) becomes
 * the list after it.
 */
function showFallbackList(element: HTMLElement): void {
  const fallback = element.querySelector('noscript');
  if (fallback?.textContent) fallback.insertAdjacentHTML('afterend', fallback.textContent);
}

/**
 * Fetches the model graph and replaces the loading note with the explorer. If the data cannot
 * load, the list of every relationship is shown instead.
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
    // A transition renders in slices of a few milliseconds (the explorer is about 1,200 elements),
    // so no long task blocks the page (Lighthouse TBT); the DOM still changes in one commit.
    const root = createRoot(element);
    startTransition(() => root.render(<ModelExplorer index={index} initial={initial} />));
  } catch (error) {
    element.querySelector('.mx-loading')?.remove();
    showFallbackList(element);
    const note = document.createElement('p');
    note.className = 'mx-error';
    note.textContent = 'The interactive explorer could not load. The list below has every relationship.';
    element.prepend(note);
    throw error;
  }
}
