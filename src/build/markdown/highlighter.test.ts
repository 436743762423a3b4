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
