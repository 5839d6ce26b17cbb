import { describe, expect, it } from 'vitest';
import { actingAs, canBeMadeAdmin, effectiveRole, isAdmin, mayHoldAdminRights, type User } from './user';

const ann: User = { id: 'u-ann', email: 'ann@example.com', displayName: 'Ann Archer', role: 'customer', emailVerified: true };
const sam: User = { id: 'u-sam', email: 'sam@hartwell.example', displayName: 'Sam Admin', role: 'admin', emailVerified: true };
const unverifiedAdmin: User = { ...sam, emailVerified: false };
const unverifiedCustomer: User = { ...ann, emailVerified: false };

describe('admin rights', () => {
  it('belong to the admin role, and to no one signed out', () => {
    expect(isAdmin(sam)).toBe(true);
    expect(isAdmin(ann)).toBe(false);
    expect(isAdmin({})).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('need a verified email', () => {
    expect(mayHoldAdminRights(sam)).toBe(true);
    expect(mayHoldAdminRights(unverifiedAdmin)).toBe(false);
  });

  it('are in force only for an admin whose email is verified: until then an admin acts as a customer', () => {
    expect([sam, unverifiedAdmin, ann, unverifiedCustomer].map(effectiveRole)).toEqual(['admin', 'customer', 'customer', 'customer']);
    expect(actingAs(unverifiedAdmin)).toEqual({ ...unverifiedAdmin, role: 'customer' });
    expect(actingAs(sam)).toEqual(sam);
    expect(actingAs(ann)).toEqual(ann);
  });

  it('are given only to a customer whose email is verified', () => {
    expect([ann, unverifiedCustomer, sam, unverifiedAdmin].map(canBeMadeAdmin)).toEqual([true, false, false, false]);
  });
});
