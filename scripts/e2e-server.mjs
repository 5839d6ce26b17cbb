// The shop as `npm start` runs it, on a fresh data directory and emulator: for the browser journeys.
import { rmSync } from 'node:fs';
import { mailPortsFrom, runShop } from './run-shop.mjs';

rmSync(process.env.DATA_DIR ?? '.test-output/e2e-data', { recursive: true, force: true });
await runShop({
  emulatorPort: Number(process.env.AUTH_EMULATOR_PORT ?? 9499),
  persistAccounts: false,
  // The journeys' own mail catcher, apart from npm start's (playwright.config.ts passes its ports).
  mailPorts: mailPortsFrom(process.env, { smtp: 1325, web: 1380 }),
  portVariable: 'E2E_PORT',
  command: 'npx playwright test',
});
