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
  createIntent(request: { orderId: string; amount: number; customerEmail: string }): Promise<{ id: string; clientSecret: string }>;
  /** The provider's record of an intent; null when it does not know the id. */
  retrieve(intentId: string): Promise<IntentRecord | null>;
  /**
   * Cancels every intent made for the order (of `amount` cents) that can still be paid, so that
   * none is charged once the order is gone; a canceled intent can no longer be confirmed. Answers
   * each of the order's intents as it then stands: canceled, or succeeded or pending when it
   * could not be canceled (charged, or a payment under way).
   */
  cancelOpenIntents(order: { orderId: string; amount: number }): Promise<IntentRecord[]>;
  /**
   * Returns `amount` cents of a succeeded intent to the card: all of it, or part (one order's
   * refunded lines). `key` names this one refund: asking again with the same key answers the refund
   * already made, never a second (a retry, a second admin); the same key with another amount is
   * refused. The refunds of one intent never total more than it took.
   */
  refund(request: RefundRequest): Promise<{ id: string }>;
}

/** One refund asked of the provider: of which intent, how many cents, and the key that makes it once. */
export interface RefundRequest {
  intentId: string;
  amount: number;
  key: string;
}
