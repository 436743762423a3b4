/**
 * Highlights the table-of-contents entry of the section being read (in the column and in the
 * phone disclosure alike), and closes the disclosure once an entry in it is chosen.
 */
export function setupTocSpy(): void {
  const disclosure = document.querySelector<HTMLDetailsElement>('details.toc-disclosure');
  disclosure?.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('a[href^="#"]')) disclosure.open = false;
  });
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
  if (links.length === 0 || !('IntersectionObserver' in window)) return;
  const idOf = (a: HTMLAnchorElement): string => decodeURIComponent(a.hash.slice(1));
  const byId = new Map(links.map((a) => [idOf(a), a]));
  const headings = [...byId.keys()].map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
  const visible = new Set<Element>();
  const atBottom = (): boolean => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
  /**
   * The last heading above the top of the window. Headings are in document order, so their tops
   * only grow: a binary search reads a handful of boxes. Reading every heading's box forced the
   * layout of every block the browser had skipped (`content-visibility: auto` on long reference
   * pages), about 0.8 s on a throttled phone; at the top of the page nothing is read at all.
   */
  const lastAbove = (): HTMLElement | undefined => {
    if (window.scrollY <= 0) return undefined;
    let low = 0;
    let high = headings.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (headings[middle]!.getBoundingClientRect().top < 0) low = middle + 1;
      else high = middle;
    }
    return headings[low - 1];
  };
  const mark = (): void => {
    const inView = headings.filter((h) => visible.has(h));
    // At the very bottom, later headings can never reach the top band: the last one in view is current.
    const first = (atBottom() ? inView[inView.length - 1] : inView[0]) ?? lastAbove() ?? headings[0];
    for (const link of links) {
      if (idOf(link) === first?.id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      mark();
    },
    { rootMargin: '-64px 0px -55% 0px' },
  );
  headings.forEach((h) => observer.observe(h));
  window.addEventListener('scroll', () => atBottom() && mark(), { passive: true });
}
