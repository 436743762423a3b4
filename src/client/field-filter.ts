import { filterWords, wireFilterInput } from './filter-input.ts';

/**
 * Type-to-filter for long field tables (`ScrollTable` renders the box; CSS shows it only with
 * JavaScript). A row stays when every word typed appears in its field name or its text; nested
 * fields keep their parent row in view, so a match is never shown without its context.
 */
export function setupFieldFilters(): void {
  for (const box of document.querySelectorAll<HTMLElement>('[data-field-filter]')) {
    const table = document.getElementById(box.dataset.fieldFilter ?? '');
    const input = box.querySelector<HTMLInputElement>('input');
    const count = box.querySelector<HTMLElement>('.field-filter-count');
    if (!table || !input) continue;
    const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody > tr')];
    const texts = rows.map((row) => (row.textContent ?? '').toLowerCase());
    const names = rows.map((row) => (row.querySelector('td code, th code')?.textContent ?? '').toLowerCase());
    const apply = (): void => {
      const words = filterWords(input);
      const keep = new Set<number>();
      texts.forEach((text, i) => {
        if (words.every((w) => text.includes(w))) keep.add(i);
      });
      // Parents of a kept nested field (`a.b` for `a.b.c`) stay too.
      const kept = new Set([...keep].map((i) => names[i]!));
      names.forEach((name, i) => {
        if (!keep.has(i) && name && [...kept].some((k) => k.startsWith(`${name}.`))) keep.add(i);
      });
      rows.forEach((row, i) => (row.hidden = !keep.has(i)));
      if (count) count.textContent = words.length ? `${[...keep].length} of ${rows.length} fields shown.` : '';
    };
    wireFilterInput(input, apply);
  }
}
