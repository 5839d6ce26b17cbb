import * as v from 'valibot';

/** What the browser needs to reach the sign-in service; served by the shop at GET /api/auth-config. */
export const authConfigSchema = v.object({
  apiKey: v.string(),
  authDomain: v.string(),
  projectId: v.string(),
  /** The local emulator's origin, or null for a real Firebase project. */
  emulatorUrl: v.nullable(v.string()),
});
export type AuthConfig = v.InferOutput<typeof authConfigSchema>;
