// The shop as `npm start` runs it, on a fresh data directory and emulator: for the browser journeys.
import { rmSync } from 'node:fs';
import { runShop } from './run-shop.mjs';

rmSync(process.env.DATA_DIR ?? '.test-output/e2e-data', { recursive: true, force: true });
await runShop({ emulatorPort: Number(process.env.AUTH_EMULATOR_PORT ?? 9499), persistAccounts: false, portVariable: 'E2E_PORT', command: 'npx playwright test' });
