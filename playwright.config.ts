import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/ensure-browser.ts';

/**
 * Browser tests against the built site in dist/ (build it first: `npm run build`).
 * Uses Debian's Chromium (or CHROMIUM_PATH); Playwright never downloads a browser here.
 */
/** E2E_PORT lets two checkouts run their browser tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
// 127.0.0.1, not localhost: the server listens on IPv4 only, and a request through "localhost"
// costs Playwright's request client about 50 ms more each (tried on ::1 first).
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

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
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npx tsx src/cli/serve.ts',
    env: { PORT: String(PORT) },
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
