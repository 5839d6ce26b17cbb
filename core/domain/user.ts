export type Role = 'admin' | 'customer';

export interface User {
  /** The shop's id for the user: what their orders, profile and reviews belong to. */
  id: string;
  email: string;
  displayName: string;
  /** The role granted. Admin rights also need a verified email: see `effectiveRole`. */
  role: Role;
  /** Whether the sign-in service has confirmed that the user reads this email. */
  emailVerified: boolean;
}

export const isAdmin = (user: { role?: Role } | null | undefined) => user?.role === 'admin';

/** Admin rights need a verified email: until it is, an admin acts as a customer. */
export const effectiveRole = (user: Pick<User, 'role' | 'emailVerified'>): Role =>
  user.role === 'admin' && user.emailVerified ? 'admin' : 'customer';

/** The user as the shop lets them act: with the role they may use now. */
export const actingAs = (user: User): User => ({ ...user, role: effectiveRole(user) });

export const userMessages = {
  adminNeedsVerifiedEmail: 'An admin needs a verified email: this account has not confirmed its email address yet',
} as const;
