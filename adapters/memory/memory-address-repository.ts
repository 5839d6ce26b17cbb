import type { Address, SavedAddress } from '../../core/domain/address';
import type { AddressRepository } from '../../core/ports/driven/address-repository';

interface Row {
  seq: number;
  userId: string;
  address: SavedAddress;
}

/**
 * Address books in memory. Each method reads and writes without awaiting in between, so every
 * change is atomic among the calls of one process, as the database's are.
 */
export class MemoryAddressRepository implements AddressRepository {
  private rows: Row[] = [];
  private nextSeq = 1;

  /** Keeps a user's addresses as they are, ids and default included, oldest first: sample data (Storybook). */
  seed(userId: string, addresses: readonly SavedAddress[]) {
    for (const address of addresses) this.rows.push({ seq: this.nextSeq++, userId, address: { ...address } });
  }

  private bookOf(userId: string) {
    return this.rows.filter((row) => row.userId === userId);
  }

  private rowOf(userId: string, id: string) {
    return this.rows.find((row) => row.userId === userId && row.address._id === id);
  }

  async list(userId: string) {
    return this.bookOf(userId)
      .sort((a, b) => Number(b.address.isDefault) - Number(a.address.isDefault) || a.seq - b.seq)
      .map((row) => ({ ...row.address }));
  }

  async find(userId: string, id: string) {
    const row = this.rowOf(userId, id);
    return row ? { ...row.address } : null;
  }

  async add(userId: string, address: Address, { makeDefault, limit }: { makeDefault: boolean; limit: number }) {
    const book = this.bookOf(userId);
    if (book.length >= limit) return null;
    const isDefault = makeDefault || book.length === 0;
    if (isDefault) for (const row of book) row.address.isDefault = false;
    const saved: SavedAddress = { ...address, _id: crypto.randomUUID(), isDefault };
    this.rows.push({ seq: this.nextSeq++, userId, address: saved });
    return { ...saved };
  }

  async update(userId: string, id: string, address: Address) {
    const row = this.rowOf(userId, id);
    if (!row) return null;
    row.address = { ...address, _id: id, isDefault: row.address.isDefault };
    return { ...row.address };
  }

  async remove(userId: string, id: string) {
    const row = this.rowOf(userId, id);
    if (!row) return false;
    this.rows = this.rows.filter((r) => r !== row);
    const oldest = this.bookOf(userId).sort((a, b) => a.seq - b.seq)[0];
    if (row.address.isDefault && oldest) oldest.address.isDefault = true;
    return true;
  }

  async makeDefault(userId: string, id: string) {
    const row = this.rowOf(userId, id);
    if (!row) return null;
    for (const other of this.bookOf(userId)) other.address.isDefault = other === row;
    return { ...row.address };
  }
}
