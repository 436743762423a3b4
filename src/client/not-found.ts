interface IndexRecord {
  title: string;
  route: string;
  description: string;
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);
}

/** On the 404 page, suggests up to five pages whose route and title share words with the address. */
export async function suggestPages(): Promise<void> {
  const box = document.querySelector<HTMLElement>('[data-suggestions]');
  const list = box?.querySelector('ul');
  if (!box || !list) return;
  const wanted = words(decodeURIComponent(location.pathname));
  if (wanted.length === 0) return;
  const response = await fetch('/page-index.json');
  if (!response.ok) return;
  const records = (await response.json()) as IndexRecord[];
  const scored = records
    .map((record) => {
      const have = new Set([...words(record.route), ...words(record.title)]);
      const score = wanted.reduce((sum, w) => sum + (have.has(w) ? 2 : [...have].some((h) => h.startsWith(w) || w.startsWith(h)) ? 1 : 0), 0);
      return { record, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 5);
  if (scored.length === 0) return;
  for (const { record } of scored) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = record.route;
    a.textContent = record.title;
    li.append(a);
    list.append(li);
  }
  box.hidden = false;
}
