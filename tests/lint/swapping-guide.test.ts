import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { GUIDE, guideWithCode } from '../../scripts/guide-code';

it("the adapter guide's code is the repository's, which is built and tested (npm run guide-code writes it)", () => {
  const guide = readFileSync(GUIDE, 'utf8');
  expect(guide).toMatch(/```ts file=/);
  expect(guide).toBe(guideWithCode(guide));
});
