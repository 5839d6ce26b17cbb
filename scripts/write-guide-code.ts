// `npm run guide-code`: copies into docs/swapping-adapters.md each file its `ts file=` blocks show, as the file is now.
import { readFileSync, writeFileSync } from 'node:fs';
import { GUIDE, guideWithCode } from './guide-code';

writeFileSync(GUIDE, guideWithCode(readFileSync(GUIDE, 'utf8')));
