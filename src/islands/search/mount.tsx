import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { EDITION_FILTERS, PAGE_KINDS, type EditionFilter, type PageKindName } from '../../shared/search-names.ts';
import { parseEditionChoice, searchFilterOfChoice } from '../../shared/edition.ts';
import { SearchEngine } from './engine.ts';
import { SearchPanel } from './SearchPanel.tsx';
import type { SearchFilters } from './types.ts';

let enginePromise: Promise<SearchEngine> | undefined;
/** The indexes, fetched once per page view. */
export function loadEngine(): Promise<SearchEngine> {
  // Archived pages name their version's indexes on the navbar search button, so search stays in that version.
  const base = document.querySelector<HTMLElement>('[data-search-base]')?.dataset.searchBase;
  enginePromise ??= SearchEngine.load(base).catch((error: unknown) => {
    enginePromise = undefined;
    throw error;
  });
  return enginePromise;
}

/** The edition filter search starts with: the reader's global choice (`data-edition` on <html>). */
function globalEditionFilter(): EditionFilter | undefined {
  return searchFilterOfChoice(parseEditionChoice(document.documentElement.dataset.edition));
}

let dialog: HTMLDialogElement | undefined;
let root: Root | undefined;

function errorMessage(target: HTMLElement): void {
  target.innerHTML = '';
  const p = document.createElement('p');
  p.className = 'search-error';
  p.textContent = 'Search could not load. Check your connection and try again.';
  target.append(p);
}

/** Opens the search dialog (created on first use); Escape or a click outside closes it and focus returns. */
export async function openSearchDialog(initialQuery = ''): Promise<void> {
  if (!dialog) {
    dialog = document.createElement('dialog');
    dialog.className = 'search-dialog';
    dialog.setAttribute('aria-label', 'Search');
    const body = document.createElement('div');
    body.className = 'search-dialog-body';
    dialog.append(body);
    document.body.append(dialog);
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    // Escape closes search at once; without this, the search field would first swallow it to
    // clear its text (the browser's default for type="search").
    dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dialog?.close();
    });
    dialog.addEventListener('close', () => {
      root?.unmount();
      root = undefined;
    });
  }
  if (dialog.open) return;
  const body = dialog.firstElementChild as HTMLElement;
  body.innerHTML = '<p class="search-loading">Loading search…</p>';
  dialog.showModal();
  try {
    const engine = await loadEngine();
    if (!dialog.open) return;
    body.innerHTML = '';
    root = createRoot(body);
    root.render(<SearchPanel engine={engine} mode="dialog" initialQuery={initialQuery} initialFilters={{ edition: globalEditionFilter() }} onNavigate={() => dialog?.close()} />);
  } catch {
    errorMessage(body);
  }
}

/** The /search page: the same panel, its query and filters read from and kept in the URL. */
export async function mountSearchPage(target: HTMLElement): Promise<void> {
  const params = new URLSearchParams(location.search);
  const kind = params.get('kind');
  const edition = params.get('edition');
  const filters: SearchFilters = {
    section: params.get('section') || undefined,
    kind: PAGE_KINDS.includes(kind as PageKindName) ? (kind as PageKindName) : undefined,
    // The page's own filter value, else the global choice (the head script has read `oss`/`cloud`).
    edition: EDITION_FILTERS.includes(edition as EditionFilter) ? (edition as EditionFilter) : globalEditionFilter(),
  };
  try {
    const engine = await loadEngine();
    const root = createRoot(target);
    // Placeholder out and panel in within one task, so the page does not shift in between.
    target.innerHTML = '';
    flushSync(() => root.render(<SearchPanel engine={engine} mode="page" initialQuery={params.get('q') ?? ''} initialFilters={filters} />));
  } catch {
    errorMessage(target);
  }
}

/** For tests and the relevance suite: the merged results of a query, as the reader would see them. */
export async function searchForTest(query: string, filters: SearchFilters = {}): Promise<{ url: string; title: string }[]> {
  const engine = await loadEngine();
  return (await engine.search(query, filters)).results.map((r) => ({ url: r.url, title: r.title }));
}
