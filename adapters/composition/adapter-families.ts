import type { RateCounter } from '../../core/ports/driven/rate-counter';
import type { StartedAdapter } from './adapter-registry';

/** The data family: the database every other piece stands on, and what the server asks of it. */
export interface StartedData extends StartedAdapter {
  /** For the startup line: `PGlite in ./data`. */
  where: string;
  /** Runs `work` on one server at a time across every server on this database (seeding it once). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Whether it answers and is migrated (/readyz). */
  ready(): Promise<boolean>;
  /** The connection pool's use, for the operators' metrics, where there is a pool. */
  poolUse?(): { totalCount: number; idleCount: number; waitingCount: number };
  /** Where every server on this database counts the rate limits together; left out, each server counts its own. */
  rateCounter?: RateCounter;
}

/** The mail transport family: whether the chosen transport sends, or mail waits in the outbox. */
export interface StartedMail extends StartedAdapter {
  /** It binds PORTS.MailTransport: the outbox's sender runs on this server. */
  delivers: boolean;
  status: string;
}
