// Takes the place of @storybook/test-runner/playwright/jest-setup.js (test-runner-jest.config.js).
// Jest evaluates a setup file and everything it imports again for every test file, and that one
// imports the runner's whole bundle (Storybook's server internals, Babel) to set four globals:
// 1.0–1.4 s for each of the 120 story files. This sets the same globals from our hooks alone.
import testRunnerConfig from './test-runner.ts';

testRunnerConfig.setup?.();
globalThis.__sbPreVisit = testRunnerConfig.preVisit;
globalThis.__sbPostVisit = testRunnerConfig.postVisit;
// Used only to retry a story whose page navigated away; the bundle is imported then.
globalThis.__sbSetupPage = async (page, context) =>
  (await import('@storybook/test-runner')).setupPage(page, context);
globalThis.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
