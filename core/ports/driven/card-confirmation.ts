import type { Billing } from '../browser/card-payments';

/** A card as typed in the embedded provider's form. */
export interface TypedCard {
  /** Digits, spaces allowed. */
  number: string;
  /** MM/YY, spaces allowed. */
  expiry: string;
  cvc: string;
}

/**
 * The embedded card provider's own confirm call: the card reaches the shop's server, which checks
 * and charges it. Only a provider without a browser SDK of its own (the sandbox) offers it.
 */
export interface CardConfirmation {
  confirm(clientSecret: string, card: TypedCard, billing: Billing): Promise<{ id: string; status: 'succeeded' }>;
}
