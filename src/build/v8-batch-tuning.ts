import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings for a one-off build. A cold build runs for seconds, not hours, and V8's optimizing
 * compiler (TurboFan) spent about a quarter of its CPU on the 1,000-page corpus compiling code
 * (5.9 of 24 s, measured per thread from /proc with and without concurrent recompilation): each
 * of the three isolates (main thread, two compile threads) optimizes the same parser and
 * renderer on its own. Two settings make it optimize fewer, hotter functions, and inline less
 * into each:
 *
 * - `--interrupt-budget`: how much bytecode a function runs before V8 considers optimizing it;
 *   eight times the default (67,584 in Node 20's V8), so only code that stays hot gets compiled;
 * - `--max-inlined-bytecode-size-cumulative`: how much callee bytecode one optimized function
 *   may inline; a quarter of the default (920), which keeps small helpers inlined.
 *
 * Measured on the corpus, three interleaved cold builds each: 14.8 → 13.7 s wall and 19.4 → 17.2 s
 * CPU (medians); the real site 30.8 → 25.1 s CPU. The flags are process-wide, so the compile
 * threads started afterwards share them. They are set before the engine is imported; the dev
 * server, which runs for long, keeps V8's defaults.
 */
export const BATCH_V8_FLAGS = ['--interrupt-budget=540672', '--max-inlined-bytecode-size-cumulative=230'] as const;

export function tuneV8ForBatchBuild(): void {
  for (const flag of BATCH_V8_FLAGS) setFlagsFromString(flag);
}
