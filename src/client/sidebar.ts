import { sidebarListId } from '../shared/sidebar.ts';

interface SidebarEntry {
  type: 'doc' | 'link' | 'category';
  key: string;
  label: string;
  href: string;
  external?: boolean;
  cloudOnly?: boolean;
  ossOnly?: boolean;
}

const CLOUD =
  '<span class="cloud-mark" title="DataHub Cloud only"><svg class="icon" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 18a5 5 0 0 1-.6-9.96A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9H7z"/></svg><span class="sr-only">Cloud only</span></span>';

/** An entry fetched for a category opened for the first time, in the server's markup (components/Sidebar.tsx). */
function entryElement(entry: SidebarEntry): HTMLLIElement {
  const li = document.createElement('li');
  li.className = `sidebar-item sidebar-${entry.type}`;
  // The reader's edition choice hides these by CSS, as it does the server-rendered items.
  if (entry.cloudOnly) li.dataset.edition = 'cloud';
  else if (entry.ossOnly) li.dataset.edition = 'oss';
  const a = document.createElement('a');
  a.href = entry.href;
  a.textContent = entry.label;
  if (entry.cloudOnly) {
    a.insertAdjacentHTML('beforeend', CLOUD);
    a.classList.add('saasOnly');
  }
  if (entry.external) {
    a.classList.add('external');
    a.rel = 'noopener';
  }
  li.append(a);
  if (entry.type !== 'category') return li;
  li.dataset.key = entry.key;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sidebar-toggle';
  button.setAttribute('data-sidebar-toggle', '');
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-label', `Expand ${entry.label}`);
  li.append(button);
  return li;
}

/** The category's label: its link's own text, without the marks after it. */
function labelOf(item: HTMLLIElement): string {
  return item.querySelector(':scope > a')?.firstChild?.textContent ?? '';
}

async function toggle(button: HTMLButtonElement): Promise<void> {
  const item = button.closest<HTMLLIElement>('.sidebar-category');
  if (!item || item.hasAttribute('data-loading')) return;
  let list = item.querySelector<HTMLUListElement>(':scope > .sidebar-list');
  const open = button.getAttribute('aria-expanded') !== 'true';
  if (open && !list) {
    item.setAttribute('data-loading', '');
    try {
      const response = await fetch(`/_sidebar/${item.dataset.key ?? ''}.json`);
      if (!response.ok) return;
      const entries = (await response.json()) as SidebarEntry[];
      list = document.createElement('ul');
      list.id = sidebarListId(item.dataset.key ?? '');
      list.className = 'sidebar-list';
      list.append(...entries.map(entryElement));
      item.append(list);
      button.setAttribute('aria-controls', list.id);
    } finally {
      item.removeAttribute('data-loading');
    }
  }
  if (list) list.hidden = !open;
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', `${open ? 'Collapse' : 'Expand'} ${labelOf(item)}`);
  item.toggleAttribute('data-open', open);
}

/**
 * Sidebar behaviour: category toggles (items of closed categories are fetched on first open),
 * the current item scrolled into view, and the drawer on small screens.
 */
export function setupSidebar(): void {
  const sidebar = document.getElementById('sidebar');
  if (!sidebar) return;
  for (const button of sidebar.querySelectorAll<HTMLButtonElement>('[data-sidebar-toggle]')) button.hidden = false;
  sidebar.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-sidebar-toggle]');
    if (button) void toggle(button);
  });
  const current = sidebar.querySelector<HTMLElement>('[aria-current="page"]');
  if (current) {
    const box = sidebar.getBoundingClientRect();
    const at = current.getBoundingClientRect();
    if (at.bottom > box.bottom || at.top < box.top) sidebar.scrollTop += at.top - box.top - box.height / 3;
  }
  setupDrawer(sidebar);
}

function setupDrawer(sidebar: HTMLElement): void {
  const toggleButton = document.querySelector<HTMLButtonElement>('[data-drawer-toggle]');
  const backdrop = document.querySelector<HTMLElement>('[data-drawer-backdrop]');
  if (!toggleButton) return;
  toggleButton.hidden = false;
  const setOpen = (open: boolean): void => {
    document.body.toggleAttribute('data-drawer-open', open);
    toggleButton.setAttribute('aria-expanded', String(open));
    toggleButton.setAttribute('aria-label', open ? 'Close navigation' : 'Open navigation');
    if (backdrop) backdrop.hidden = !open;
    if (open) (sidebar.querySelector<HTMLElement>('[aria-current="page"]') ?? sidebar.querySelector<HTMLElement>('a'))?.focus();
    else toggleButton.focus();
  };
  toggleButton.addEventListener('click', () => setOpen(!document.body.hasAttribute('data-drawer-open')));
  backdrop?.addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && document.body.hasAttribute('data-drawer-open')) setOpen(false);
  });
}
