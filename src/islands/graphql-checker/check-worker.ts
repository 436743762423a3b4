import type { GraphQLSchema } from 'graphql';
import type { GraphqlTypeIndex } from '../../shared/graphql-checker.ts';
import { buildSchemaFromSdl, checkQuery } from './check.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

/**
 * The checker's worker: downloads the schema and the type index once, builds the schema, then
 * validates every text the page sends, so a long text never blocks typing or scrolling.
 */
let loaded: Promise<{ schema: GraphQLSchema; index: GraphqlTypeIndex }> | undefined;

function post(message: FromWorker): void {
  self.postMessage(message);
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'init') {
    loaded ??= Promise.all([fetchText(message.schemaUrl), fetchText(message.typesUrl)]).then(([sdl, types]) => ({
      schema: buildSchemaFromSdl(sdl),
      index: JSON.parse(types) as GraphqlTypeIndex,
    }));
    loaded.then(
      () => post({ type: 'ready' }),
      (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  if (!loaded) return;
  const { schema, index } = await loaded;
  post({ type: 'result', id: message.id, result: checkQuery(schema, index, message.text) });
};
