import type { Auth } from 'firebase-admin/auth';

/** The accounts a local shop starts with; README shows them. Only ever made in the emulator. */
export const demoAccounts = [
  { email: 'admin@hartwell.example', password: 'hartwell-admin', displayName: 'Margaret Hartwell' },
  { email: 'customer@hartwell.example', password: 'hartwell-customer', displayName: 'Sam Turner' },
] as const;

export async function ensureDemoAccounts(auth: Auth) {
  for (const account of demoAccounts) {
    try {
      await auth.getUserByEmail(account.email);
    } catch {
      // Another server starting beside this one may have just made it: that is fine.
      await auth.createUser({ ...account, emailVerified: true }).catch((error: { code?: string }) => {
        if (error.code !== 'auth/email-already-exists') throw error;
      });
    }
  }
}
