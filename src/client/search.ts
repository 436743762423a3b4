/**
 * Opens search from the navbar button, `/` or Ctrl/⌘ K, loading the React island on first use
 * (pages carry none of it until then), and mounts the /search page. Hovering or focusing the
 * button starts the download early.
 */
type SearchIsland = typeof import('../islands/search/mount.tsx');

let island: Promise<SearchIsland> | undefined;
const loadIsland = (): Promise<SearchIsland> => (island ??= import('../islands/search/mount.tsx'));

/** Inputs that take no text (a radio button, a checkbox…) leave `/` to search. */
const NOT_TEXT = /^(radio|checkbox|button|submit|reset|range|color|file|image)$/;

function typingIn(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return !NOT_TEXT.test(target.type);
  return target instanceof HTMLElement && (target.isContentEditable || /^(TEXTAREA|SELECT)$/.test(target.tagName));
}

export function setupSearch(): void {
  const page = document.querySelector<HTMLElement>('[data-search-page]');
  if (page) {
    void loadIsland().then((m) => m.mountSearchPage(page));
  }
  const open = (): void => {
    if (page) {
      page.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
      return;
    }
    void loadIsland().then((m) => m.openSearchDialog());
  };
  for (const button of document.querySelectorAll<HTMLElement>('[data-search-open]')) {
    button.addEventListener('click', (event) => {
      event.preventDefault();
      open();
    });
    const warm = (): void => void loadIsland().then((m) => m.loadEngine()).catch(() => undefined);
    button.addEventListener('pointerenter', warm, { once: true });
    button.addEventListener('focus', warm, { once: true });
  }
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey) return;
    const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey);
    if (shortcut || (event.key === '/' && !event.metaKey && !event.ctrlKey && !typingIn(event.target))) {
      event.preventDefault();
      open();
    }
  });
  // For tests and the relevance suite.
  (window as unknown as { docsSearch: unknown }).docsSearch = async (q: string, filters?: Parameters<SearchIsland["searchForTest"]>[1]) => (await loadIsland()).searchForTest(q, filters);
}
