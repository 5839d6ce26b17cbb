import type { ComponentType } from 'react';
import type { CardPayments } from '../../core/ports/browser/card-payments';
import type { PaymentConfig } from '../../core/ports/browser/payments-api';

export interface CardFormProps {
  /** The form hands over what confirms a payment with the card entered in it (null until it can). */
  onPayments(payments: CardPayments | null): void;
  /** While a payment is being confirmed, the card cannot change. */
  disabled: boolean;
  /** The customer edits the card: what was said of the last card (a decline) no longer applies. */
  onCardChange(): void;
}

/** One card provider's browser half: its card form, and the test cards it takes in test mode. */
export interface CardProvider {
  kind: PaymentConfig['provider'];
  /** Test mode: only test cards are charged, and the page says so. */
  testMode: boolean;
  testCards: readonly { number: string; outcome: string }[];
  CardForm: ComponentType<CardFormProps>;
}

/** Loads the provider the shop is configured with; only the chosen one's code is fetched. */
export interface CardProviders {
  load(config: PaymentConfig): Promise<CardProvider>;
}
