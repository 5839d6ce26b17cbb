// Customers' profiles over the memory repositories: each rule of core/shop/profiles.ts, without a server.
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryProfileRepository } from '../../adapters/memory/memory-profile-repository';
import { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import type { User } from '../../core/domain/user';
import { Profiles } from '../../core/shop/profiles';
import { storeUser } from '../support/customers';
import { inputOf } from '../support/route-input';

const form = { name: ' Ann Archer ', home: 'Sheffield', education: 'Apprenticeship', link: 'https://ann.example.com' };
const empty = (email: string) => ({ email, name: '', home: '', education: '', link: '' });

let users: MemoryUserRepository;
let profiles: Profiles;
let ann: User;
let bob: User;
let boss: User;

beforeEach(async () => {
  users = new MemoryUserRepository();
  profiles = new Profiles(new MemoryProfileRepository(), users);
  ann = await storeUser(users, { email: 'ann@example.com', displayName: 'Ann' });
  bob = await storeUser(users, { email: 'bob@example.com', displayName: 'Bob' });
  boss = await storeUser(users, { email: 'boss@example.com', displayName: 'Boss', role: 'admin' });
});

/** Saves a profile as its route would: the email and the form read by the route's schemas first. */
const save = (caller: User, email: string, fields: Record<string, string>) => {
  const { params, body } = inputOf('saveProfile', { params: { email }, body: fields });
  return profiles.saveProfile(caller, params.email, body);
};

describe('a customer’s profile', () => {
  it('reads as empty until saved, then as saved, under the account’s email', async () => {
    expect(await profiles.getProfile(ann, 'ANN@example.com')).toEqual(empty('ann@example.com'));
    const saved = await save(ann, 'Ann@Example.com', { ...form, email: 'someone@else.example' });
    expect(saved).toEqual({ email: 'ann@example.com', name: 'Ann Archer', home: 'Sheffield', education: 'Apprenticeship', link: 'https://ann.example.com' });
    expect(await profiles.getProfile(ann, 'ann@example.com')).toEqual(saved);
  });

  it('is another customer’s to neither read nor write', async () => {
    await save(ann, 'ann@example.com', form);
    await expect(profiles.getProfile(bob, 'ann@example.com')).rejects.toMatchObject({ type: 'forbidden' });
    await expect(save(bob, 'ann@example.com', { ...form, home: 'Leeds' })).rejects.toMatchObject({ type: 'forbidden' });
    expect(await profiles.getProfile(ann, 'ann@example.com')).toMatchObject({ home: 'Sheffield' });
  });

  it('is read and written by an admin for anyone with that email', async () => {
    await save(ann, 'ann@example.com', form);
    expect(await profiles.getProfile(boss, 'Ann@Example.com')).toMatchObject({ email: 'ann@example.com', home: 'Sheffield' });
    expect(await save(boss, 'ANN@example.com', { ...form, home: 'Leeds' })).toMatchObject({ email: 'ann@example.com', home: 'Leeds' });
    expect(await profiles.getProfile(ann, 'ann@example.com')).toMatchObject({ home: 'Leeds' });
    expect(await profiles.getProfile(boss, 'Nobody@example.com')).toEqual(empty('nobody@example.com'));
    await expect(save(boss, 'nobody@example.com', form)).rejects.toMatchObject({ type: 'not_found', message: 'No user has that email' });
  });

  it('belongs to the account: a new account with a removed customer’s email starts empty', async () => {
    await save(ann, 'ann@example.com', form);
    await users.delete('ann@example.com');
    const newcomer = await storeUser(users, { email: 'ann@example.com', displayName: 'Another Ann' });
    expect(await profiles.getProfile(newcomer, 'ann@example.com')).toEqual(empty('ann@example.com'));
    expect(await profiles.getProfile(boss, 'ann@example.com')).toEqual(empty('ann@example.com'));
  });
});
