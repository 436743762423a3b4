/** What bench/build-child.ts reports to bench/run.ts: one stdout line, this marker, then JSON. */
export const RESULT_MARKER = '@@bench-result ';

export interface ChildResult {
  /** Pages the build wrote (HTML files). */
  pages: number;
  outDir: string;
  /** The build's own per-stage timings (ms), as returned by build(). */
  timings: Record<string, number>;
  /** Milliseconds from process start until the engine's modules were loaded. */
  startupMs: number;
  /** Milliseconds spent inside build(). */
  buildMs: number;
  /** process.resourceUsage().maxRSS of the build process, in kilobytes. */
  maxRssKB: number;
}
