import type { SessionUser } from './user-repository';

/** One client's calls of one kind: the bucket's key, and how many calls a minute it holds and refills. */
export interface RateBucket {
  key: string;
  perMinute: number;
}

/**
 * Token buckets: a client may spend its minute's calls at once, then one more each
 * 60/perMinute seconds. Counted in one place for every server that shares it (a database), or
 * in the process where one server runs alone.
 */
export interface RateCounter {
  /**
   * Spends one call from each bucket, in one step and only when every bucket has one left (a
   * call refused by one bucket costs the others nothing). Answers each bucket's calls as they
   * were before: a bucket under 1 had none, and refused the call.
   */
  take(buckets: readonly RateBucket[]): Promise<number[]>;
  /**
   * Where the counter is kept beside the users (one database): a take, and the user of `userId`
   * read as UserRepository.findById reads them, in one round trip: the door's one wait.
   */
  takeReadingUser?(buckets: readonly RateBucket[], userId: string): Promise<{ before: number[]; user: SessionUser | null }>;
}
