import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBrowser } from './ensure-browser.ts';

/**
 * `npm test`: every check, in order, stopping at the first failing step:
 * type check and content lint (side by side) → unit and golden tests (Vitest) → build the real site → site audit
 * (HTML validity, links and anchors, per-page budgets on every page) → browser tests (Playwright
 * in Debian's Chromium: axe on every page, keyboard, features) → Lighthouse on one page of each
 * kind. Ends with one summary line "N passed, N failed"; reports/ keeps the audit reports.
 */
// Not under test-results/: Playwright empties that folder when it starts.
const REPORTS = path.resolve('node_modules/.cache/test-summary');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n▶ ${title}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`);
    summarise();
    process.exit(result.status ?? 1);
  }
  console.log(`\n✔ ${title} (${seconds} s)`);
}

interface Step {
  title: string;
  command: string;
  args: string[];
}

/**
 * Runs single-threaded steps side by side (on two cores each gets one), each step's output
 * buffered and printed whole when it ends so the logs do not interleave; stops after both when
 * either failed.
 */
async function runTogether(steps: Step[]): Promise<void> {
  const results = await Promise.all(
    steps.map(
      (step) =>
        new Promise<{ step: Step; status: number | null; output: string; seconds: string }>((resolve) => {
          const started = performance.now();
          const child = spawn(step.command, step.args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('error', (error) => (output += `${error.message}\n`));
          child.on('close', (status) => resolve({ step, status, output, seconds: ((performance.now() - started) / 1000).toFixed(1) }));
        }),
    ),
  );
  let failed = false;
  for (const { step, status, output, seconds } of results) {
    console.log(`\n▶ ${step.title}\n`);
    process.stdout.write(output);
    if (status === 0) console.log(`\n✔ ${step.title} (${seconds} s, alongside ${steps.filter((s) => s !== step).map((s) => s.title).join(', ')})`);
    else {
      console.error(`\n✖ ${step.title} failed after ${seconds} s`);
      failed = true;
    }
  }
  if (failed) {
    summarise();
    process.exit(1);
  }
}

function counts(): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const vitest = path.join(REPORTS, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    total.passed += r.numPassedTests;
    total.failed += r.numFailedTests;
    total.skipped += r.numPendingTests + r.numTodoTests;
  }
  const pw = path.join(REPORTS, 'playwright.json');
  if (existsSync(pw)) {
    const r = JSON.parse(readFileSync(pw, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    total.passed += r.stats.expected + r.stats.flaky;
    total.failed += r.stats.unexpected;
    total.skipped += r.stats.skipped;
  }
  return total;
}

function summarise(): void {
  const c = counts();
  console.log(`\nTests: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
// Both run on one core each: side by side they take the time of the longer.
await runTogether([
  { title: 'Type check (tsc)', command: npx, args: ['tsc', '-p', 'tsconfig.json'] },
  { title: 'Content lint (front matter, headings, code blocks, spelling)', command: npx, args: ['tsx', 'src/cli/lint-content.ts'] },
]);
run('Unit and golden tests (Vitest)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(REPORTS, 'vitest.json')}`]);
run('Build the site', npx, ['tsx', 'src/cli/build.ts']);
run('Site audit (HTML validity, links and anchors, per-page budgets)', npx, ['tsx', 'src/cli/audit.ts']);
try {
  ensureBrowser();
} catch (error) {
  console.error(`\n✖ ${(error as Error).message}`);
  summarise();
  process.exit(1);
}
run('Browser tests (Playwright + axe in Chromium)', npx, ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(REPORTS, 'playwright.json') });
run('Lighthouse (one page of each kind)', npx, ['tsx', 'scripts/lighthouse.ts']);
summarise();
