import type { CardConfirmation } from '../../core/ports/driven/card-confirmation';
import { type CardPayments } from '../../core/ports/browser/card-payments';
import { CardPaymentError } from '../../core/domain/card-payment-error';
import { isShopError } from '../../core/shop/errors';

export const testCards = {
  succeeds: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  declined: { number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' },
};

/** The sandbox's browser half without HTTP: confirms straight on the processor, for repository-level runs. */
export const directSandboxPayments =
  (processor: CardConfirmation) =>
  (card: keyof typeof testCards): CardPayments => ({
    confirmCardPayment: (clientSecret, billing) =>
      processor.confirm(clientSecret, testCards[card], billing).then(
        (confirmed) => confirmed.id,
        (error: unknown) => {
          throw isShopError(error) && error.type === 'payment_failed' ? new CardPaymentError(error.message) : error;
        },
      ),
  });
