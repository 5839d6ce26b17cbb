import * as v from 'valibot';
import type { Adapter } from '../../composition/adapter-registry';
import { ensureDemoAccounts } from './demo-accounts';
import { firebaseModule } from './firebase-module';
import { signInOrigins } from './sign-in-origins';

/** The project npm start runs its emulator for. */
const DEMO_PROJECT = 'demo-hartwell';

const settings = v.pipe(
  v.object({
    NODE_ENV: v.optional(v.string(), 'development'),
    FIREBASE_PROJECT_ID: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{4,40}$/, 'FIREBASE_PROJECT_ID must be a Firebase project id')), DEMO_PROJECT),
    FIREBASE_AUTH_EMULATOR_HOST: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]+:\d{1,5}$/, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port'))),
    FIREBASE_API_KEY: v.optional(v.string()),
    FIREBASE_AUTH_DOMAIN: v.optional(v.string()),
  }),
  v.check((s) => !(s.FIREBASE_AUTH_EMULATOR_HOST && s.NODE_ENV === 'production'), 'FIREBASE_AUTH_EMULATOR_HOST must never be set in production (it makes unsigned sign-ins valid)'),
  v.rawCheck(({ dataset, addIssue }) => {
    const s = dataset.value as { FIREBASE_PROJECT_ID: string; FIREBASE_AUTH_EMULATOR_HOST?: string };
    if (dataset.typed && !s.FIREBASE_AUTH_EMULATOR_HOST && s.FIREBASE_PROJECT_ID.startsWith('demo-')) {
      addIssue({ message: `the project ${s.FIREBASE_PROJECT_ID} needs the Firebase Auth emulator: start the shop with npm start, or set FIREBASE_PROJECT_ID, FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN for a real project` });
    }
  }),
  v.check((s) => Boolean(s.FIREBASE_AUTH_EMULATOR_HOST || (s.FIREBASE_API_KEY && s.FIREBASE_AUTH_DOMAIN)), 'FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN are needed for a real Firebase project'),
);

/** Firebase Auth: a real project, or the local emulator that npm start runs for the demo project. */
export const firebaseAdapter: Adapter<typeof settings> = {
  name: 'firebase',
  summary: 'Firebase Auth: a real project (FIREBASE_PROJECT_ID, FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN), or the local emulator npm start runs with its demo accounts (the default)',
  settings,
  companions: (env) => (!env.FIREBASE_PROJECT_ID || env.FIREBASE_PROJECT_ID.startsWith('demo-') ? ['auth-emulator'] : []),
  start: async (s) => {
    const emulator = s.FIREBASE_AUTH_EMULATOR_HOST;
    const authConfig = {
      apiKey: s.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: s.FIREBASE_AUTH_DOMAIN ?? `${s.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: s.FIREBASE_PROJECT_ID,
      emulatorUrl: emulator ? `http://${emulator}` : null,
    };
    // The emulator starts empty: the demo accounts the README names are made at each start, while the rest of the shop starts.
    const demo = emulator ? ensureDemoAccounts(emulator, s.FIREBASE_PROJECT_ID) : Promise.resolve();
    // Said at onStart, which fails the start; until then a failure is not yet anyone's to hear.
    demo.catch(() => undefined);
    return {
      module: firebaseModule(authConfig),
      pageOrigins: signInOrigins(authConfig),
      onStart: () => demo,
    };
  },
};
