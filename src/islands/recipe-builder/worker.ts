/**
 * The recipe builder's worker: everything that may take time on untrusted input runs here, off
 * the page's thread: parsing pasted YAML (aliases capped against "billion laughs" documents),
 * validating a config with the plugin's validator (a module the build compiled with ajv's
 * standalone generator, imported from /tools/recipes/) and writing the recipe as YAML. The page
 * terminates the worker when a request takes too long (worker-client.ts).
 */
import { Document } from 'yaml';
import { parseRecipeYaml } from './parse-yaml.ts';
import type { ValidatorError } from './load-recipe.ts';
import type { WorkerRequest, WorkerResponse } from './worker-protocol.ts';

type Validate = ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };

const validators = new Map<string, Promise<Validate>>();

function loadValidator(url: string): Promise<Validate> {
  let promise = validators.get(url);
  if (!promise) {
    promise = import(/* @vite-ignore */ new URL(url, scope.location.origin).href).then((m: { default: Validate }) => m.default);
    promise.catch(() => validators.delete(url));
    validators.set(url, promise);
  }
  return promise;
}

async function check(id: number, validatorUrl: string, config: unknown, recipe: unknown): Promise<WorkerResponse> {
  const yaml = recipe === undefined ? undefined : new Document(recipe).toString({ lineWidth: 0 });
  let validate: Validate;
  try {
    validate = await loadValidator(validatorUrl);
  } catch (error) {
    return { id, ok: true, op: 'check', errors: [], yaml, unchecked: `the validator for this plugin could not load (${error instanceof Error ? error.message : String(error)})` };
  }
  const errors = validate(config)
    ? []
    : (validate.errors ?? []).slice(0, 200).map(({ instancePath, schemaPath, keyword, params, message }) => ({ instancePath, schemaPath, keyword, params, message }));
  return { id, ok: true, op: 'check', errors, yaml };
}

function failure(id: number, error: unknown): WorkerResponse {
  return { id, ok: false, message: `The checker failed: ${error instanceof Error ? error.message : String(error)}` };
}

/** The worker's global scope (the DOM lib types `self` as a window). */
const scope = self as unknown as { location: Location; postMessage(message: WorkerResponse): void; onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null };

scope.onmessage = (event) => {
  const request = event.data;
  const respond = (response: WorkerResponse) => scope.postMessage(response);
  try {
    if (request.op === 'parse') respond({ id: request.id, ...parseRecipeYaml(request.text) });
    else check(request.id, request.validatorUrl, request.config, request.recipe).then(respond, (error: unknown) => respond(failure(request.id, error)));
  } catch (error) {
    respond(failure(request.id, error));
  }
};
