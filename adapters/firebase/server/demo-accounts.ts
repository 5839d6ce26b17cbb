/** The accounts a local shop starts with; README shows them. Only ever made in the emulator. */
export const demoAccounts = [
  { email: 'admin@hartwell.example', password: 'hartwell-admin', displayName: 'Margaret Hartwell' },
  { email: 'customer@hartwell.example', password: 'hartwell-customer', displayName: 'Sam Turner' },
] as const;

/**
 * Makes the demo accounts in the Auth emulator at `emulatorHost` (host:port), verified, unless they
 * exist. Through the emulator's own admin REST call (its "owner" credential) rather than
 * firebase-admin, which a start would otherwise load only for this: the server loads it at the first sign-in.
 */
export async function ensureDemoAccounts(emulatorHost: string, projectId: string) {
  await Promise.all(
    demoAccounts.map(async (account) => {
      const answer = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
        method: 'POST',
        headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
        body: JSON.stringify({ ...account, emailVerified: true }),
      });
      // Made at an earlier start, or by another server starting beside this one: that is fine.
      if (answer.ok) return;
      const said = await answer.text();
      if (!said.includes('EMAIL_EXISTS')) throw new Error(`The Auth emulator did not make the demo account ${account.email}: ${answer.status} ${said.slice(0, 300)}`);
    }),
  );
}
