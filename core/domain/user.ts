export type Role = 'admin' | 'customer';

export interface User {
  email: string;
  displayName: string;
  role: Role;
}

export const isAdmin = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'admin';
