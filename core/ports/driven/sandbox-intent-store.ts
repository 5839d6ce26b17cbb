/** One payment intent as the sandbox provider keeps it. */
export interface SandboxIntent {
  id: string;
  orderId: string;
  /** In cents. */
  amount: number;
  customerEmail: string;
  clientSecret: string;
  /** Open while pending or failed (another card may be tried); succeeded and canceled are final. */
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  /** Why the last attempt failed, for a failed intent. */
  lastError: string | null;
  cardLast4: string | null;
  billingName: string | null;
  billingEmail: string | null;
  /** The intent's first refund; all of them are in `refundsOf`. */
  refundId: string | null;
  /** What its refunds returned so far, in cents: never more than `amount`. */
  refundAmount: number | null;
}

/** One refund of a succeeded intent, made once under its key. */
export interface SandboxRefund {
  id: string;
  intentId: string;
  key: string;
  /** In cents. */
  amount: number;
}

export type NewSandboxRefund = Pick<SandboxRefund, 'id' | 'key' | 'amount'>;

/**
 * What asking for a refund comes to: the refund made under the key (now, or before with the same
 * intent and amount), or why none was: the intent is not succeeded, the refunds would total more
 * than it took, or the key was used for another refund.
 */
export type RefundOutcome = { refund: SandboxRefund } | { refused: 'not-succeeded' | 'over' | 'key-reused' };

export type NewSandboxIntent = Pick<SandboxIntent, 'id' | 'orderId' | 'amount' | 'customerEmail' | 'clientSecret'>;

export interface Attempt {
  cardLast4: string;
  billingName: string;
  billingEmail: string;
}

/** Where the sandbox provider keeps its intents: memory for tests, the shop's database otherwise. */
export interface SandboxIntentStore {
  /** Stores the intent, or answers the one already kept for the same order and amount, unless that was canceled. */
  createOrFind(intent: NewSandboxIntent): Promise<SandboxIntent>;
  findById(id: string): Promise<SandboxIntent | null>;
  findBySecret(clientSecret: string): Promise<SandboxIntent | null>;
  /** Marks the intent succeeded while it is open, in one step; null when it was not (succeeded or canceled). */
  markSucceeded(id: string, attempt: Attempt): Promise<SandboxIntent | null>;
  /** Records a declined attempt on an intent that is still open. */
  markFailed(id: string, attempt: Attempt, message: string): Promise<void>;
  /**
   * Cancels the order's open intents in one step, so that a confirmation at the same moment
   * either charges first (and the intent stays succeeded) or finds it canceled; answers all of
   * the order's intents as they then stand.
   */
  cancelOpen(orderId: string): Promise<SandboxIntent[]>;
  /**
   * Records a refund of a succeeded intent in one step, so that refunds asked at once never total
   * more than it took and one key makes one refund; null when the intent is unknown.
   */
  refund(intentId: string, refund: NewSandboxRefund): Promise<RefundOutcome | null>;
  /** The intent's refunds, oldest first. */
  refundsOf(intentId: string): Promise<SandboxRefund[]>;
}

/** The statuses an intent may still be charged from. */
export const OPEN_STATUSES = ['pending', 'failed'] as const;
