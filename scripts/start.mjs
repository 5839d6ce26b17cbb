// `npm start`: the whole shop on this machine, on its embedded defaults: PGlite in ./data,
// the Firebase Auth emulator (accounts kept in ./data/firebase-auth), the built pages.
import { runShop } from './run-shop.mjs';

await runShop({ emulatorPort: Number(process.env.AUTH_EMULATOR_PORT ?? 9099), persistAccounts: true });
