import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Code blocks of several grammars, as a page's fences arrive in rehype-code. */
const BLOCKS: [lang: string, source: string][] = [
  ['python', 'from datahub.emitter.mce_builder import make_dataset_urn\n\nurn = make_dataset_urn("hive", "db.table")  # a comment'],
  ['bash', 'pip install acryl-datahub\ndatahub ingest -c recipe.yml'],
  ['yaml', 'source:\n  type: mysql\n  config:\n    host_port: "localhost:3306"'],
  ['graphql', 'query {\n  dataset(urn: "urn:li:dataset:x") {\n    name\n  }\n}'],
  ['sql', "SELECT name FROM t WHERE x = 'y'; -- comment"],
];

function page(blocks: [string, string][]): Root {
  return {
    type: 'root',
    children: blocks.map(([lang, source]): Element => ({
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${lang}`] }, children: [{ type: 'text', value: source }] }],
    })),
  };
}

/**
 * A fresh module graph, so a fresh Shiki highlighter with no grammar loaded yet and an empty
 * block memo: every run starts as cold as a new build thread.
 */
async function freshRehypeCode(): Promise<(tree: Root, file: VFile) => Promise<void>> {
  vi.resetModules();
  const { rehypeCode } = await import('./rehype-code.ts');
  return rehypeCode();
}

/** Each block's HTML, in the order of `blocks`. */
async function render(transform: (tree: Root, file: VFile) => Promise<void>, blocks: [string, string][]): Promise<string[]> {
  const tree = page(blocks);
  await transform(tree, new VFile());
  return tree.children.map((node) => toHtml(node));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('code colours are a function of the code alone', () => {
  it('are the same on a machine too slow for a time budget (cold grammars, busy CPU)', async () => {
    const expected = await render(await freshRehypeCode(), BLOCKS);
    expect(expected.join('')).toContain('#CF222E'); // keywords are coloured at all
    const slow = await freshRehypeCode();
    // Every clock reading a second after the last: any wall-clock budget inside Shiki runs out.
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1000));
    const onSlowMachine = await render(slow, BLOCKS);
    vi.restoreAllMocks();
    expect(onSlowMachine).toEqual(expected);
  }, 60_000);

  it('are the same whatever the order and however many pages are highlighted at once', async () => {
    const pages = BLOCKS.map((_, i) => [BLOCKS[i]!, BLOCKS[(i + 2) % BLOCKS.length]!]);
    const sequential: string[][] = [];
    const one = await freshRehypeCode();
    for (const blocks of pages) sequential.push(await render(one, blocks));
    const concurrent = await freshRehypeCode();
    const reversed = await Promise.all([...pages].reverse().map((blocks) => render(concurrent, blocks)));
    expect(reversed.reverse()).toEqual(sequential);
  }, 60_000);
});

describe('one tokenization for both themes', () => {
  /** Blocks with every kind of token: plain text, diffs, highlighted lines, and terminal colours (not in the table: coloured twice). */
  const SAMPLES: [lang: string, source: string, lines: number[]][] = [
    ...BLOCKS.map(([lang, source]): [string, string, number[]] => [lang, source, []]),
    ['diff', '--- a/recipe.yml\n+++ b/recipe.yml\n@@ -1,2 +1,2 @@\n-  type: mysql\n+  type: postgres\n unchanged', [2]],
    ['text', 'Action pipeline is now running.\n{ "event": 1 }', []],
    ['json', '{\n  "urn": "urn:li:corpuser:jdoe",\n  "active": true,\n  "count": 3\n}', [1, 3]],
    ['java', '@Override\npublic String name() { return "x"; /* note */ }', []],
    ['typescript', 'const client: Client = new Client({ url: `http://${host}` });', [1]],
    ['ansi', '\u001b[31merror\u001b[0m: \u001b[1;42m ok \u001b[0m done', []],
  ];

  it('colours every block exactly as Shiki does with one pass per theme', async () => {
    const { getHighlighter, ensureLanguages, highlightToHast, CODE_THEMES } = await import('./highlighter.ts');
    const hl = await getHighlighter();
    await ensureLanguages(hl, SAMPLES.map(([lang]) => lang));
    for (const [lang, source, lines] of SAMPLES) {
      const twoPasses = hl.codeToHast(source, {
        lang,
        themes: CODE_THEMES,
        defaultColor: 'light-dark()',
        tokenizeTimeLimit: 0,
        transformers: [
          {
            line(node, line) {
              if (lines.includes(line)) this.addClassToHast(node, 'highlighted');
            },
            span(node) {
              if (typeof node.properties.style === 'string') node.properties.style = node.properties.style.replace(/;?--shiki-[\w-]+:[^;]+/g, '');
            },
            pre(node) {
              if (typeof node.properties.style === 'string') node.properties.style = node.properties.style.replace(/;?--shiki-[\w-]+:[^;]+/g, '');
            },
          },
        ],
      });
      expect(toHtml(highlightToHast(hl, source, lang, new Set(lines))), lang).toBe(toHtml(twoPasses));
    }
    // Terminal colours came through (coloured twice: the table has the rules' colours, not the terminal palettes).
    expect(toHtml(highlightToHast(hl, SAMPLES.at(-1)![1], 'ansi', new Set()))).toMatch(/background-color:light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\)/i);
  }, 60_000);

  it('uses the light → dark table only for themes that line up rule for rule', async () => {
    const { darkOfLight, getHighlighter, CODE_THEMES } = await import('./highlighter.ts');
    const hl = await getHighlighter();
    const light = hl.getTheme(CODE_THEMES.light);
    const dark = hl.getTheme(CODE_THEMES.dark);
    const table = darkOfLight(light, dark);
    expect(table?.get(`color:${light.fg.toUpperCase()}`)).toBe(dark.fg.toUpperCase());
    // One rule's scope moved: the themes no longer line up.
    const moved = { ...dark, settings: dark.settings.map((rule, i) => (i === 5 ? { ...rule, scope: 'some.other.scope' } : rule)) };
    expect(darkOfLight(light, moved)).toBeUndefined();
    // One light colour standing for two dark ones: no table either.
    const [first, second] = dark.settings.map((rule, i) => [rule, i] as const).filter(([rule]) => rule.scope && rule.settings.foreground);
    const lightTwice = { ...light, settings: light.settings.map((rule, i) => (i === second![1] ? { ...rule, settings: { ...rule.settings, foreground: light.settings[first![1]]!.settings.foreground } } : rule)) };
    expect(dark.settings[first![1]]!.settings.foreground).not.toBe(dark.settings[second![1]]!.settings.foreground);
    expect(darkOfLight(lightTwice, dark)).toBeUndefined();
  });
});
