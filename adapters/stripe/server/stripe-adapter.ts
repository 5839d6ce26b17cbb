import * as v from 'valibot';
import type { Adapter } from '../../composition/adapter-registry';
import { USE_CASES } from '../../composition/shop-ids';

const key = (name: string, pattern: RegExp, what: string) =>
  v.pipe(v.optional(v.string(), ''), v.nonEmpty(`Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together: ${name} is missing`), v.regex(pattern, `${name} must be ${what}`));

const settings = v.object({
  STRIPE_SECRET_KEY: key('STRIPE_SECRET_KEY', /^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key (sk_test_...)'),
  STRIPE_PUBLISHABLE_KEY: key('STRIPE_PUBLISHABLE_KEY', /^pk_(test|live)_\w+$/, 'a Stripe publishable key (pk_test_...)'),
  STRIPE_WEBHOOK_SECRET: key('STRIPE_WEBHOOK_SECRET', /^whsec_\w+$/, 'a Stripe webhook signing secret (whsec_...)'),
});

/** Card payments with Stripe: its SDK is loaded only when Stripe is chosen. */
export const stripeAdapter: Adapter<typeof settings> = {
  name: 'stripe',
  summary: "Stripe's PaymentIntents with its card form and signed webhook (chosen whenever one of its keys is set)",
  settings,
  start: async ({ STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET }) => {
    const [{ default: Stripe }, { stripeModule }, { stripeWebhookRoutes }] = await Promise.all([import('stripe'), import('./stripe-module'), import('./stripe-webhook')]);
    const stripe = new Stripe(STRIPE_SECRET_KEY);
    return {
      module: stripeModule(stripe, STRIPE_PUBLISHABLE_KEY),
      // Stripe.js loads from Stripe and draws its card field in Stripe's frames.
      pageOrigins: { script: ['https://js.stripe.com'], connect: ['https://api.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'] },
      routes: (app, container) => {
        const payments = container.get(USE_CASES.Payments);
        return stripeWebhookRoutes(app, { stripe, webhookSecret: STRIPE_WEBHOOK_SECRET, onSucceeded: (intent) => payments.intentSucceeded(intent) });
      },
    };
  },
};
