import { describe, expect, it } from 'vitest';
import type { User } from '../domain/user';
import { requireAdmin, requireOwner, requireOwnerOrAdmin, requireSelf, requireSelfOrAdmin, requireSignedIn } from './permissions';

const ann: User = { id: 'user-ann', email: 'ann@example.com', displayName: 'Ann', role: 'customer', emailVerified: true };
const boss: User = { id: 'user-boss', email: 'boss@example.com', displayName: 'Boss', role: 'admin', emailVerified: true };

describe('who may do what', () => {
  it('lets in a signed-in caller, and an admin where the route is for admins, in words otherwise', () => {
    expect(requireSignedIn(ann)).toBe(ann);
    expect(() => requireSignedIn(null)).toThrow(expect.objectContaining({ type: 'unauthorized', message: 'Please sign in first' }));
    expect(requireAdmin(boss)).toBe(boss);
    expect(() => requireAdmin(ann)).toThrow(expect.objectContaining({ type: 'forbidden', message: 'Only an admin may do that' }));
    expect(() => requireAdmin(null)).toThrow(expect.objectContaining({ type: 'unauthorized' }));
  });

  it('lets an owner act on their own, and an admin read anyone’s where the rule says so', () => {
    expect(requireOwner(ann, ann.id)).toBe(ann);
    expect(() => requireOwner(boss, ann.id)).toThrow(expect.objectContaining({ type: 'forbidden', message: 'That belongs to another account' }));
    expect(requireOwnerOrAdmin(boss, ann.id)).toBe(boss);
    expect(() => requireOwnerOrAdmin(ann, boss.id)).toThrow(expect.objectContaining({ type: 'forbidden' }));
    expect(requireSelf(ann, 'Ann@Example.com')).toBe(ann);
    expect(() => requireSelf(boss, ann.email)).toThrow(expect.objectContaining({ type: 'forbidden' }));
    expect(requireSelfOrAdmin(boss, ann.email)).toBe(boss);
    expect(() => requireSelfOrAdmin(ann, boss.email)).toThrow(expect.objectContaining({ type: 'forbidden' }));
  });
});
