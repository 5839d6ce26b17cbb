import { beforeEach, describe, expect, it } from 'vitest';
import type { Address, SavedAddress } from '../../core/domain/address';
import type { AddressRepository } from '../../core/ports/driven/address-repository';

const address = (recipient: string, overrides: Partial<Address> = {}): Address => ({
  recipient,
  company: '',
  line1: '12 Foundry Row',
  line2: '',
  city: 'Sheffield',
  region: '',
  postcode: 'S1 2AB',
  country: 'United Kingdom',
  ...overrides,
});

const LIMIT = 5;
const asIs = { makeDefault: false, limit: LIMIT };

/** What every AddressRepository must do, whatever keeps the data. */
export function addressRepositoryContract(name: string, open: () => Promise<{ addresses: AddressRepository; reset(): Promise<void> }>) {
  describe(`AddressRepository contract: ${name}`, () => {
    let addresses: AddressRepository;
    const add = async (userId: string, recipient: string, options = asIs) => (await addresses.add(userId, address(recipient), options))!;
    const defaults = async (userId: string) => (await addresses.list(userId)).filter((a) => a.isDefault);

    beforeEach(async () => {
      const opened = await open();
      await opened.reset();
      addresses = opened.addresses;
    });

    it('keeps every field as given, and makes the first address of a book its default', async () => {
      expect(await addresses.list('user-ann')).toEqual([]);
      const full = address('Ann Smith', { company: 'Smith & Daughters Ltd', line2: 'Unit 4', region: 'South Yorkshire' });
      const first = await addresses.add('user-ann', full, asIs);
      expect(first).toEqual({ ...full, _id: expect.any(String), isDefault: true });
      expect(await addresses.find('user-ann', first!._id)).toEqual(first);
      const second = await add('user-ann', 'Ann at work');
      expect(second.isDefault).toBe(false);
      expect(await addresses.list('user-ann')).toEqual([first, second]);
    });

    it('lists the default first, then the oldest first', async () => {
      const a = await add('user-ann', 'A');
      const b = await add('user-ann', 'B');
      const c = await add('user-ann', 'C');
      await addresses.makeDefault('user-ann', c._id);
      expect((await addresses.list('user-ann')).map((x) => x.recipient)).toEqual(['C', 'A', 'B']);
      await addresses.makeDefault('user-ann', b._id);
      expect((await addresses.list('user-ann')).map((x) => [x.recipient, x.isDefault])).toEqual([
        ['B', true],
        ['A', false],
        ['C', false],
      ]);
      expect((await addresses.find('user-ann', a._id))?.isDefault).toBe(false);
    });

    it('adds an address as the new default when asked, unsetting the old one', async () => {
      const home = await add('user-ann', 'Home');
      const work = await add('user-ann', 'Work', { makeDefault: true, limit: LIMIT });
      expect(work.isDefault).toBe(true);
      expect((await addresses.find('user-ann', home._id))?.isDefault).toBe(false);
      expect(await defaults('user-ann')).toEqual([work]);
    });

    it('changes an address in place, keeping whether it is the default', async () => {
      const home = await add('user-ann', 'Home');
      const changed = address('Ann Smith', { line1: '1 New Street', city: 'Leeds', postcode: 'LS1 1AA', company: 'Forge Co' });
      expect(await addresses.update('user-ann', home._id, changed)).toEqual({ ...changed, _id: home._id, isDefault: true });
      expect(await addresses.list('user-ann')).toEqual([{ ...changed, _id: home._id, isDefault: true }]);
    });

    it('keeps each book to its owner: another user neither finds, changes, removes nor picks it', async () => {
      const home = await add('user-ann', 'Home');
      const other = await add('user-ann', 'Other');
      expect(await addresses.list('user-bob')).toEqual([]);
      expect(await addresses.find('user-bob', home._id)).toBeNull();
      expect(await addresses.update('user-bob', home._id, address('Bob'))).toBeNull();
      expect(await addresses.remove('user-bob', home._id)).toBe(false);
      expect(await addresses.makeDefault('user-bob', other._id)).toBeNull();
      expect(await addresses.list('user-ann')).toEqual([home, other]);
      // Bob's own first address is his default: Ann's has nothing to do with it.
      expect((await add('user-bob', 'Bob')).isDefault).toBe(true);
    });

    it('answers null or false for an id in no book', async () => {
      await add('user-ann', 'Home');
      const unknown = crypto.randomUUID();
      expect(await addresses.find('user-ann', unknown)).toBeNull();
      expect(await addresses.update('user-ann', unknown, address('X'))).toBeNull();
      expect(await addresses.remove('user-ann', unknown)).toBe(false);
      expect(await addresses.makeDefault('user-ann', unknown)).toBeNull();
      expect(await defaults('user-ann')).toHaveLength(1);
    });

    it('passes the default to the oldest remaining address when the default is removed', async () => {
      const a = await add('user-ann', 'A');
      const b = await add('user-ann', 'B');
      const c = await add('user-ann', 'C');
      await addresses.makeDefault('user-ann', b._id);
      expect(await addresses.remove('user-ann', b._id)).toBe(true);
      expect(await addresses.list('user-ann')).toEqual([
        { ...a, isDefault: true },
        { ...c, isDefault: false },
      ]);
      // Removing one that is not the default leaves the default where it is.
      expect(await addresses.remove('user-ann', c._id)).toBe(true);
      expect(await addresses.list('user-ann')).toEqual([{ ...a, isDefault: true }]);
      expect(await addresses.remove('user-ann', a._id)).toBe(true);
      expect(await addresses.list('user-ann')).toEqual([]);
      expect(await addresses.remove('user-ann', a._id)).toBe(false);
    });

    it('refuses an address past the limit, per book', async () => {
      for (let i = 0; i < LIMIT; i++) await add('user-ann', `Address ${i}`);
      expect(await addresses.add('user-ann', address('One too many'), asIs)).toBeNull();
      expect(await addresses.add('user-ann', address('One too many'), { makeDefault: true, limit: LIMIT })).toBeNull();
      expect(await addresses.list('user-ann')).toHaveLength(LIMIT);
      expect((await defaults('user-ann')).map((a) => a.recipient)).toEqual(['Address 0']);
      expect(await add('user-bob', 'Bob')).toMatchObject({ recipient: 'Bob' });
      // Room again once one is removed.
      await addresses.remove('user-ann', (await addresses.list('user-ann'))[1]._id);
      expect(await addresses.add('user-ann', address('Fits now'), asIs)).toMatchObject({ recipient: 'Fits now' });
    });

    it('leaves exactly one default when two addresses are made the default at once', async () => {
      const book: SavedAddress[] = [];
      for (const recipient of ['A', 'B', 'C', 'D']) book.push(await add('user-ann', recipient));
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all([addresses.makeDefault('user-ann', book[1]._id), addresses.makeDefault('user-ann', book[2]._id), addresses.makeDefault('user-ann', book[3]._id)]);
        expect(results.every((r) => r?.isDefault === true)).toBe(true);
        const now = await defaults('user-ann');
        expect(now).toHaveLength(1);
        expect(['B', 'C', 'D']).toContain(now[0].recipient);
      }
    });

    it('never holds more than the limit, nor more than one default, when adds arrive at once', async () => {
      const results = await Promise.all(Array.from({ length: LIMIT * 3 }, (_, i) => addresses.add('user-ann', address(`Rush ${i}`), { makeDefault: i % 2 === 0, limit: LIMIT })));
      expect(results.filter((r) => r !== null)).toHaveLength(LIMIT);
      const book = await addresses.list('user-ann');
      expect(book).toHaveLength(LIMIT);
      expect(book.filter((a) => a.isDefault)).toHaveLength(1);
    });

    it('keeps one default when the default is removed while another is made the default', async () => {
      const a = await add('user-ann', 'A');
      const b = await add('user-ann', 'B');
      await add('user-ann', 'C');
      await Promise.all([addresses.remove('user-ann', a._id), addresses.makeDefault('user-ann', b._id), add('user-ann', 'D', { makeDefault: true, limit: LIMIT })]);
      expect(await defaults('user-ann')).toHaveLength(1);
      expect(await addresses.list('user-ann')).toHaveLength(3);
    });
  });
}
