// The address book's rules over the memory repository, without a server.
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryAddressRepository } from '../../adapters/memory/memory-address-repository';
import { addressMessages, MAX_SAVED_ADDRESSES, type AddressForm } from '../../core/domain/address';
import type { User } from '../../core/domain/user';
import { AddressBook } from '../../core/shop/address-book';
import { bodyOf } from '../support/route-input';

const user = (name: string, role: User['role'] = 'customer'): User => ({ id: `user-${name}`, email: `${name}@example.com`, displayName: name, role, emailVerified: true });
const ann = user('ann');
const bob = user('bob');
const boss = user('boss', 'admin');

const home: AddressForm = { recipient: ' Ann Smith ', line1: '12 Foundry Row', city: 'Sheffield', postcode: 'S1 2AB', country: 'United Kingdom' };

/** An address as the address routes read it (both by the one address schema) before the book sees it. */
const sent = (address: AddressForm) => bodyOf('addAddress', { address }).address;

let book: AddressBook;
beforeEach(() => {
  book = new AddressBook(new MemoryAddressRepository());
});

describe('the address book', () => {
  it('adds a trimmed address, the first as the default, to the caller’s own book only', async () => {
    const saved = await book.add(ann, sent(home));
    expect(saved).toEqual({ _id: expect.any(String), recipient: 'Ann Smith', company: '', line1: '12 Foundry Row', line2: '', city: 'Sheffield', region: '', postcode: 'S1 2AB', country: 'United Kingdom', isDefault: true });
    expect(await book.list(ann)).toEqual([saved]);
    expect(await book.list(bob)).toEqual([]);
    expect(await book.list(boss)).toEqual([]);
  });

  it('changes, defaults and deletes only the caller’s own addresses: another’s, even for an admin, is not found', async () => {
    const first = await book.add(ann, sent(home));
    const second = await book.add(ann, sent({ ...home, recipient: 'Ann at work' }));
    for (const other of [bob, boss]) {
      await expect(book.update(other, second._id, sent(home))).rejects.toMatchObject({ type: 'not_found' });
      await expect(book.makeDefault(other, second._id)).rejects.toMatchObject({ type: 'not_found' });
      await expect(book.remove(other, second._id)).rejects.toMatchObject({ type: 'not_found' });
    }
    expect(await book.makeDefault(ann, second._id)).toMatchObject({ _id: second._id, isDefault: true });
    expect(await book.update(ann, first._id, sent({ ...home, city: 'Leeds' }))).toMatchObject({ city: 'Leeds', isDefault: false });
    expect(await book.remove(ann, second._id)).toEqual({ deletedCount: 1 });
    expect(await book.list(ann)).toEqual([expect.objectContaining({ _id: first._id, city: 'Leeds', isDefault: true })]);
    await expect(book.remove(ann, second._id)).rejects.toMatchObject({ type: 'not_found' });
  });

  it('keeps the first address the default when another is added without asking', async () => {
    const first = await book.add(ann, sent(home));
    expect(await book.add(ann, sent({ ...home, recipient: 'Ann at work' }))).toMatchObject({ isDefault: false });
    expect(await book.add(ann, sent({ ...home, recipient: 'Ann at home' }), true)).toMatchObject({ isDefault: true });
    expect((await book.list(ann)).filter((a) => a.isDefault)).toMatchObject([{ recipient: 'Ann at home' }]);
    expect((await book.list(ann)).find((a) => a._id === first._id)).toMatchObject({ isDefault: false });
  });

  it('says in words that an address is not in the caller’s book', async () => {
    const saved = await book.add(ann, sent(home));
    const notThere = 'There is no such address in your address book';
    await expect(book.update(bob, saved._id, sent(home))).rejects.toMatchObject({ message: notThere });
    await expect(book.makeDefault(bob, saved._id)).rejects.toMatchObject({ message: notThere });
    await expect(book.remove(bob, saved._id)).rejects.toMatchObject({ message: notThere });
  });

  it(`holds at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) await book.add(ann, sent({ ...home, recipient: `Site ${i}` }));
    await expect(book.add(ann, sent(home))).rejects.toMatchObject({ type: 'conflict', message: addressMessages.bookFull });
    expect(await book.list(ann)).toHaveLength(MAX_SAVED_ADDRESSES);
  });
});
