/**
 * Filters the capability matrix by platform type, support status and required capabilities.
 * The choice lives in the URL (?type=…&status=…&cap=A,B), so a filtered view can be shared.
 */
export function setupMatrix(): void {
  // A group, not a <form>: filters apply as they change, there is nothing to submit.
  const form = document.querySelector<HTMLElement>('[data-matrix-filters]');
  const table = document.querySelector<HTMLTableElement>('table.matrix');
  if (!form || !table) return;
  const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
  const count = form.querySelector<HTMLElement>('[data-matrix-count]');
  const type = form.querySelector<HTMLSelectElement>('select[name="type"]')!;
  const status = form.querySelector<HTMLSelectElement>('select[name="status"]')!;
  const caps = [...form.querySelectorAll<HTMLInputElement>('input[name="cap"]')];

  const params = new URLSearchParams(location.search);
  type.value = params.get('type') ?? '';
  status.value = params.get('status') ?? '';
  const wanted = new Set((params.get('cap') ?? '').split(',').filter(Boolean));
  caps.forEach((box) => (box.checked = wanted.has(box.value)));

  const apply = (): void => {
    const required = caps.filter((c) => c.checked).map((c) => c.value);
    let shown = 0;
    for (const row of rows) {
      const has = new Set((row.dataset.caps ?? '').split(' '));
      const visible =
        (!type.value || (row.dataset.types ?? '').split('|').includes(type.value)) && (!status.value || row.dataset.status === status.value) && required.every((c) => has.has(c));
      row.hidden = !visible;
      if (visible) shown++;
    }
    if (count) count.textContent = `${shown} of ${rows.length} sources shown.`;
    const next = new URLSearchParams();
    if (type.value) next.set('type', type.value);
    if (status.value) next.set('status', status.value);
    if (required.length) next.set('cap', required.join(','));
    const query = next.toString();
    history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}`);
  };
  form.hidden = false;
  form.addEventListener('change', apply);
  apply();
}
