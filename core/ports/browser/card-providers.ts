import type { CardPayments } from './card-payments';
import type { PaymentConfig } from './payments-api';

/** What a card form is given by the page that shows it. */
export interface CardFormProps {
  /** The form hands over what confirms a payment with the card entered in it (null until it can). */
  onPayments(payments: CardPayments | null): void;
  /** While a payment is being confirmed, the card cannot change. */
  disabled: boolean;
  /** The customer edits the card: what was said of the last card (a decline) no longer applies. */
  onCardChange(): void;
}

/** One card provider's browser half: its card form (a `Form` of the UI's kind), and the test cards it takes in test mode. */
export interface CardProvider<Form> {
  kind: PaymentConfig['provider'];
  /** Test mode: only test cards are charged, and the page says so. */
  testMode: boolean;
  testCards: readonly { number: string; outcome: string }[];
  CardForm: Form;
}

/** Loads the provider the shop is configured with; only the chosen one's code is fetched. */
export interface CardProviders<Form> {
  load(config: PaymentConfig): Promise<CardProvider<Form>>;
}
