// Admins managing users over the memory users and an in-memory sign-in service: each rule of
// core/shop/user-admin.ts, without the Auth emulator.
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import type { User } from '../../core/domain/user';
import { UserAdmin } from '../../core/shop/user-admin';
import { storeUser } from '../support/customers';
import { FakeSignInService } from '../support/fake-identity';

let users: MemoryUserRepository;
let service: FakeSignInService;
let admin: UserAdmin;
let boss: User;
let deputy: User;
let ann: User;

beforeEach(async () => {
  users = new MemoryUserRepository();
  service = new FakeSignInService();
  admin = new UserAdmin(users, service);
  boss = await storeUser(users, { email: 'boss@example.com', displayName: 'Boss', role: 'admin' });
  deputy = await storeUser(users, { email: 'deputy@example.com', displayName: 'Deputy', role: 'admin' });
  ann = await storeUser(users, { email: 'ann@example.com', displayName: 'Ann' });
  await storeUser(users, { email: 'new@example.com', displayName: 'New', emailVerified: false });
});

const roleOf = async (email: string) => (await users.findByEmail(email))?.role;

describe('who may manage users', () => {
  it('an admin only: a customer is refused, and anyone not signed in is asked to', async () => {
    expect((await admin.listUsers(boss)).map((u) => u.email)).toEqual(['boss@example.com', 'deputy@example.com', 'ann@example.com', 'new@example.com']);
    for (const call of [() => admin.listUsers(ann), () => admin.makeAdmin(ann, 'new@example.com'), () => admin.removeAdmin(ann, 'boss@example.com'), () => admin.removeUser(ann, 'new@example.com')]) {
      await expect(call()).rejects.toMatchObject({ type: 'forbidden', message: 'Only an admin may do that' });
    }
    await expect(admin.listUsers(null)).rejects.toMatchObject({ type: 'unauthorized', message: 'Please sign in first' });
    expect(await roleOf('boss@example.com')).toBe('admin');
    expect(await users.findByEmail('new@example.com')).not.toBeNull();
  });
});

describe('making an admin', () => {
  it('promotes a customer whose email is confirmed, named in any case', async () => {
    expect(await admin.makeAdmin(boss, ' ANN@Example.com ')).toEqual({ id: ann.id, email: 'ann@example.com', displayName: 'Ann', role: 'admin', emailVerified: true });
    expect(await roleOf('ann@example.com')).toBe('admin');
  });

  it('refuses an account whose email is not confirmed, in words', async () => {
    await expect(admin.makeAdmin(boss, 'new@example.com')).rejects.toMatchObject({
      type: 'conflict',
      message: 'An admin needs a verified email: this account has not confirmed its email address yet',
    });
    expect(await roleOf('new@example.com')).toBe('customer');
  });

  it('refuses an email nobody has, and one that is no email', async () => {
    await expect(admin.makeAdmin(boss, 'nobody@example.com')).rejects.toMatchObject({ type: 'not_found', message: 'No user has that email' });
    await expect(admin.makeAdmin(boss, 'ann')).rejects.toMatchObject({ type: 'invalid_data', message: 'Please Provide A Valid Email' });
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
    expect(await admin.removeAdmin(boss, 'Deputy@Example.com')).toEqual({ email: 'deputy@example.com' });
    expect(await roleOf('deputy@example.com')).toBe('customer');
  });

  it('never one’s own, however it is written', async () => {
    for (const email of ['boss@example.com', ' BOSS@example.com ']) {
      await expect(admin.removeAdmin(boss, email)).rejects.toMatchObject({ type: 'forbidden', message: 'You cannot remove your own admin role' });
    }
    expect(await roleOf('boss@example.com')).toBe('admin');
  });

  it('keeps one admin when two demote each other at once', async () => {
    const results = await Promise.allSettled([admin.removeAdmin(boss, 'deputy@example.com'), admin.removeAdmin(deputy, 'boss@example.com')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { type: 'conflict', message: 'The shop must keep at least one admin' } });
    expect([await roleOf('boss@example.com'), await roleOf('deputy@example.com')].sort()).toEqual(['admin', 'customer']);
  });

  it('finds no one for an email nobody has, and refuses one that is no email', async () => {
    await expect(admin.removeAdmin(boss, 'nobody@example.com')).rejects.toMatchObject({ type: 'not_found', message: 'No user has that email' });
    await expect(admin.removeAdmin(boss, '')).rejects.toMatchObject({ type: 'invalid_data', message: 'Email is Required' });
  });
});

describe('removing a user', () => {
  it('removes the user and the sign-in account', async () => {
    service.signUp('ann@example.com');
    expect(await admin.removeUser(boss, 'ANN@example.com')).toEqual({ email: 'ann@example.com' });
    expect(await users.findByEmail('ann@example.com')).toBeNull();
    expect(service.accountOf('ann@example.com')).toBeNull();
  });

  it('never one’s own account', async () => {
    service.signUp('boss@example.com');
    await expect(admin.removeUser(boss, ' Boss@example.com')).rejects.toMatchObject({ type: 'forbidden', message: 'You cannot remove your own account' });
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
