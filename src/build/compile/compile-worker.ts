import { parentPort } from 'node:worker_threads';
import { ensureLanguages, getHighlighter } from '../markdown/highlighter.ts';
import { compileToHtml } from './compile-html.ts';
import { convertHtmlTwins } from '../markdown-twin/html-twin.ts';
import type { CompileReply, CompileRequest, TwinReply, TwinRequest } from './pool.ts';

/** Grammars most pages use, loaded while the main thread is still collecting pages. */
const COMMON_LANGUAGES = ['bash', 'shell', 'yaml', 'json', 'python', 'sql', 'graphql', 'java', 'typescript', 'javascript'];

/**
 * Pages touching every plugin, then each common grammar. Compiling them at start-up, while the main
 * thread is still busy (reading and collecting pages, generating reference pages), moves the
 * one-off costs (JIT, grammar regex translation) out of the first real batch. Once a batch is
 * waiting the warm-up stops at its next step: the batch pays only for what it uses (the corpus
 * uses 6 of the 10 grammars), and nothing is done twice.
 */
const WARM_UP_PLUGINS = `# Warm up

Text with \`code\`, *emphasis*, a [link](#warm-up) and https://example.com.

:::tip Title

An admonition.

:::

| a | b |
|:--|--:|
| 1 | 2 |

- [x] task

[^1]: Note.
`;
const warmUpCode = (lang: string): string => `\`\`\`${lang} title="x" {1}\nsource: a\nselect 1 from t where x = "y"; // comment\n\`\`\`\n`;

let batchWaiting = false;
const warm = (async () => {
  const highlighter = await getHighlighter();
  const context = { file: 'warm-up.md', lineOffset: 0, route: '/warm-up', sourceDir: '.', relPath: 'warm-up.md', routeOfFile: new Map(), assetBase: '/assets' };
  for (const page of [WARM_UP_PLUGINS, ...COMMON_LANGUAGES.map(warmUpCode)]) {
    if (batchWaiting) return;
    const lang = /^```(\w+)/.exec(page)?.[1];
    if (lang) await ensureLanguages(highlighter, [lang]);
    await compileToHtml(page, 'md', context);
  }
})();

/** The compile batches, in turn: a batch starts when the previous one was answered. */
let queue: Promise<void> = warm;

parentPort?.on('message', (request: CompileRequest | TwinRequest) => {
  if ('twinId' in request) {
    const started = performance.now();
    const markdown = convertHtmlTwins(request.batch);
    parentPort?.postMessage({ twinId: request.twinId, markdown, ms: performance.now() - started } satisfies TwinReply);
    return;
  }
  batchWaiting = true;
  // One batch after the other (the pool keeps a second one queued here): interleaved at their
  // awaits, both would be answered late instead of the first one early.
  queue = queue.then(async () => {
    const reply: CompileReply = { id: request.id, results: [] };
    for (const job of request.jobs) reply.results.push(await compileToHtml(job.body, job.format, { ...job.ctx, routeOfFile: request.routeOfFile }));
    parentPort?.postMessage(reply);
  });
});
