import { defineConfig } from 'vitest/config';

// The tests that run core/'s rules in-process, for mutation testing (`npm run mutate`): no Auth
// emulator, no database server, no browser, so that each mutant is judged in seconds.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['core/**/*.test.ts', 'tests/shop/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
