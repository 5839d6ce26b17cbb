/** What a card provider says about one payment intent. */
export interface IntentRecord {
  /** The provider's id for the intent: the transaction id the shop records. */
  id: string;
  /** The shop order it was created for. */
  orderId: string;
  /** In cents. */
  amount: number;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
}

/** The server's side of a card provider: intents to pay, and the truth about them. */
export interface PaymentProcessor {
  /**
   * The intent to pay `amount` cents for `orderId`, with the secret the browser confirms it
   * with. Asking again for the same order and amount answers the same intent.
   */
  createIntent(request: { orderId: string; amount: number; customer: string }): Promise<{ id: string; clientSecret: string }>;
  /** The provider's record of an intent; null when it does not know the id. */
  retrieve(intentId: string): Promise<IntentRecord | null>;
}
