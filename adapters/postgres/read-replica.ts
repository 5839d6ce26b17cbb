import { sql } from 'drizzle-orm';
import type { ShopDatabase } from './database';

/**
 * Where the catalogue's reads run: on the primary by default; on a replica (DATABASE_READ_URL)
 * while it answers and has replayed the latest catalogue change. Writes never go through here.
 */
export interface CatalogueReads {
  /** Runs a read on the replica when it may, else (or when the replica fails meanwhile) on the primary. */
  read<T>(work: (db: ShopDatabase) => Promise<T>): Promise<T>;
  /** Called once a change to the catalogue is committed: reads go to the primary until the replica has it. */
  written(): Promise<void>;
}

/** Every read on the one database there is. */
export const primaryReads = (primary: ShopDatabase): CatalogueReads => ({ read: (work) => work(primary), written: async () => {} });

/** A write-ahead log position ('16/B374D848') as one number, for comparing. */
export const lsnValue = (lsn: string | null | undefined) => {
  const match = /^([0-9A-F]+)\/([0-9A-F]+)$/i.exec(lsn ?? '');
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : -1n;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How the replica stood when last asked. */
interface ReplicaState {
  answering: boolean;
  /** How far it has replayed the primary's log. */
  replayed: bigint;
}

/**
 * Catalogue reads from a hot standby with a fallback to the primary. Every `pollMs` it asks the
 * replica how far it has replayed, and the primary where the latest catalogue change (by any server)
 * left the log; a read goes to the replica only when it answered and has replayed that far. A change
 * made by this server sends its own reads to the primary at once; another server's, within one poll.
 * A read the replica fails (it went down between polls) runs again on the primary.
 */
export class ReplicaReads implements CatalogueReads {
  private replica: ReplicaState = { answering: false, replayed: -1n };
  // The log position every catalogue read must see: the latest catalogue change's.
  private wanted = 0n;
  private readonly timer: NodeJS.Timeout;
  private polling: Promise<void> | null = null;

  constructor(
    private readonly primary: ShopDatabase,
    private readonly replicaDb: ShopDatabase,
    pollMs = 250,
  ) {
    this.timer = setInterval(() => void this.poll(), pollMs);
    this.timer.unref();
  }

  /** Asks both again now (also the first time): the next reads follow what they answer. */
  poll(): Promise<void> {
    this.polling ??= (async () => {
      try {
        const [[written], [replayed]] = await Promise.all([
          this.primary.execute(sql`SELECT lsn FROM catalogue_written`).then(rowsOf<{ lsn: string }>),
          this.replicaDb.execute(sql`SELECT pg_last_wal_replay_lsn()::text AS lsn`).then(rowsOf<{ lsn: string | null }>),
        ]).catch(async (error: unknown) => {
          // The replica failed (or the primary did, and every read waits on it anyway).
          this.replica = { answering: false, replayed: -1n };
          throw error;
        });
        this.wanted = lsnValue(written?.lsn) > this.wanted ? lsnValue(written?.lsn) : this.wanted;
        this.replica = { answering: true, replayed: lsnValue(replayed?.lsn) };
      } catch {
        // Counted as not answering until the next poll succeeds.
      } finally {
        this.polling = null;
      }
    })();
    return this.polling;
  }

  /** Whether the next read may go to the replica. */
  get onReplica() {
    return this.replica.answering && this.replica.replayed >= this.wanted;
  }

  async read<T>(work: (db: ShopDatabase) => Promise<T>): Promise<T> {
    if (!this.onReplica) return work(this.primary);
    try {
      return await work(this.replicaDb);
    } catch (error) {
      // A refusal of the read itself would fail on the primary too; a replica that went away would not.
      if (!isConnectionFailure(error)) throw error;
      this.replica = { answering: false, replayed: -1n };
      return work(this.primary);
    }
  }

  // The log's insert position, past the change's commit record (its write position may not be, yet).
  async written() {
    const [row] = rowsOf<{ lsn: string }>(await this.primary.execute(sql`UPDATE catalogue_written SET lsn = pg_current_wal_insert_lsn()::text RETURNING lsn`));
    const at = lsnValue(row?.lsn);
    if (at > this.wanted) this.wanted = at;
  }

  stop() {
    clearInterval(this.timer);
  }
}

/** An error of the connection rather than of the statement: refused, reset, timed out, or the server shutting down (SQLSTATE class 08, 57P). */
function isConnectionFailure(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string; message?: string }; message?: string };
  const code = e.cause?.code ?? e.code ?? '';
  const message = `${e.cause?.message ?? ''} ${e.message ?? ''}`;
  return /^(08|57P)/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code) || /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(message);
}
