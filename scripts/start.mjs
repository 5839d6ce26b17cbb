// `npm start`: the whole shop on this machine, on its embedded defaults: PGlite in ./data,
// the Firebase Auth emulator (accounts kept in ./data/firebase-auth), a mail catcher whose web
// inbox shows every email the shop sends (kept in ./data/mail), the built pages.
import { mailPortsFrom, runShop } from './run-shop.mjs';

await runShop({ emulatorPort: Number(process.env.AUTH_EMULATOR_PORT ?? 9099), persistAccounts: true, mailPorts: mailPortsFrom(process.env, { smtp: 1025, web: 1080 }) });
