import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The longest files (measured 2026-11-27, longest first). Without timings of its own (a fresh
 * clone) Vitest orders files by size, which says little about their time: dev.test.ts, the
 * longest, is 33rd of 79 by size, large-site.test.ts 44th. These start first, so the two workers
 * end together with short files rather than one of them alone on a long one.
 */
const LONGEST = [
  'src/cli/dev.test.ts',
  'src/lint/content-lint.test.ts',
  'tests/build/bad-input-table.test.ts',
  'tests/build/large-site.test.ts',
  'tests/reference/check-reference.test.ts',
  'src/build/sources/graphql/graphql.test.ts',
  'tests/audit/site-audit.test.ts',
  'src/build/cache/build-cache.test.ts',
  'src/build/sources/graphql/examples.test.ts',
  'tests/build/docs-version.test.ts',
  'src/islands/recipe-builder/recipe-builder.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const at = LONGEST.indexOf(path.relative(this.ctx.config.root, file.moduleId).split(path.sep).join('/'));
      return at === -1 ? LONGEST.length : at;
    };
    // Array sort is stable: the rest keep Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // JSX compiled for React's production runtime (`jsx`, not `jsxDEV`), as tsx compiles it for the
  // build (tsconfig "react-jsx"); goes with NODE_ENV below.
  oxc: { jsx: { development: false } },
  test: {
    // The bench's own helpers are tested too (not its measurements: those run in `npm run bench`).
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts', 'bench/peers/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Test files share their worker's module cache instead of re-importing the engine for each
    // file (42 s → 26 s for the suite on 2 cores). No test relies on a fresh module state: each
    // builds its own fixture project and passes options rather than mutating globals.
    isolate: false,
    // Vitest's default is one worker less than the cores: on a 2-core machine that is ONE worker,
    // so every file ran after the other. Many files wait on child processes, worker threads,
    // servers or the disk, so two workers overlap that waiting with the other file's work.
    maxWorkers: 2,
    // React picks its build from NODE_ENV when first loaded. Vitest's default "test" loads the
    // development build, whose every element records an owner stack (measured: the six slowest
    // build tests 73 → 57 s of CPU, the GraphQL reference tests 28 → 15 s); the build ships with
    // the production one (src/build/production-env.ts), so the tests render with that too. Child processes inherit it; dev.test.ts gives its dev server the
    // environment `npm run dev` has.
    env: { NODE_ENV: 'production' },
    sequence: { sequencer: LongestFirst },
  },
});
