import { EDITION_STORAGE_KEY, parseEditionChoice, searchWithEdition, type EditionChoice } from '../shared/edition.ts';

const STATUS: Record<EditionChoice, string> = {
  all: 'Showing pages for all editions.',
  oss: 'Showing open-source pages; DataHub Cloud-only pages are hidden.',
  cloud: 'Showing DataHub Cloud pages; open-source-only pages are hidden.',
};

/** The choice the head script applied (`all` when it did not run). */
export function currentEdition(): EditionChoice {
  return parseEditionChoice(document.documentElement.dataset.edition) ?? 'all';
}

/** Keeps the choice in the address, so a copied link carries it (no new history entry). */
function keepInUrl(choice: EditionChoice): void {
  const search = searchWithEdition(location.search, choice);
  if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/**
 * The sidebar's edition control: checks the radio of the choice applied before first paint,
 * and on change applies, stores and announces the new choice. Pages without the control keep
 * their URL as it is.
 */
export function setupEditionPicker(): void {
  const picker = document.querySelector<HTMLFieldSetElement>('[data-edition-picker]');
  if (!picker) return;
  const current = currentEdition();
  const radio = picker.querySelector<HTMLInputElement>(`input[value="${current}"]`);
  if (radio) radio.checked = true;
  keepInUrl(current);
  picker.addEventListener('change', (event) => {
    const choice = parseEditionChoice((event.target as HTMLInputElement).value);
    if (!choice) return;
    document.documentElement.dataset.edition = choice;
    try {
      localStorage.setItem(EDITION_STORAGE_KEY, choice);
    } catch {
      // storage blocked: the choice still holds for this page and travels in the URL
    }
    keepInUrl(choice);
    const status = picker.querySelector('[data-edition-status]');
    if (status) status.textContent = STATUS[choice];
  });
}
