import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';

// Ejected with `npx test-storybook --eject`, then moved into .storybook/ (found there first).
const testRunnerConfig = getJestConfig();

/**
 * Debian's Chromium: tool-managed browser downloads do not work on these machines. Its headless
 * shell when installed (`chromium-headless-shell`, scripts/chromium.mjs), for a fraction of the
 * CPU: the visual baselines are the shell's pictures (16 of 663, where a raster image is scaled
 * down, differ from the browser's).
 */
const EXECUTABLE =
  process.env.CHROME_SHELL_PATH ||
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '') ||
  process.env.CHROME_PATH ||
  '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30000,
  // Our own first setup file (jest-setup.js says why); the runner's other two stay.
  setupFilesAfterEnv: [
    fileURLToPath(new URL('./jest-setup.js', import.meta.url)),
    ...testRunnerConfig.setupFilesAfterEnv.filter((file) => !file.endsWith('/playwright/jest-setup.js')),
  ],
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: EXECUTABLE, args: FLAGS },
      contextOptions: {
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
        viewport: { width: 1024, height: 768 },
      },
    },
  },
};
