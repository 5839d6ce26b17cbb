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
  /** The refund that returned the money of a succeeded intent. */
  refundId: string | null;
  /** What that refund returned, in cents: never more than `amount`. */
  refundAmount: number | null;
}

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
  /** Records `refundId` of `amount` cents on a succeeded intent that has none, in one step; answers the intent as it then stands (null when unknown). */
  refund(id: string, refundId: string, amount: number): Promise<SandboxIntent | null>;
}

/** The statuses an intent may still be charged from. */
export const OPEN_STATUSES = ['pending', 'failed'] as const;
