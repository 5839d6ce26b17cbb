import { type Billing, type CardPayments } from '../../../core/ports/browser/card-payments';
import { CardPaymentError } from '../../../core/domain/card-payment-error';
import { ApiError } from '../../http/client/api-error';
import type { HttpClient } from '../../http/client/http-client';
import { checkCardDetails, type CardDetails } from '../test-cards';

/** The sandbox provider's browser half: checks the card as typed, then asks the provider to charge it. */
export class SandboxCardPayments implements CardPayments {
  constructor(
    private readonly http: HttpClient,
    private readonly card: () => CardDetails,
  ) {}

  async confirmCardPayment(clientSecret: string, billing: Billing): Promise<string> {
    const card = this.card();
    const verdict = checkCardDetails(card);
    if (!verdict.ok) throw new CardPaymentError(verdict.message);
    try {
      const confirmed = await this.http.call('confirmSandboxCard', { body: { clientSecret, ...card, ...billing } });
      return confirmed.id;
    } catch (error) {
      if (error instanceof ApiError && error.type === 'payment_failed') throw new CardPaymentError(error.message);
      throw error;
    }
  }
}
