import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { listPages, routeOfFile } from '../src/audit/site-audit.ts';
import { checkTheme, COLOUR_RULES, describeViolations, IN_PAGE_HASH_SOURCE, preloadAxe, runPreloadedAxe, styleContexts, type AxeViolation } from './support/axe.ts';

/**
 * axe on every page of the built site, in both themes: all WCAG 2.2 A/AA rules and best practices
 * but the colour rules once (the DOM is the same in both themes), then the colour rules in each
 * theme on text whose colour context (computed values, see `styleContexts`) is new in that theme
 * (see `auditLoadedPage`). Pages are
 * split into shards that the two Playwright workers share; each shard fails with every violation
 * of its pages listed. Redirect stubs are skipped (they hold only a link to a checked page). This
 * is the one place that checks whole pages as they load; other specs check states a page reaches
 * only through use (dialogs, tools with errors showing, phone widths).
 *
 * The layout around the content (navbar, sidebar, site footer) is the same markup on many pages.
 * A layout is checked in full the first time a worker meets something new in it; on later pages
 * it is excluded and, since axe's cost grows with the whole document (its element tree, and the
 * geometry of every box for the contrast and target-size rules), its boxes are emptied first,
 * keeping their sizes so the content lays out exactly as before (checked: when the main element
 * moves, the markup is put back). "Something new" is a navbar or footer not seen before, or a
 * sidebar item (its own link, label, mark and toggle) that no full check has covered yet: the
 * sidebar differs between pages only in which categories are open, and with 360 hand-written
 * pages nearly every page opens its own path, so whole-sidebar hashes made almost every page a
 * full check. Which link is marked current (`aria-current`) is ignored; its style is checked
 * with the first page.
 */
const OUT_DIR = path.resolve(process.env.DOCS_OUT_DIR ?? 'dist');
const SHARDS = Number(process.env.AXE_SHARDS ?? 24);

function pageRoutes(): { routes: string[]; redirects: number } {
  const routes: string[] = [];
  let redirects = 0;
  for (const file of listPages(OUT_DIR)) {
    const head = readFileSync(file, 'utf8').slice(0, 2000);
    if (/http-equiv="refresh"/i.test(head)) {
      redirects++;
      continue;
    }
    routes.push(routeOfFile(path.relative(OUT_DIR, file).split(path.sep).join('/')));
  }
  return { routes, redirects };
}

const CHROME = ['header.navbar', 'nav.sidebar', 'footer.site-footer'];
/** Navbar and footer markup this worker has checked in full (hashes). */
const checkedFrames = new Set<string>();
/** Sidebar items (each item's own markup, without the list it may hold) checked in full. */
const checkedItems = new Set<string>();

interface LayoutSignature {
  /** The navbar and footer, which are the same on most pages. */
  frame: string;
  /** One hash per sidebar item and per section heading: the sidebar differs from page to page
   * only in which categories are open, so a page whose every item was already checked in some
   * full check has nothing new in its sidebar. */
  items: string[];
}


/**
 * Reads the page's layout as hashes, ignoring which link is marked current and which categories
 * are open, hashed in the page (a 53-bit string hash: only equality matters), so only the short
 * hashes travel back. First, every block that `content-visibility: auto` lets the browser skip off
 * screen is made to lay out, as a reader scrolling there sees it: axe's geometric rules
 * (target-size) then measure one settled layout, not whichever blocks happened to be skipped (a
 * target measured 23.4 px from a neighbour in one run, 131 px in the page). No frame is awaited:
 * the layout is computed when axe first reads it, and a script that changes the page later (the
 * TOC marks its current section from an IntersectionObserver callback) only makes `checkTheme`
 * keep nothing from that page (see there).
 */
async function revealAndSign(page: Page): Promise<LayoutSignature> {
  return page.evaluate(`(() => {
    const style = document.createElement('style');
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
    return (${LAYOUT_SIGNATURE_SOURCE})(${JSON.stringify(CHROME)});
  })()`) as Promise<LayoutSignature>;
}

/**
 * The in-page part of `revealAndSign`, as source text (run with `page.evaluate(string)`, so the
 * bundler's helpers never reach the page). Markup is written out as tags, attributes and text
 * without copying any node. The navbar and footer count whole, but for aria-current. Each sidebar
 * item is its own start tag and its children (its link, mark and toggle; not the list an open
 * category holds, whose items count as items), without the attributes that change with the
 * current page: aria-current, data-open, aria-expanded, aria-controls, hidden, and the
 * Expand/Collapse label of a toggle.
 */
const LAYOUT_SIGNATURE_SOURCE = `(selectors) => {
  const hash = ${IN_PAGE_HASH_SOURCE};
  const FRAME_VARYING = new Set(['aria-current']);
  const ITEM_VARYING = new Set(['aria-current', 'data-open', 'aria-expanded', 'aria-controls', 'hidden']);
  const startTag = (element, varying) => {
    let tag = '<' + element.tagName;
    for (const attribute of element.attributes) {
      if (varying.has(attribute.name)) continue;
      let value = attribute.value;
      if (varying === ITEM_VARYING && attribute.name === 'aria-label' && (value.startsWith('Expand') || value.startsWith('Collapse'))) value = '';
      tag += ' ' + attribute.name + '="' + value + '"';
    }
    return tag + '>';
  };
  const whole = (node, varying) => {
    if (node.nodeType === 3) return node.data;
    if (node.nodeType !== 1) return '';
    let text = startTag(node, varying);
    for (let child = node.firstChild; child; child = child.nextSibling) text += whole(child, varying);
    return text + '</' + node.tagName + '>';
  };
  const isList = (element) => element.tagName === 'UL' || element.classList.contains('sidebar-list');
  const own = (element) => {
    let text = startTag(element, ITEM_VARYING);
    // A list under an open category is left out: it exists only while open, and its items count as items.
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== 1 || !isList(child)) text += whole(child, ITEM_VARYING);
    }
    return text;
  };
  const frame = [selectors[0], selectors[2]]
    .map((selector) => {
      const element = document.querySelector(selector);
      return element ? whole(element, FRAME_VARYING) : selector + ':none';
    })
    .join('\\n');
  const sidebar = document.querySelector(selectors[1]);
  const items = sidebar ? [startTag(sidebar, ITEM_VARYING), ...[...sidebar.querySelectorAll('li, .sidebar-heading, fieldset, .sidebar-section')].map(own)] : ['sidebar:none'];
  return { frame: hash(frame), items: items.map(hash) };
}`;

/** True when this layout's navbar, footer and every sidebar item were checked in a full check. */
function isKnownLayout(layout: LayoutSignature): boolean {
  return checkedFrames.has(layout.frame) && layout.items.every((item) => checkedItems.has(item));
}

function rememberLayout(layout: LayoutSignature): void {
  share('frame', [layout.frame]);
  share('item', layout.items);
  checkedFrames.add(layout.frame);
  for (const item of layout.items) checkedItems.add(item);
}

/** The theme each page object was last emulated in (none yet: a fresh page shows light). */
const emulated = new WeakMap<Page, 'light' | 'dark'>();

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  if (emulated.get(page) === theme) return;
  await page.emulateMedia({ colorScheme: theme });
  emulated.set(page, theme);
}

/** Colour contexts (see `styleContexts`) a clean check has covered, per theme (read in that theme). */
const checkedStyles = { light: new Set<string>(), dark: new Set<string>() };

/**
 * What one worker has checked clean, the other can skip: both append the hashes they learn to a
 * file named after the test runner's process (their common parent, so each run starts empty) and
 * read the other's lines before each page. Only clean checks are written, as in this worker.
 */
const LEARNED = path.join(os.tmpdir(), `docs-axe-learned-${process.ppid}.jsonl`);
let learnedOffset = 0;
type Learned = 'frame' | 'item' | 'light' | 'dark';
const learnedSets: Record<Learned, Set<string>> = { frame: checkedFrames, item: checkedItems, light: checkedStyles.light, dark: checkedStyles.dark };

function share(kind: Learned, hashes: Iterable<string>): void {
  const fresh = [...hashes].filter((h) => !learnedSets[kind].has(h));
  if (fresh.length) appendFileSync(LEARNED, `${JSON.stringify([kind, fresh])}\n`);
}

/**
 * Forgets what this worker has learned (and what the other worker wrote so far), so a test that
 * audits a page twice starts from a full check whatever shards ran before it in this worker.
 */
function forgetLearned(): void {
  for (const set of Object.values(learnedSets)) set.clear();
  learnedOffset = existsSync(LEARNED) ? readFileSync(LEARNED, 'utf8').lastIndexOf('\n') + 1 : 0;
}

function learnFromOtherWorker(): void {
  if (!existsSync(LEARNED)) return;
  const text = readFileSync(LEARNED, 'utf8');
  // Whole lines only: the other worker may be writing the last one.
  const end = text.lastIndexOf('\n') + 1;
  for (const line of text.slice(learnedOffset, end).split('\n')) {
    if (!line) continue;
    const [kind, hashes] = JSON.parse(line) as [Learned, string[]];
    for (const h of hashes) learnedSets[kind].add(h);
  }
  learnedOffset = end;
}

/**
 * The violations of one loaded page in both themes, as report lines (empty when clean), in four
 * round trips (each costs a few milliseconds of three processes, so they are few): lay out the
 * skipped blocks and sign the layout; in the first theme, one axe run with every rule, the colour
 * rules narrowed to text whose colour context no earlier clean check has covered in that theme;
 * switch; in the second theme, the colour rules on its new contexts, if any (see `checkTheme`).
 * The colour rules cost most (axe finds each text's background stack), and the ~1,000 generated
 * reference pages repeat a few templates: after their first pages, most have nothing new to
 * check. The DOM is the same in both themes, so the other rules run once.
 */
async function auditLoadedPage(page: Page, where: string): Promise<string[]> {
  const lines: string[] = [];
  const clock = timing ? { start: performance.now(), marks: [] as [string, number][] } : undefined;
  const mark = (phase: string): void => void clock?.marks.push([phase, performance.now()]);
  const layout = await revealAndSign(page);
  learnFromOtherWorker();
  const report = (theme: string, violations: AxeViolation[]): void => {
    if (violations.length) lines.push(`${where} (${theme} theme):\n${describeViolations(violations, 4).replace(/^/gm, '  ')}`);
  };
  const known = isKnownLayout(layout);
  const exclude = known ? CHROME : [];
  mark('layout');
  // Start in the theme the previous page left this one in.
  const [first, second] = (emulated.get(page) ?? 'light') === 'light' ? (['light', 'dark'] as const) : (['dark', 'light'] as const);
  await useTheme(page, first);
  // A known layout is emptied first; a new one is checked with the stylesheets read too (the one
  // rule that needs them).
  const one = await checkTheme(page, { exclude, hollow: known ? CHROME : undefined, known: checkedStyles[first], run: 'all', preload: !known });
  report(first, one.violations);
  mark(`all-${first}`);
  await useTheme(page, second);
  // Colour contexts are computed values, so they are read in each theme.
  const two = await checkTheme(page, { exclude, known: checkedStyles[second], run: 'colour' });
  report(second, two.violations);
  mark(`colour-${second}`);
  const checked = { [first]: one.checked, [second]: two.checked } as Record<'light' | 'dark', string[]>;
  if (clock) {
    const phases: Record<string, number> = {};
    let last = clock.start;
    for (const [phase, at] of clock.marks) {
      phases[phase] = Math.round(at - last);
      last = at;
    }
    timing?.push({ route: where, known, fresh: one.checked.length + two.checked.length, changed: Number(one.changed) + Number(two.changed), phases });
  }
  if (!lines.length) {
    rememberLayout(layout);
    for (const theme of ['light', 'dark'] as const) {
      share(theme, checked[theme]);
      for (const h of checked[theme]) checkedStyles[theme].add(h);
    }
  }
  return lines;
}

/**
 * With AXE_TIMING=<file>, each shard appends one JSON line per page: the time of each phase of
 * its audit (load, layout, rules, contexts, colours), to see where the time of this suite goes.
 */
const TIMING_FILE = process.env.AXE_TIMING;
const timing: { route: string; known: boolean; fresh: number; changed?: number; phases: Record<string, number> }[] | undefined = TIMING_FILE ? [] : undefined;

const { routes, redirects } = pageRoutes();

test('the audit sees the whole site', () => {
  // A guard against a listing bug making the audit check nothing.
  expect(routes.length, `only ${routes.length} pages found in ${OUT_DIR}`).toBeGreaterThan(100);
  test.info().annotations.push({ type: 'pages', description: `${routes.length} pages checked by axe, ${redirects} redirect stubs skipped` });
});

for (let shard = 0; shard < SHARDS; shard++) {
  // Contiguous slices of the sorted routes: neighbours share layouts (GraphQL members, sources).
  const size = Math.ceil(routes.length / SHARDS);
  const mine = routes.slice(shard * size, (shard + 1) * size);
  test(`axe, light and dark, on pages ${shard + 1}/${SHARDS} (${mine.length} pages)`, async ({ page }) => {
    test.setTimeout(20 * 60_000);
    await preloadAxe(page.context());
    const failures: string[] = [];
    for (const route of mine) {
      const loading = performance.now();
      const response = await page.goto(route, { waitUntil: 'load' });
      timing?.push({ route, known: false, fresh: 0, phases: { load: Math.round(performance.now() - loading) } });
      // Collected, not asserted one by one: every expect is a reported step, and they add up.
      const status = response?.status() ?? 0;
      if (status >= (route === '/404.html' ? 500 : 400) || status === 0) failures.push(`${route} answered ${status}`);
      failures.push(...(await auditLoadedPage(page, route)));
    }
    if (TIMING_FILE && timing) appendFileSync(TIMING_FILE, timing.splice(0).map((t) => `${JSON.stringify(t)}\n`).join(''));
    expect(failures, `${failures.length} page/theme pairs failed (axe violations or a bad status):\n\n${failures.join('\n\n')}`).toEqual([]);
  });
}

test('a page with an image without alt text fails the per-page audit, naming the rule and element', async ({ page }) => {
  await preloadAxe(page.context());
  await page.goto('/404.html');
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main><h1>Fixture</h1>' +
      '<img id="diagram" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"></main></body></html>',
  );
  const lines = await auditLoadedPage(page, '/fixture/missing-alt');
  expect(lines.join('\n')).toMatch(/\/fixture\/missing-alt \((light|dark) theme\)/);
  expect(lines.join('\n')).toContain('image-alt');
  expect(lines.join('\n')).toContain('#diagram');
});

test('on a page whose layout was already checked, a fault in the content is still found', async ({ page }) => {
  forgetLearned();
  test.setTimeout(120_000);
  await preloadAxe(page.context());
  await page.goto('/docs/quickstart');
  expect(await auditLoadedPage(page, '/docs/quickstart')).toEqual([]);
  await page.goto('/docs/quickstart');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/docs/quickstart';
    link.id = 'empty-link';
    document.querySelector('main')!.append(link);
  });
  const lines = await auditLoadedPage(page, '/docs/quickstart (again)');
  expect(lines.join('\n')).toContain('link-name');
  expect(lines.join('\n')).toContain('#empty-link');
  // The layout was emptied for this run (it had been checked with the first page).
  expect(await page.locator('nav.sidebar a').count()).toBe(0);
});

test('text in a style context already checked is not checked again, and text in a new one is', async ({ page }) => {
  forgetLearned();
  test.setTimeout(120_000);
  await preloadAxe(page.context());
  await page.goto('/docs/quickstart');
  expect(await auditLoadedPage(page, '/docs/quickstart')).toEqual([]);
  await page.goto('/docs/quickstart');
  await revealAndSign(page);
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    const again = await styleContexts(page, []);
    expect(again.filter((h) => !checkedStyles[theme].has(h)), `new contexts on a second visit in the ${theme} theme`).toEqual([]);
  }
  // A paragraph like the page's others brings nothing new; one with its own colours does.
  await page.evaluate(() => {
    const main = document.querySelector('main .doc-body') ?? document.querySelector('main')!;
    const faint = document.createElement('p');
    faint.id = 'faint';
    faint.textContent = 'Barely visible words.';
    faint.style.color = '#eeeeee';
    main.append(faint);
  });
  const lines = await auditLoadedPage(page, '/docs/quickstart (faint text)');
  expect(lines.join('\n')).toContain('color-contrast');
  expect(lines.join('\n')).toContain('#faint');
});

test('text that looks like checked text in light but not in dark is checked in dark', async ({ page }) => {
  forgetLearned();
  test.setTimeout(120_000);
  await preloadAxe(page.context());
  await page.goto('/docs/quickstart');
  expect(await auditLoadedPage(page, '/docs/quickstart')).toEqual([]);
  await page.goto('/docs/quickstart');
  await page.evaluate(() => {
    const main = document.querySelector('main .doc-body') ?? document.querySelector('main')!;
    const style = document.createElement('style');
    style.textContent = '@media (prefers-color-scheme: dark) { #dim-in-dark { color: #333 !important; } }';
    document.head.append(style);
    // Copies a paragraph of the page, so in light it is a context already checked.
    const twin = main.querySelector('p')!.cloneNode(true) as HTMLElement;
    twin.id = 'dim-in-dark';
    main.append(twin);
  });
  const lines = (await auditLoadedPage(page, '/docs/quickstart (dim in dark)')).join('\n');
  expect(lines).toContain('dark theme');
  expect(lines).toContain('#dim-in-dark');
  expect(lines).not.toContain('light theme');
});

test('colour contexts read on a page that changes while axe runs are not remembered as checked', async ({ page }) => {
  await preloadAxe(page.context());
  await page.goto('/docs/quickstart', { waitUntil: 'networkidle' });
  // Scripts that mark state after load (the TOC's current section) have run after two frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const steady = await checkTheme(page, { exclude: [], known: [], run: 'all' });
  expect(steady.changed).toBe(false);
  expect(steady.checked.length).toBeGreaterThan(0);
  // A script that changes the page during the run (as a tool mounting late would).
  await page.evaluate(() => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => unknown } }).axe;
    const run = axe.run.bind(axe);
    axe.run = (...args: unknown[]) => {
      document.body.setAttribute('data-late-script', '');
      return run(...args);
    };
  });
  const moving = await checkTheme(page, { exclude: [], known: [], run: 'all' });
  expect(moving.changed).toBe(true);
  expect(moving.checked).toEqual([]);
});

test('after a narrowed check, axe on the same page checks colours everywhere again', async ({ page }) => {
  await preloadAxe(page.context());
  await page.goto('/docs/quickstart');
  // Every context known: the colour rules are narrowed to no element at all for this run.
  const all = await styleContexts(page, []);
  expect((await checkTheme(page, { exclude: [], known: all, run: 'all' })).violations).toEqual([]);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.id = 'faint-later';
    faint.textContent = 'Barely visible words.';
    faint.style.color = '#eeeeee';
    document.querySelector('main')!.append(faint);
  });
  const later = await runPreloadedAxe(page, { rules: COLOUR_RULES });
  expect(describeViolations(later)).toContain('#faint-later');
});
