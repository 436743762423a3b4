import { parentPort } from 'node:worker_threads';
import { ensureLanguages, getHighlighter } from '../markdown/highlighter.ts';
import { compileToHtml } from './compile-html.ts';
import type { CompileReply, CompileRequest } from './pool.ts';

/** Grammars most pages use, loaded while the main thread is still collecting pages. */
const COMMON_LANGUAGES = ['bash', 'shell', 'yaml', 'json', 'python', 'sql', 'graphql', 'java', 'typescript', 'javascript'];
const warm = getHighlighter().then((hl) => ensureLanguages(hl, COMMON_LANGUAGES));

parentPort?.on('message', (request: CompileRequest) => {
  void (async () => {
    await warm;
    const reply: CompileReply = { id: request.id, results: [] };
    for (const job of request.jobs) reply.results.push(await compileToHtml(job.body, job.format, { ...job.ctx, routeOfFile: request.routeOfFile }));
    parentPort?.postMessage(reply);
  })();
});
