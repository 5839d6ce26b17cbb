/** One payment intent as the sandbox provider keeps it. */
export interface SandboxIntent {
  id: string;
  orderId: string;
  /** In cents. */
  amount: number;
  customer: string;
  clientSecret: string;
  status: 'pending' | 'succeeded' | 'failed';
  /** Why the last attempt failed, for a failed intent. */
  lastError: string | null;
  cardLast4: string | null;
  billingName: string | null;
  billingEmail: string | null;
}

export type NewSandboxIntent = Pick<SandboxIntent, 'id' | 'orderId' | 'amount' | 'customer' | 'clientSecret'>;

export interface Attempt {
  cardLast4: string;
  billingName: string;
  billingEmail: string;
}

/** Where the sandbox provider keeps its intents: memory for tests, the shop's database otherwise. */
export interface SandboxIntentStore {
  /** Stores the intent, or answers the one already kept for the same order and amount. */
  createOrFind(intent: NewSandboxIntent): Promise<SandboxIntent>;
  findById(id: string): Promise<SandboxIntent | null>;
  findBySecret(clientSecret: string): Promise<SandboxIntent | null>;
  /** Marks the intent succeeded unless it already is, in one step; null when it already was. */
  markSucceeded(id: string, attempt: Attempt): Promise<SandboxIntent | null>;
  /** Records a declined attempt on an intent that has not succeeded. */
  markFailed(id: string, attempt: Attempt, message: string): Promise<void>;
}
