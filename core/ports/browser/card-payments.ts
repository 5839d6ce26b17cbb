/** Who pays, as the provider records it with the card. */
export interface Billing {
  name: string;
  email: string;
}

/** The browser's side of a card provider, bound to the card the customer entered in its form. */
export interface CardPayments {
  /** Confirms the intent behind `clientSecret`; resolves with the transaction id, or rejects with a CardPaymentError. */
  confirmCardPayment(clientSecret: string, billing: Billing): Promise<string>;
}
