import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where the tests look for Chromium: CHROMIUM_PATH, else Debian's package. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

const HOW =
  'Install Debian\'s Chromium (`sudo apt-get install chromium`) or point CHROMIUM_PATH at a Chromium/Chrome binary. ' +
  'Test tools\' own browser downloads are not used.';

/**
 * Makes sure a Chromium binary is there for Playwright: uses CHROMIUM_PATH or /usr/bin/chromium;
 * when missing and running as root on Debian, installs the `chromium` package with apt; otherwise
 * stops with a message saying how to get one.
 */
export function ensureBrowser(): string {
  const binary = chromiumPath();
  if (existsSync(binary)) return binary;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${binary} does not exist. ${HOW}`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian\'s chromium package with apt-get …');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(binary)) return binary;
  }
  throw new Error(`Chromium is needed for the browser tests and was not found at ${binary}. ${HOW}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`Chromium: ${ensureBrowser()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
