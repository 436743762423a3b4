import { chromium } from '@playwright/test';
import { chromiumPath } from './ensure-browser.ts';

/**
 * Takes screenshots of pages of a running site, for a human look:
 *   tsx scripts/screenshot.ts http://localhost:3000/docs/quickstart out.png [--dark] [--width=390] [--full]
 */
const [url, out = 'screenshot.png', ...flags] = process.argv.slice(2);
if (!url) {
  console.error('usage: tsx scripts/screenshot.ts URL [OUT.png] [--dark] [--width=N] [--full] [--nojs]');
  process.exit(2);
}
const width = Number(flags.find((f) => f.startsWith('--width='))?.split('=')[1] ?? 1400);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({
  viewport: { width, height: 900 },
  colorScheme: flags.includes('--dark') ? 'dark' : 'light',
  javaScriptEnabled: !flags.includes('--nojs'),
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(`wrote ${out}`);
