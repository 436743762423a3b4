/** Messages between the recipe builder and its worker (worker.ts). */
import type { ValidatorError } from './load-recipe.ts';

export type WorkerRequest =
  /** Parse pasted text as one YAML document. */
  | { id: number; op: 'parse'; text: string }
  /** Validate a `source.config` with the plugin's validator; with `recipe`, also write it as YAML. */
  | { id: number; op: 'check'; validatorUrl: string; config: unknown; recipe?: unknown };

/** A YAML syntax error, at a line and column of the pasted text. */
export interface SyntaxProblem {
  message: string;
  line?: number;
  column?: number;
}

export type WorkerResponse =
  | { id: number; ok: true; op: 'parse'; value: unknown; lines: Record<string, number> }
  | { id: number; ok: true; op: 'check'; errors: ValidatorError[]; yaml?: string; /** Why the config could not be validated (the validator did not load). */ unchecked?: string }
  | { id: number; ok: false; message: string; problems?: SyntaxProblem[] };
