// Every module of core/ loads: a rule written at module level (a schema, a formatter, a table) that
// throws would stop the whole shop from starting, and no test of a single use case would say which.
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob(['../../core/**/*.ts', '!../../core/**/*.test.ts']);

describe('core/', () => {
  it.each(Object.keys(modules))('%s loads', async (file) => {
    await expect(modules[file]()).resolves.toBeTypeOf('object');
  });
});
