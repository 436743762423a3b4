import { createRoot } from 'react-dom/client';
import { parseRecipeBuilderProps, RECIPE_INDEX_ROUTE, recipeSchemaRoute, recipeValidatorRoute, type RecipeBuilderProps, type RecipePluginIndex } from '../../shared/recipe-builder.ts';
import { buildFormModel, type FormModel, type JsonSchema } from './form-model.ts';
import { RecipeBuilder, type BuilderDeps } from './RecipeBuilder.tsx';
import { RecipeWorker } from './worker-client.ts';

/** Time limits of worker requests (ms): parsing a paste, and a check (which may first download the validator). */
const PARSE_TIMEOUT = 3000;
const CHECK_TIMEOUT = 15_000;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The worker, the schema fetches (each once) and the plugin index, for one island. */
function createDeps(props: RecipeBuilderProps): BuilderDeps {
  const worker = new RecipeWorker();
  const models = new Map<string, Promise<FormModel>>();
  let index: Promise<RecipePluginIndex | undefined> | undefined;
  return {
    props,
    parse: (text) => worker.request({ op: 'parse', text }, PARSE_TIMEOUT),
    async validate(plugin, config) {
      const response = await worker.request({ op: 'check', validatorUrl: recipeValidatorRoute(plugin), config }, CHECK_TIMEOUT);
      if (!response.ok) return response.message;
      return response.op === 'check' ? (response.unchecked ?? response.errors) : 'unexpected answer';
    },
    async check(plugin, config, recipe) {
      const response = await worker.request({ op: 'check', validatorUrl: recipeValidatorRoute(plugin), config, recipe }, CHECK_TIMEOUT);
      if (!response.ok) return response.message;
      return response.op === 'check' ? { yaml: response.yaml ?? '', errors: response.errors, unchecked: response.unchecked } : 'unexpected answer';
    },
    model(plugin) {
      let model = models.get(plugin);
      if (!model) {
        const entry = props.plugins.find((p) => p.name === plugin);
        model = fetchJson<JsonSchema>(recipeSchemaRoute(plugin)).then((schema) => buildFormModel(schema, entry?.mainFields ?? [], props.connector));
        model.catch(() => models.delete(plugin));
        models.set(plugin, model);
      }
      return model;
    },
    pluginIndex() {
      index ??= fetchJson<RecipePluginIndex>(RECIPE_INDEX_ROUTE).catch(() => {
        index = undefined;
        return undefined;
      });
      return index;
    },
  };
}

/**
 * Mounts the recipe builder in its `<section data-island="recipe-builder">`: the form renders
 * hidden beside the static fallback and takes its place in one step once it is ready, so nothing
 * on screen moves in between (the section's height is reserved in site.css). If it never gets
 * ready, the fallback stays.
 */
export function mount(element: HTMLElement, rawProps: unknown): void {
  const props = parseRecipeBuilderProps(rawProps);
  const container = document.createElement('div');
  container.hidden = true;
  element.append(container);
  const onReady = () => {
    for (const child of [...element.children]) if (child !== container) child.remove();
    container.hidden = false;
  };
  const onFailed = () => {
    element.prepend(container);
    container.hidden = false;
  };
  createRoot(container).render(<RecipeBuilder props={props} deps={createDeps(props)} onReady={onReady} onFailed={onFailed} />);
}
