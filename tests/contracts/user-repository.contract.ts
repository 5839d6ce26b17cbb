import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../core/domain/user';
import type { SignIn, UserRepository } from '../../core/ports/driven/user-repository';

const signIn = (name: string, overrides: Partial<SignIn> = {}): SignIn => ({
  uid: `uid-${name}`,
  email: `${name}@example.com`,
  emailVerified: true,
  displayName: name[0].toUpperCase() + name.slice(1),
  basis: `${name} as first signed in`,
  ...overrides,
});

/** What every UserRepository must do, whatever keeps the data. */
export function userRepositoryContract(name: string, open: () => Promise<{ users: UserRepository; reset(): Promise<void> }>) {
  describe(`UserRepository contract: ${name}`, () => {
    let users: UserRepository;
    const add = (who: string, role: Role = 'customer') => users.recordSignIn(signIn(who), role);
    beforeEach(async () => {
      const opened = await open();
      await opened.reset();
      users = opened.users;
    });

    it('creates a user at their first sign-in and finds them by id, email and uid', async () => {
      const ann = await add('ann');
      expect(ann).toEqual({ id: expect.any(String), email: 'ann@example.com', displayName: 'Ann', role: 'customer', emailVerified: true, sessionVersion: 0 });
      // Whether a user buys for a company is said where the trade accounts are kept beside the users (the trade accounts' contract); never yes for one in none.
      const { buysForCompany, ...found } = (await users.findById(ann.id))!;
      expect(found).toEqual(ann);
      expect(buysForCompany).not.toBe(true);
      expect(await users.findByEmail('ann@example.com')).toEqual({ ...ann, uid: 'uid-ann' });
      expect(await users.findByUid('uid-ann')).toEqual({ ...ann, uid: 'uid-ann' });
      expect(await users.findByEmail('nobody@example.com')).toBeNull();
      expect(await users.findByUid('uid-nobody')).toBeNull();
      expect(await users.findById('no-such-id')).toBeNull();
    });

    it('updates a signed-in user from the next sign-in: email, verification and name, keeping a role once granted', async () => {
      const ann = await users.recordSignIn(signIn('ann', { emailVerified: false }), 'admin');
      const again = await users.recordSignIn(signIn('ann', { email: 'ann.smith@example.com', displayName: 'Ann Smith', emailVerified: true }), 'customer');
      expect(again).toMatchObject({ id: ann.id, email: 'ann.smith@example.com', displayName: 'Ann Smith', role: 'admin', emailVerified: true });
      expect(await users.findByEmail('ann@example.com')).toBeNull();
    });

    it('moves the session version on only when the account its sessions stand on changes', async () => {
      const ann = await add('ann');
      expect((await add('ann')).sessionVersion).toBe(0);
      expect((await users.recordSignIn(signIn('ann', { basis: 'ann, password reset' }), 'customer')).sessionVersion).toBe(1);
      expect(await users.findById(ann.id)).toMatchObject({ sessionVersion: 1 });
      expect(await users.recordAccountChange(ann.id, 'ann, password reset')).toBe(false);
      expect(await users.recordAccountChange(ann.id, 'gone')).toBe(true);
      expect(await users.findById(ann.id)).toMatchObject({ sessionVersion: 2 });
      expect((await users.recordSignIn(signIn('ann', { basis: 'gone' }), 'customer')).sessionVersion).toBe(2);
      expect(await users.recordAccountChange('no-such-id', 'gone')).toBe(false);
    });

    it('gives the same uid one user when two sign-ins arrive at once', async () => {
      const both = await Promise.all([add('ann'), add('ann')]);
      expect(both[0].id).toBe(both[1].id);
      expect(await users.list()).toHaveLength(1);
    });

    it('lets the first sign-in with its email claim a user made before it, once', async () => {
      const made = await users.createUnclaimed({ email: 'ann@example.com', displayName: 'ann' }, 'admin');
      expect(made).toMatchObject({ email: 'ann@example.com', role: 'admin', emailVerified: false });
      expect(await users.findByEmail('ann@example.com')).toMatchObject({ id: made.id, uid: null });
      expect(await users.claim('ann@example.com', 'uid-ann')).toBe(true);
      expect(await users.claim('ann@example.com', 'uid-other')).toBe(false);
      expect(await users.claim('nobody@example.com', 'uid-other')).toBe(false);
      expect(await add('ann')).toMatchObject({ id: made.id, email: 'ann@example.com', displayName: 'Ann', role: 'admin', emailVerified: true });
    });

    it("moves a user to another email, never onto another user's", async () => {
      const ann = await add('ann');
      await users.setEmail(ann.id, 'ann.smith@example.com');
      expect(await users.findById(ann.id)).toMatchObject({ email: 'ann.smith@example.com' });
      await add('bob');
      await expect(users.setEmail(ann.id, 'bob@example.com')).rejects.toThrow();
      expect(await users.findById(ann.id)).toMatchObject({ email: 'ann.smith@example.com' });
    });

    it('changes a role, counts admins and lists users oldest first', async () => {
      await add('ann', 'admin');
      await add('bob');
      expect(await users.countAdmins()).toBe(1);
      expect(await users.setRole('bob@example.com', 'admin')).toMatchObject({ role: 'admin' });
      expect(await users.countAdmins()).toBe(2);
      expect(await users.setRole('nobody@example.com', 'admin')).toBeNull();
      expect((await users.list()).map((u) => u.email)).toEqual(['ann@example.com', 'bob@example.com']);
    });

    it('deletes a user once; the same email signing in again with a new uid is a new user', async () => {
      const ann = await add('ann');
      expect(await users.delete('ann@example.com')).toBe(true);
      expect(await users.delete('ann@example.com')).toBe(false);
      expect(await users.findByEmail('ann@example.com')).toBeNull();
      const newcomer = await users.recordSignIn(signIn('ann', { uid: 'uid-newcomer' }), 'customer');
      expect(newcomer.id).not.toBe(ann.id);
    });

    it('changes a role or removes a user, but never the last admin, even when asked at once', async () => {
      await add('ann', 'admin');
      await add('bob', 'admin');
      await add('cy');
      // Two admins demoting each other at the same moment: one of them must stay.
      const results = await Promise.all([
        users.changeKeepingAnAdmin('ann@example.com', { role: 'customer' }),
        users.changeKeepingAnAdmin('bob@example.com', 'remove'),
      ]);
      expect([...results].sort()).toEqual(['done', 'last_admin']);
      expect(await users.countAdmins()).toBe(1);
      expect(await users.changeKeepingAnAdmin('cy@example.com', 'remove')).toBe('done');
      expect(await users.findByEmail('cy@example.com')).toBeNull();
      expect(await users.changeKeepingAnAdmin('nobody@example.com', 'remove')).toBe('missing');
    });
  });
}
