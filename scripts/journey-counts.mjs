// What Playwright's JSON report says of the journeys, as `npm test` counts them: a journey that
// passed only on its retry counts as failed, and is named (a race that fails one time in two is a bug).

/**
 * @param {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number }, suites?: object[] }} report
 * @returns {{ passed: number, failed: number, skipped: number, flaky: string[] }}
 */
export function journeyCounts(report) {
  const flaky = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) if (test.status === 'flaky') flaky.push(`${spec.file}: ${spec.title}`);
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, skipped: report.stats.skipped, flaky };
}
