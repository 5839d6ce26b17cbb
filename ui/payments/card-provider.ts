import type { ComponentType } from 'react';
import type { CardPayments } from '../../core/ports/card-payments';
import type { PaymentConfig } from '../../core/ports/payments-api';

export interface CardFormProps {
  /** The form hands over what confirms a payment with the card entered in it (null until it can). */
  onPayments(payments: CardPayments | null): void;
  /** While a payment is being confirmed, the card cannot change. */
  disabled: boolean;
}

/** One card provider's browser half: its card form, and whether it takes test cards only. */
export interface CardProvider {
  kind: PaymentConfig['provider'];
  testMode: boolean;
  CardForm: ComponentType<CardFormProps>;
}

/** Loads the provider the shop is configured with; only the chosen one's code is fetched. */
export interface CardProviders {
  load(config: PaymentConfig): Promise<CardProvider>;
}
