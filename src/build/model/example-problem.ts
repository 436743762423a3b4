/**
 * A problem in a code example, at a line counted from the example's first code line (1-based).
 * Shared by the reference handlers and the checkers of `sources/*`, so neither imports the other for it.
 */
export interface ExampleProblem {
  message: string;
  line?: number;
  /** Column on that line (1-based), when known. */
  column?: number;
}
