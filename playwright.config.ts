import { defineConfig } from '@playwright/test';
import { testBrowserPath } from './scripts/ensure-browser.ts';
import { VERSIONS_PORT } from './e2e/support/versions-site.ts';

/**
 * Browser tests against the built site in dist/ (build it first: `npm run build`).
 * Uses Debian's headless shell of Chromium, else Debian's Chromium (or CHROMIUM_PATH; see
 * scripts/ensure-browser.ts); Playwright never downloads a browser here.
 */
/** E2E_PORT lets two checkouts run their browser tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
// 127.0.0.1, not localhost: the server listens on IPv4 only, and a request through "localhost"
// costs Playwright's request client about 50 ms more each (tried on ::1 first).
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);
/**
 * `e2e/versions.spec.ts` runs against a fixture with two archived versions (the real site has
 * none), built and served by scripts/versions-fixture.ts on E2E_VERSIONS_PORT (default E2E_PORT
 * + 500). That server starts only for a run that includes the spec (all specs, or it by name).
 */
const specArgs = process.argv.filter((a) => /\.spec\.ts$|^e2e\//.test(a));
const withVersionsSite = specArgs.length === 0 || specArgs.some((a) => a.includes('versions'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1400, height: 900 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: 'npx tsx src/cli/serve.ts',
      env: { PORT: String(PORT) },
      url: BASE_URL,
      reuseExistingServer: !CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(withVersionsSite
      ? [
          {
            command: 'npx tsx scripts/versions-fixture.ts --serve',
            env: { PORT: String(VERSIONS_PORT) },
            url: `http://localhost:${VERSIONS_PORT}/docs/1.7.0/guides/lineage`,
            reuseExistingServer: !CI,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
