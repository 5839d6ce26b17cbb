import * as v from 'valibot';
import { emailSchema, passwordResetSchema } from '../domain/credentials';
import { profileFormSchema } from '../domain/profile';
import { authConfigSchema } from '../ports/browser/auth-config';
import { accountEmailParams, emailParams, type RouteContract } from './route-contract';

export const userSchema = v.object({
  id: v.string(),
  email: v.string(),
  displayName: v.string(),
  role: v.picklist(['admin', 'customer']),
  emailVerified: v.boolean(),
});

export const sessionSchema = v.object({ token: v.string(), expiresIn: v.number(), user: userSchema });

export const userListSchema = v.array(userSchema);

export const adminAnswerSchema = v.object({ admin: v.boolean() });

/** Whom an admin call changed. */
export const emailAnswerSchema = v.object({ email: v.string() });

/** Where an account's email was sent: the address asked for, whether or not an account uses it (a reset never says). */
export const emailSentSchema = v.object({ sentTo: v.string() });

export const profileSchema = v.object({ email: v.string(), name: v.string(), home: v.string(), education: v.string(), link: v.string() });

/** Signing in, the accounts' emails, roles and profiles. */
export const accountRoutes = {
  // Where the browser finds the sign-in service.
  getAuthConfig: { method: 'GET', path: '/api/auth-config', doc: 'where the browser finds the sign-in service', access: 'public', response: authConfigSchema },
  // Signing in: the sign-in service's proof for the shop's access token ({ token, expiresIn, user }).
  openSession: {
    method: 'PUT',
    path: '/api/user/:email',
    doc: "`{ token, expiresIn, user }` for `Authorization: Bearer <Firebase ID token>`: the shop's access token, for a verified sign-in of that email only. `user` is `{ id, email, displayName, role, emailVerified }`, read from the sign-in service's account record",
    params: accountEmailParams,
    body: v.optional(v.object({ email: v.optional(v.string()) })),
    access: 'sign-in-proof',
    // Accounts are free to make: each address may trade only so many proofs a minute.
    rateLimit: 'signIns',
    response: sessionSchema,
  },
  // Word from the browser that an account changed at the sign-in service (a password reset, a
  // confirmed email): the server reads the account there and ends the sessions opened before.
  checkAccount: {
    method: 'POST',
    path: '/api/account/changed',
    doc: '`{ checked: true }`: the account of that email is read from the sign-in service, and if its password, email or confirmation changed, every shop session opened before ends; the same answer for any email (counted per address with sign-ins)',
    body: v.object({ email: emailSchema }),
    access: 'public',
    rateLimit: 'signIns',
    response: v.object({ checked: v.literal(true) }),
  },
  // The link that confirms the caller's email, sent again (the first goes at the account's first sign-in).
  sendVerificationEmail: {
    method: 'POST',
    path: '/api/account/verification-email',
    doc: "`{ sentTo }`: the link that confirms the caller's email, sent again (the first goes at the account's first sign-in); 409 once confirmed",
    access: 'signed-in',
    rateLimit: 'emails',
    response: emailSentSchema,
  },
  // 'Forgot password?': a link to choose a new one, to an address that has an account; the answer never says whether it has.
  requestPasswordReset: {
    method: 'POST',
    path: '/api/password-reset',
    doc: '`{ sentTo }` for `{ email }`: a link to choose a new password, sent only if an account uses that email; the answer is the same either way (counted per address)',
    body: passwordResetSchema,
    access: 'public',
    rateLimit: 'emails',
    response: emailSentSchema,
  },
  isAdmin: { method: 'GET', path: '/api/admin/:email', doc: '`{ admin }`, for oneself (an admin may ask about anyone)', params: emailParams, access: 'signed-in', response: adminAnswerSchema },
  listUsers: { method: 'GET', path: '/api/users', doc: 'every user with their role and whether their email is verified', access: 'admin', response: userListSchema },
  makeAdmin: {
    method: 'PUT',
    path: '/api/user/admin/:email',
    doc: 'the user, made an admin: only an account with a verified email (409 otherwise)',
    params: accountEmailParams,
    access: 'admin',
    response: userSchema,
  },
  removeAdmin: {
    method: 'DELETE',
    path: '/api/user/admin/:email',
    doc: '`{ email }`: the admin role taken back; never your own (403), never the last admin (409)',
    params: accountEmailParams,
    access: 'admin',
    response: emailAnswerSchema,
  },
  removeUser: {
    method: 'DELETE',
    path: '/api/user/:email',
    doc: '`{ email }`: the user and their sign-in account removed; their orders stay as records. Never your own account (403), never the last admin (409)',
    params: accountEmailParams,
    access: 'admin',
    response: emailAnswerSchema,
  },
  getProfile: {
    method: 'GET',
    path: '/api/myProfile/:email',
    doc: 'the profile `{ email, name, home, education, link }`, for its owner or an admin; one not saved yet reads as empty',
    params: emailParams,
    access: 'signed-in',
    response: profileSchema,
  },
  saveProfile: {
    method: 'PATCH',
    path: '/api/myProfile/:email',
    doc: 'the profile saved from `{ name, home, education, link }`, by its owner or an admin; the link must be an http(s) address',
    params: emailParams,
    body: profileFormSchema,
    access: 'signed-in',
    response: profileSchema,
  },
} as const satisfies Record<string, RouteContract>;
