import { type Billing, type CardPayments } from '../../../core/ports/browser/card-payments';
import type { CardConfirmation } from '../../../core/ports/driven/card-confirmation';
import { CardPaymentError } from '../../../core/domain/card-payment-error';
import { errorTypeOf } from '../../../core/shop/errors';
import { checkCardDetails, type CardDetails } from '../test-cards';

/**
 * The sandbox provider's browser half: checks the card as typed, then asks the provider to charge
 * it (`provider` is the shop's confirm call, over HTTP in the browser).
 */
export class SandboxCardPayments implements CardPayments {
  constructor(
    private readonly provider: CardConfirmation,
    private readonly card: () => CardDetails,
  ) {}

  async confirmCardPayment(clientSecret: string, billing: Billing): Promise<string> {
    const card = this.card();
    const verdict = checkCardDetails(card);
    if (!verdict.ok) throw new CardPaymentError(verdict.message);
    try {
      return (await this.provider.confirm(clientSecret, card, billing)).id;
    } catch (error) {
      if (errorTypeOf(error) === 'payment_failed') throw new CardPaymentError((error as Error).message);
      throw error;
    }
  }
}
