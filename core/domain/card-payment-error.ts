/** The provider refused the card or the payment; the message is for the customer. */
export class CardPaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardPaymentError';
  }
}
