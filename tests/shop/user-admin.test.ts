// Admins managing users over the memory users and an in-memory sign-in service: each rule of
// core/shop/user-admin.ts, without the Auth emulator.
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryAuditLog } from '../../adapters/memory/memory-audit-log';
import { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import type { User } from '../../core/domain/user';
import { UserAdmin } from '../../core/shop/user-admin';
import type { Admin } from '../../core/shop/permissions';
import { storeAdmin, storeUser } from '../support/customers';
import { FakeSignInService } from '../support/fake-identity';
import { inputOf } from '../support/route-input';

let users: MemoryUserRepository;
let service: FakeSignInService;
let admin: UserAdmin;
let boss: Admin;
let deputy: Admin;
let ann: User;

let audit: MemoryAuditLog;

beforeEach(async () => {
  audit = new MemoryAuditLog();
  users = new MemoryUserRepository(audit);
  service = new FakeSignInService();
  admin = new UserAdmin(users, service);
  boss = await storeAdmin(users, { email: 'boss@example.com', displayName: 'Boss' });
  deputy = await storeAdmin(users, { email: 'deputy@example.com', displayName: 'Deputy' });
  ann = await storeUser(users, { email: 'ann@example.com', displayName: 'Ann' });
  await storeUser(users, { email: 'new@example.com', displayName: 'New', emailVerified: false });
});

const roleOf = async (email: string) => (await users.findByEmail(email))?.role;

/** An email as a route's path names it, read by the route's schema before the use case sees it. */
const named = (route: 'makeAdmin' | 'removeAdmin' | 'removeUser', email: string) => inputOf(route, { params: { email } }).params.email;

describe('listing users', () => {
  it('lists every user', async () => {
    expect((await admin.listUsers()).map((u) => u.email)).toEqual(['boss@example.com', 'deputy@example.com', 'ann@example.com', 'new@example.com']);
  });
});

describe('making an admin', () => {
  it('promotes a customer whose email is confirmed, named in any case', async () => {
    expect(await admin.makeAdmin(boss, named('makeAdmin', ' ANN@Example.com '))).toEqual({ id: ann.id, email: 'ann@example.com', displayName: 'Ann', role: 'admin', emailVerified: true });
    expect(await roleOf('ann@example.com')).toBe('admin');
  });

  it('refuses an account whose email is not confirmed, in words', async () => {
    await expect(admin.makeAdmin(boss, 'new@example.com')).rejects.toMatchObject({
      type: 'conflict',
      message: 'An admin needs a verified email: this account has not confirmed its email address yet',
    });
    expect(await roleOf('new@example.com')).toBe('customer');
  });

  it('refuses an email nobody has', async () => {
    await expect(admin.makeAdmin(boss, 'nobody@example.com')).rejects.toMatchObject({ type: 'not_found', message: 'No user has that email' });
  });

  it('finds no one when the user is removed while being promoted', async () => {
    const [made, removed] = await Promise.allSettled([admin.makeAdmin(boss, 'ann@example.com'), admin.removeUser(deputy, 'ann@example.com')]);
    expect(removed).toMatchObject({ status: 'fulfilled' });
    expect(made).toMatchObject({ status: 'rejected', reason: { type: 'not_found', message: 'No user has that email' } });
    expect(await users.findByEmail('ann@example.com')).toBeNull();
  });
});

describe('removing an admin role', () => {
  it('demotes another admin, who keeps the account', async () => {
    expect(await admin.removeAdmin(boss, named('removeAdmin', 'Deputy@Example.com'))).toEqual({ email: 'deputy@example.com' });
    expect(await roleOf('deputy@example.com')).toBe('customer');
  });

  it('never one’s own, however it is written', async () => {
    for (const email of ['boss@example.com', ' BOSS@example.com ']) {
      await expect(admin.removeAdmin(boss, named('removeAdmin', email))).rejects.toMatchObject({ type: 'forbidden', message: 'You cannot remove your own admin role' });
    }
    expect(await roleOf('boss@example.com')).toBe('admin');
  });

  it('keeps one admin when two demote each other at once', async () => {
    const results = await Promise.allSettled([admin.removeAdmin(boss, 'deputy@example.com'), admin.removeAdmin(deputy, 'boss@example.com')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { type: 'conflict', message: 'The shop must keep at least one admin' } });
    expect([await roleOf('boss@example.com'), await roleOf('deputy@example.com')].sort()).toEqual(['admin', 'customer']);
  });

  it('finds no one for an email nobody has', async () => {
    await expect(admin.removeAdmin(boss, 'nobody@example.com')).rejects.toMatchObject({ type: 'not_found', message: 'No user has that email' });
  });
});

describe('removing a user', () => {
  it('removes the user and the sign-in account', async () => {
    service.signUp('ann@example.com');
    expect(await admin.removeUser(boss, named('removeUser', 'ANN@example.com'))).toEqual({ email: 'ann@example.com' });
    expect(await users.findByEmail('ann@example.com')).toBeNull();
    expect(service.accountOf('ann@example.com')).toBeNull();
  });

  it('never one’s own account', async () => {
    service.signUp('boss@example.com');
    await expect(admin.removeUser(boss, named('removeUser', ' Boss@example.com'))).rejects.toMatchObject({ type: 'forbidden', message: 'You cannot remove your own account' });
    expect(await users.findByEmail('boss@example.com')).not.toBeNull();
    expect(service.accountOf('boss@example.com')).not.toBeNull();
  });

  it('keeps the sign-in account when the shop refuses the removal', async () => {
    service.signUp('deputy@example.com');
    await admin.removeAdmin(deputy, 'boss@example.com');
    // The deputy is the last admin now; the boss, acting on a stale session, cannot remove them.
    await expect(admin.removeUser(boss, 'deputy@example.com')).rejects.toMatchObject({ type: 'conflict', message: 'The shop must keep at least one admin' });
    expect(service.accountOf('deputy@example.com')).not.toBeNull();
    service.signUp('nobody@example.com');
    await expect(admin.removeUser(deputy, 'nobody@example.com')).rejects.toMatchObject({ type: 'not_found', message: 'No user has that email' });
    expect(service.accountOf('nobody@example.com')).not.toBeNull();
  });
});

describe('the audit log', () => {
  it('records who made whom an admin, took the role away or removed a user, with the role before and after', async () => {
    await admin.makeAdmin(boss, 'ann@example.com');
    await admin.removeAdmin(boss, 'ann@example.com');
    await admin.removeUser(deputy, 'ann@example.com');
    const { items } = await audit.list({}, { limit: 10 });
    expect(items.map(({ actor, action, subject, before, after }) => [actor.email, action, subject.label, before, after])).toEqual([
      ['deputy@example.com', 'user.removed', 'ann@example.com', { email: 'ann@example.com', name: 'Ann', role: 'customer' }, null],
      ['boss@example.com', 'user.admin_removed', 'ann@example.com', { role: 'admin' }, { role: 'customer' }],
      ['boss@example.com', 'user.made_admin', 'ann@example.com', { role: 'customer' }, { role: 'admin' }],
    ]);
    // Filtered by who.
    expect((await audit.list({ actor: 'deputy@example.com' }, { limit: 10 })).items).toHaveLength(1);
  });

  it('records nothing for a refusal, nor for a role someone has already', async () => {
    await expect(admin.removeAdmin(boss, 'nobody@example.com')).rejects.toMatchObject({ type: 'not_found' });
    await expect(admin.makeAdmin(boss, 'new@example.com')).rejects.toMatchObject({ type: 'conflict' });
    await admin.makeAdmin(boss, 'deputy@example.com');
    expect((await audit.list({}, { limit: 10 })).items).toEqual([]);
  });
});
