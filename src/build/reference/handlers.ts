import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../config/site-config.ts';
import type { SitePage } from '../model/site.ts';
import type { ExampleProblem } from '../model/example-problem.ts';
import type { CachedReferenceHandler, ReferenceContext, ReferenceHandler, ReferenceOutput, SearchName } from '../model/reference-handler.ts';
import { activeBuildCache } from '../cache/build-cache.ts';

export type { ExampleProblem };

export type { ReferenceContext, ReferenceHandler, ReferenceOutput, SearchName };

/** How the generate stage finds a kind's handler: its module is imported only when its folder exists. */
export interface HandlerEntry {
  /** The build cache keeps this kind's output (its handler has `checks`). */
  cached: boolean;
  load(): Promise<ReferenceHandler>;
}

/**
 * One handler per generated reference section, keyed by the folder setting in
 * `site.config.ts` `reference`; `satisfies` makes a configured kind without a handler a type error.
 * Each lives in its own module under `sources/`, imported on first use: a site without a kind's
 * folder never loads its code (the GraphQL reference alone brings graphql-js and the whole Markdown
 * pipeline, for its examples), which took a fifth of a second off loading the engine for such a site.
 */
export const REFERENCE_HANDLERS = {
  graphql: { cached: true, load: () => import('../sources/graphql/handler.ts').then((m) => m.graphqlHandler) },
  entities: { cached: true, load: () => import('../sources/entities/handler.ts').then((m) => m.entitiesHandler) },
  connectors: { cached: true, load: () => import('../sources/connectors/handler.ts').then((m) => m.connectorsHandler) },
  pythonSdk: { cached: false, load: () => import('../sources/python-sdk/handler.ts').then((m) => m.pythonSdkHandler) },
  actions: { cached: false, load: () => import('../sources/actions/handler.ts').then((m) => m.actionsHandler) },
} satisfies Record<keyof SiteConfig['reference'], HandlerEntry> as Record<keyof SiteConfig['reference'], HandlerEntry>;

export type ReferenceKind = keyof typeof REFERENCE_HANDLERS;

/** Files of the data folder that handlers read (their content keys the reference cache). */
const HANDLER_DATA_FILES = ['connector-logos.yaml'];

/**
 * Runs every handler whose input folder exists; each one's time (ms) goes to `timings['reference.<kind>']`.
 * `onOutput` hears of each handler's output as soon as it is ready (the Markdown twins start from it).
 */
export async function generateReference(
  root: string,
  config: SiteConfig,
  contentRoutes: ReadonlySet<string>,
  timings?: Record<string, number>,
  docsBase = '/docs',
  onOutput?: (output: ReferenceOutput) => void,
): Promise<Partial<Record<ReferenceKind, ReferenceOutput>>> {
  const outputs: Partial<Record<ReferenceKind, ReferenceOutput>> = {};
  const pageByRoute = new Map<string, SitePage>();
  // The build cache (cache/reference-cache.ts) keeps the kinds that take seconds; each key chains
  // on the one before, as later kinds link to earlier kinds' pages. The first kind not cached ends the chain.
  const cache = activeBuildCache()?.reference;
  let previousKey: string | undefined = '';
  // The site's data folder: handlers read files there (the connector logo map), so their content is part of the cache key.
  const dataDir = path.resolve(root, config.dataDir);
  const dataInputs = HANDLER_DATA_FILES.map((name) => {
    const file = path.join(dataDir, name);
    return existsSync(file) ? `${name}\0${readFileSync(file, 'utf8')}` : '';
  }).join('\0');
  // In map order: later handlers may link to what earlier ones generated.
  for (const kind of Object.keys(REFERENCE_HANDLERS) as ReferenceKind[]) {
    const dir = config.reference[kind];
    const started = performance.now();
    const abs = path.resolve(root, dir);
    const entry = REFERENCE_HANDLERS[kind];
    const context = { pageByRoute, contentRoutes, docsBase, productName: config.graphqlReference.productName, dataDir };
    const key: string | undefined = cache && previousKey !== undefined && entry.cached ? cache.keyOf(kind, abs, { ...context, previous: previousKey, data: dataInputs }) : undefined;
    previousKey = key;
    // No folder, nothing to publish (every handler says so too): its code is not loaded.
    if (!existsSync(abs)) {
      if (timings) timings[`reference.${kind}`] = Math.round(performance.now() - started);
      continue;
    }
    const handler = await entry.load();
    let output = key ? cache!.load(kind, docsBase, key, () => (handler as CachedReferenceHandler).checks(abs, dir)) : undefined;
    if (!output) {
      output = await handler.generate(abs, dir, context);
      if (output && key) output = cache!.store(kind, docsBase, key, output);
      // A kind generated every time still has its example verdicts kept, by its own inputs (its
      // checks read its folder alone, so the chain of earlier kinds is not part of the key).
      else if (output && cache && (output.checkExample || output.checkUrns)) {
        output = { ...output, ...cache.rememberChecks(kind, docsBase, cache.keyOf(kind, abs, { ...context, previous: '', data: dataInputs }), output) };
      }
    }
    if (timings) timings[`reference.${kind}`] = Math.round(performance.now() - started);
    if (!output) continue;
    outputs[kind] = output;
    for (const page of output.pages) pageByRoute.set(page.route, page);
    onOutput?.(output);
  }
  return outputs;
}
