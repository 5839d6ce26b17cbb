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
  /**
   * Whether they buy for a company (a trade account's buyer), as read with their account at the
   * door; absent where not read. Not a right: only says whether the membership is worth reading.
   */
  buysForCompany?: boolean;
}

export const isAdmin = (user: { role?: Role } | null | undefined) => user?.role === 'admin';

/** Admin rights need a verified email: the one rule behind the three below. */
export const mayHoldAdminRights = (user: Pick<User, 'emailVerified'>) => user.emailVerified;

/** Until its email is verified, an admin acts as a customer. */
export const effectiveRole = (user: Pick<User, 'role' | 'emailVerified'>): Role => (user.role === 'admin' && mayHoldAdminRights(user) ? 'admin' : 'customer');

/** Whom an admin may make an admin: a customer whose email is verified (the server refuses the others, 409). */
export const canBeMadeAdmin = (user: Pick<User, 'role' | 'emailVerified'>) => !isAdmin(user) && mayHoldAdminRights(user);

/** The user as the shop lets them act: with the role they may use now. */
export const actingAs = (user: User): User => ({ ...user, role: effectiveRole(user) });

export const userMessages = {
  adminNeedsVerifiedEmail: 'An admin needs a verified email: this account has not confirmed its email address yet',
  /** Where Make Admin would be, for an account that has not confirmed its email. */
  adminOnceVerified: 'Can be made an admin once its email address is confirmed',
  emailNotVerified: 'Email not verified',
} as const;
