import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Debian's Chromium (or CHROMIUM_PATH): screenshots, Lighthouse and the benches' browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Debian's package of the same Chromium build without the browser's own user interface. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: CHROMIUM_PATH when set, else Debian's headless shell of the same
 * Chromium release when installed (package chromium-headless-shell), else Debian's Chromium. The
 * shell renders with the same Blink and V8; it skips what the full browser does on every
 * navigation for a person at a screen (history, sessions, the tab strip), which made a page load
 * about a quarter cheaper in CPU on the 1,800-page axe audit (measured: browser process 114 → 46 ms,
 * compositor 108 → 75 ms a page).
 */
export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}

const HOW =
  'Install Debian\'s Chromium (`sudo apt-get install chromium`) or point CHROMIUM_PATH at a Chromium/Chrome binary. ' +
  'Test tools\' own browser downloads are not used.';

/**
 * Makes sure the browsers are there: uses CHROMIUM_PATH when set; otherwise, when Debian's
 * `chromium` or `chromium-headless-shell` package is missing and this runs as root on Debian,
 * installs the missing ones with apt (the headless shell is optional: without it the tests run in
 * Chromium itself, only slower). Stops with a message saying how to get Chromium when there is
 * none. Returns the browser the tests will use.
 */
export function ensureBrowser(): string {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist. ${HOW}`);
  }
  const missing = [chromiumPath(), HEADLESS_SHELL].filter((binary) => !existsSync(binary)).map((binary) => path.basename(binary));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's ${missing.join(' and ')} package with apt-get …`);
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch (error) {
      // Chromium alone is enough; whether it is there is checked below.
      console.warn(`apt-get could not install ${missing.join(' and ')}: ${(error as Error).message}`);
    }
  }
  if (!existsSync(chromiumPath())) throw new Error(`Chromium is needed for the browser tests and was not found at ${chromiumPath()}. ${HOW}`);
  if (!existsSync(HEADLESS_SHELL)) console.warn(`${HEADLESS_SHELL} is missing (Debian package chromium-headless-shell): the browser tests run in ${chromiumPath()}, about a quarter slower.`);
  return testBrowserPath();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`Chromium: ${ensureBrowser()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
