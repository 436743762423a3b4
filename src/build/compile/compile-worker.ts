import { parentPort } from 'node:worker_threads';
import { ensureLanguages, getHighlighter } from '../markdown/highlighter.ts';
import { compileToHtml } from './compile-html.ts';
import { convertHtmlTwins } from '../markdown-twin/html-twin.ts';
import type { CompileReply, CompileRequest, TwinReply, TwinRequest } from './pool.ts';

/** Grammars most pages use, loaded while the main thread is still collecting pages. */
const COMMON_LANGUAGES = ['bash', 'shell', 'yaml', 'json', 'python', 'sql', 'graphql', 'java', 'typescript', 'javascript'];

/**
 * A page touching every plugin and the common grammars. Compiling it once at start-up, while the
 * main thread reads and collects pages, moves the one-off costs (JIT, grammar regex translation)
 * out of the first real batch.
 */
const WARM_UP = `# Warm up

Text with \`code\`, *emphasis*, a [link](#warm-up) and https://example.com.

:::tip Title

An admonition.

:::

| a | b |
|:--|--:|
| 1 | 2 |

- [x] task

${COMMON_LANGUAGES.map((lang) => `\`\`\`${lang} title="x" {1}\nsource: a\nselect 1 from t where x = "y"; // comment\n\`\`\`\n`).join('\n')}
[^1]: Note.
`;

const warm = (async () => {
  await ensureLanguages(await getHighlighter(), COMMON_LANGUAGES);
  await compileToHtml(WARM_UP, 'md', { file: 'warm-up.md', lineOffset: 0, route: '/warm-up', sourceDir: '.', relPath: 'warm-up.md', routeOfFile: new Map(), assetBase: '/assets' });
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
  // One batch after the other (the pool keeps a second one queued here): interleaved at their
  // awaits, both would be answered late instead of the first one early.
  queue = queue.then(async () => {
    const reply: CompileReply = { id: request.id, results: [] };
    for (const job of request.jobs) reply.results.push(await compileToHtml(job.body, job.format, { ...job.ctx, routeOfFile: request.routeOfFile }));
    parentPort?.postMessage(reply);
  });
});
