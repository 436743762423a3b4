import { filterWords, wireFilterInput } from './filter-input.ts';

/**
 * Type-to-filter for the connector index. The full grid is plain HTML (the box shows only with
 * JavaScript, through `data-js-only`); this script hides tiles (and whole groups) that do not
 * match every typed word, keeps the count in a live region and shows the empty state. Escape
 * clears the box.
 */
export function setupConnectorFilter(): void {
  const box = document.querySelector<HTMLElement>('[data-connector-filter]');
  const input = box?.querySelector<HTMLInputElement>('input');
  const count = box?.querySelector<HTMLElement>('.connector-filter-count');
  if (!box || !input || !count) return;
  const tiles = [...document.querySelectorAll<HTMLElement>('.connector-tile[data-filter-text]')];
  const groups = [...document.querySelectorAll<HTMLElement>('[data-connector-group]')];
  const empty = document.querySelector<HTMLElement>('[data-connector-empty]');
  const apply = (): void => {
    const words = filterWords(input);
    let shown = 0;
    for (const tile of tiles) {
      const text = tile.dataset.filterText ?? '';
      tile.hidden = !words.every((w) => text.includes(w));
      if (!tile.hidden) shown++;
    }
    for (const group of groups) group.hidden = !group.querySelector('.connector-tile:not([hidden])');
    if (empty) empty.hidden = shown > 0;
    count.textContent = `${shown} of ${tiles.length} connectors`;
  };
  wireFilterInput(input, apply);
}
