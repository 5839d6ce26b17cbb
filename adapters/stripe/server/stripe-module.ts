import { ContainerModule } from 'inversify';
import type Stripe from 'stripe';
import { PORTS, SETTINGS } from '../../composition/shop-ids';
import { StripePaymentProcessor } from './stripe-payment-processor';

/** Card payments with Stripe: its PaymentIntents API through the SDK, and the key the browser's card form uses. */
export const stripeModule = (stripe: Stripe, publishableKey: string) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.PaymentProcessor).toConstantValue(new StripePaymentProcessor(stripe));
    bind(SETTINGS.PaymentConfig).toConstantValue({ provider: 'stripe', publishableKey });
  });
