import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script of npm test's, typed where it is used
import { journeyCounts } from '../../scripts/journey-counts.mjs';

const report = {
  stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 1 },
  suites: [
    {
      specs: [{ file: 'ordering.spec.ts', title: 'a customer orders', tests: [{ status: 'expected' }] }],
      suites: [{ specs: [{ file: 'payment.spec.ts', title: 'pays once', tests: [{ status: 'flaky' }] }] }],
    },
  ],
};

describe("npm test's count of the browser journeys", () => {
  it('counts a journey that passed only on its retry as failed, and names it', () => {
    expect(journeyCounts(report)).toEqual({ passed: 3, failed: 1, skipped: 1, flaky: ['payment.spec.ts: pays once'] });
  });

  it('counts a clean run as it is', () => {
    expect(journeyCounts({ stats: { expected: 4, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] })).toEqual({ passed: 4, failed: 0, skipped: 0, flaky: [] });
  });
});
