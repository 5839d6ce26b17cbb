// `npm run dev`: the API server (restarting on change) with its emulator, and Vite's dev server
// with hot reload; pages on http://127.0.0.1:5173.
import { spawn } from 'node:child_process';
import { mailPortsFrom, runShop } from './run-shop.mjs';

const apiPort = process.env.API_PORT ?? '3000';
process.env.PORT = apiPort;
await runShop({ emulatorPort: Number(process.env.AUTH_EMULATOR_PORT ?? 9099), persistAccounts: true, mailPorts: mailPortsFrom(process.env, { smtp: 1025, web: 1080 }), watch: true, buildUi: false, portVariable: 'API_PORT', command: 'npm run dev' });
const vite = spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } });
process.on('exit', () => vite.kill('SIGTERM'));
