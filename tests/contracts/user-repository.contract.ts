import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRepository } from '../../core/ports/user-repository';

/** What every UserRepository must do, whatever keeps the data. */
export function userRepositoryContract(name: string, open: () => Promise<{ users: UserRepository; reset(): Promise<void> }>) {
  describe(`UserRepository contract: ${name}`, () => {
    let users: UserRepository;
    beforeEach(async () => {
      const opened = await open();
      await opened.reset();
      users = opened.users;
    });

    it('creates a user with a role and finds them by email', async () => {
      expect(await users.upsert({ email: 'ann@example.com', displayName: 'Ann' }, 'customer')).toEqual({ email: 'ann@example.com', displayName: 'Ann', role: 'customer' });
      expect(await users.findByEmail('ann@example.com')).toEqual({ email: 'ann@example.com', displayName: 'Ann', role: 'customer' });
      expect(await users.findByEmail('nobody@example.com')).toBeNull();
    });

    it('updates the display name of a user who exists and keeps their role', async () => {
      await users.upsert({ email: 'ann@example.com', displayName: 'Ann' }, 'admin');
      expect(await users.upsert({ email: 'ann@example.com', displayName: 'Ann Smith' }, 'customer')).toEqual({ email: 'ann@example.com', displayName: 'Ann Smith', role: 'admin' });
    });

    it('changes a role, counts admins and lists users oldest first', async () => {
      await users.upsert({ email: 'ann@example.com', displayName: 'Ann' }, 'admin');
      await users.upsert({ email: 'bob@example.com', displayName: 'Bob' }, 'customer');
      expect(await users.countAdmins()).toBe(1);
      expect(await users.setRole('bob@example.com', 'admin')).toMatchObject({ role: 'admin' });
      expect(await users.countAdmins()).toBe(2);
      expect(await users.setRole('nobody@example.com', 'admin')).toBeNull();
      expect((await users.list()).map((u) => u.email)).toEqual(['ann@example.com', 'bob@example.com']);
    });

    it('deletes a user once', async () => {
      await users.upsert({ email: 'ann@example.com', displayName: 'Ann' }, 'customer');
      expect(await users.delete('ann@example.com')).toBe(true);
      expect(await users.delete('ann@example.com')).toBe(false);
      expect(await users.findByEmail('ann@example.com')).toBeNull();
    });

    it('changes a role or removes a user, but never the last admin, even when asked at once', async () => {
      await users.upsert({ email: 'ann@example.com', displayName: 'Ann' }, 'admin');
      await users.upsert({ email: 'bob@example.com', displayName: 'Bob' }, 'admin');
      await users.upsert({ email: 'cy@example.com', displayName: 'Cy' }, 'customer');
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
