import { readUrnInspectorProps, readUrnKeysFile, type UrnKeysFile } from '../../shared/urn-model.ts';

async function fetchKeys(url: string): Promise<UrnKeysFile> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const keys = readUrnKeysFile(await response.json());
  if (typeof keys === 'string') throw new Error(`${url}: ${keys}`);
  return keys;
}

/** Resolves when a closed `<details>` around the element is opened (at once when there is none). */
function whenOpen(element: HTMLElement): Promise<void> {
  const details = element.closest('details');
  if (!details || details.open) return Promise.resolve();
  return new Promise((resolve) => details.addEventListener('toggle', () => resolve(), { once: true }));
}

/**
 * Replaces the static URN format (the fallback) with the inspector. Entity pages pass their keys
 * inline and keep the inspector in a closed `<details>`: React and the panels download only when
 * a reader opens it. The tool page fetches every entity's keys; `?urn=` there fills the inspector.
 */
export async function mount(element: HTMLElement, data: unknown): Promise<void> {
  const props = readUrnInspectorProps(data);
  if (typeof props === 'string') throw new Error(`urn-inspector props: ${props}`);
  await whenOpen(element);
  try {
    const [keys, { renderUrnInspector }] = await Promise.all([props.keys ?? fetchKeys(props.keysUrl ?? ''), import('./render.tsx')]);
    const initialUrn = props.entity ? undefined : (new URLSearchParams(location.search).get('urn') ?? undefined);
    renderUrnInspector(element, { ...props, keys, initialUrn });
  } catch (error) {
    const note = document.createElement('p');
    note.className = 'urn-load-error';
    note.textContent = 'The interactive inspector could not load. The format and key fields here still apply.';
    element.prepend(note);
    throw error;
  }
}
