import { parentPort } from 'node:worker_threads';
import type { Node } from 'unist';
import { compileBody, type CompiledBody } from '../markdown/processor.ts';
import type { CompileJob, CompileReply, CompileRequest } from './pool.ts';

/** Positions are only needed while compiling (problems already carry lines); dropping them halves what crosses threads. */
function stripPositions(node: Node): void {
  delete node.position;
  const children = (node as { children?: Node[] }).children;
  if (children) for (const child of children) stripPositions(child);
}

async function compileJob(job: CompileJob): Promise<CompiledBody> {
  const result = await compileBody(job.body, job.format, job.ctx);
  stripPositions(result.tree);
  return result;
}

parentPort?.on('message', (request: CompileRequest) => {
  void (async () => {
    const reply: CompileReply = { id: request.id, results: [] };
    for (const job of request.jobs) reply.results.push(await compileJob(job));
    parentPort?.postMessage(reply);
  })();
});
