import type { TestProject } from 'vitest/node';
import { TEST_PROJECT_ID } from './auth-emulator';
// @ts-expect-error -- a plain .mjs script shared with npm start; typed where it is used
import { startAuthEmulator } from '../../scripts/firebase-emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/** One Firebase Auth emulator for the whole node test run, on a port of its own. */
export default async function setup(project: TestProject) {
  const port = Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9299);
  const emulator: { host: string; stop(): Promise<void> } = await startAuthEmulator({ port, projectId: TEST_PROJECT_ID });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
