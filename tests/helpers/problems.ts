import { BuildError, type Problem } from '../../src/build/errors.ts';

/** The problems of the BuildError that `fn` throws; fails the test when it throws none (or another error). */
export function problemsThrownBy(fn: () => unknown): Problem[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof BuildError) return error.problems;
    throw error;
  }
  throw new Error('expected a BuildError');
}
