// Finds the Chromium the browser tests use; installs Debian's when it can (root), or says how.
//
// Two builds of Debian's Chromium (one source package, one version):
// - `chromium`, the browser: Lighthouse, and the end-to-end tests that need the browser itself
//   (a new tab from a modifier-click, installability, the offline journeys);
// - `chromium-headless-shell`, its headless shell (what Playwright runs headless by default): the
//   Storybook and the other end-to-end tests. It opens a page for a sixth of the CPU (0.23 against
//   1.5 s of CPU for a new context, a page and one small response; BENCHMARKS.md).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function findChromium() {
  for (const candidate of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Debian's headless shell (`chromium-headless-shell`), or null. */
export function findHeadlessShell() {
  for (const candidate of [process.env.CHROME_SHELL_PATH, '/usr/bin/chromium-headless-shell']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env }).status === 0;
}

/**
 * The headless shell for the browser tests, installed when it can be (root); without it they run
 * in the browser (`fallback`), only slower.
 */
export function ensureHeadlessShell(fallback) {
  const found = findHeadlessShell();
  if (found) return found;
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium's headless shell not found: installing Debian's chromium-headless-shell package…");
    if (aptInstall(['chromium-headless-shell']) && findHeadlessShell()) return findHeadlessShell();
  }
  console.log(
    'Browser tests run in the full Chromium: `sudo apt-get install -y chromium-headless-shell` makes them faster.',
  );
  return fallback;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's chromium package…");
    if (aptInstall(['chromium']) && findChromium()) return findChromium();
  }
  console.error(
    'The browser tests need Chromium: install it with `sudo apt-get install -y chromium` (or set CHROME_PATH to a Chromium binary) and run `npm test` again.',
  );
  process.exit(1);
}
