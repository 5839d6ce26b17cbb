import type { User } from '../../core/domain/user';

/** The signed-in customer of the customer's stories. */
export const sampleCustomer: User = { id: 'user-dev-patel', email: 'dev.patel@example.com', displayName: 'Dev Patel', role: 'customer', emailVerified: true };

/** The signed-in admin of the stories: the row marked "(you)". */
export const sampleAdmin: User = { id: 'user-admin', email: 'admin@hartwell.example', displayName: 'Hartwell Admin', role: 'admin', emailVerified: true };

/** A second admin, whose admin role may be removed. */
export const otherAdmin: User = { id: 'user-maya.okafor', email: 'maya.okafor@hartwell.example', displayName: 'Maya Okafor', role: 'admin', emailVerified: true };

/** A customer who can be made an admin or removed. */
export const sampleCustomerUser: User = sampleCustomer;

/** A customer who has not confirmed their email yet: not offered Make Admin. */
export const unverifiedUser: User = { id: 'user-noor.haddad', email: 'noor.haddad@example.com', displayName: 'Noor Haddad', role: 'customer', emailVerified: false };

export const sampleUsers: User[] = [
  sampleAdmin,
  otherAdmin,
  sampleCustomerUser,
  { id: 'user-lena.fischer', email: 'lena.fischer@example.com', displayName: 'Lena Fischer', role: 'customer', emailVerified: true },
  { id: 'user-tomas.ruiz', email: 'tomas.ruiz@example.com', displayName: 'Tomás Ruiz', role: 'customer', emailVerified: true },
  { id: 'user-procurement.department', email: 'procurement.department@northbridge-fabrication.example', displayName: 'Northbridge Fabrication Ltd.', role: 'customer', emailVerified: true },
  { id: 'user-grace.liu', email: 'grace.liu@example.com', displayName: 'Grace Liu', role: 'customer', emailVerified: true },
  unverifiedUser,
];

/** Only the signed-in admin: the shop's last admin. */
export const onlyAdminUsers: User[] = [sampleAdmin];
