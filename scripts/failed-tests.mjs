#!/usr/bin/env node
// Names every test that failed (and every Playwright test that passed only on a retry) in the JSON
// reports a run leaves behind, so the last lines of a long CI log say what to look at.
//   node scripts/failed-tests.mjs [extra-vitest-report.json:label ...]
// Reads .reports/vitest.json, .reports/storybook.json and .reports/playwright.json when present.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const relative = (file) => (file ? path.relative(root, file) || file : '?');
const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';

/** Vitest and the Storybook test-runner (Jest) write the same JSON shape. */
function jestLike(label, report) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) {
      lines.push(`✗ ${label} ${relative(file.name)} › ${t.fullName ?? t.title}`);
      const why = firstLine(t.failureMessages?.[0]);
      if (why) lines.push(`    ${why}`);
    }
    // A file that failed to load has no failed case of its own.
    if (file.status === 'failed' && failed.length === 0) {
      lines.push(`✗ ${label} ${relative(file.name)} (the file failed)`);
      const why = firstLine(file.message);
      if (why) lines.push(`    ${why}`);
    }
  }
  return lines;
}

function playwright(report) {
  const lines = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const name = [...titles, spec.title].filter(Boolean).join(' › ');
        const mark = test.status === 'flaky' ? '~ flaky' : '✗';
        lines.push(`${mark} e2e ${spec.file}:${spec.line} › ${name}`);
        const failedResult = (test.results ?? []).find(
          (r) => r.status !== 'passed' && r.status !== 'skipped',
        );
        const why = firstLine(failedResult?.error?.message ?? failedResult?.errors?.[0]?.message);
        if (why) lines.push(`    ${why}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, [...titles, child.title && !child.title.endsWith('.ts') ? child.title : '']);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  for (const error of report?.errors ?? []) lines.push(`✗ e2e (run error) ${firstLine(error.message)}`);
  return lines;
}

const reports = path.join(root, '.reports');
const lines = [
  ...jestLike('vitest', readJson(path.join(reports, 'vitest.json'))),
  ...jestLike('storybook', readJson(path.join(reports, 'storybook.json'))),
  ...playwright(readJson(path.join(reports, 'playwright.json'))),
];
for (const arg of process.argv.slice(2)) {
  const [file, label = 'vitest'] = arg.split(':');
  lines.push(...jestLike(label, readJson(file)));
}
if (lines.length) {
  console.log('\nFailed or flaky tests:');
  for (const line of lines) console.log(line);
}
