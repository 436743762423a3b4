/** Highlights the table-of-contents entry of the section being read. */
export function setupTocSpy(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
  if (links.length === 0 || !('IntersectionObserver' in window)) return;
  const byId = new Map(links.map((a) => [decodeURIComponent(a.hash.slice(1)), a]));
  const headings = [...byId.keys()].map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
  const visible = new Set<Element>();
  const mark = (): void => {
    const first = headings.find((h) => visible.has(h)) ?? headings.filter((h) => h.getBoundingClientRect().top < 0).pop() ?? headings[0];
    for (const link of links) {
      if (byId.get(first?.id ?? '') === link) link.setAttribute('aria-current', 'true');
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
}
