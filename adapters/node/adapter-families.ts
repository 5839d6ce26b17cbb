import type { AdapterFamily, ChosenAdapter, StartedAdapter } from '../composition/adapter-registry';
import type { StartedData, StartedMail } from '../composition/adapter-families';
import { firebaseAdapter } from '../firebase/server/firebase-adapter';
import { localImagesAdapter } from '../images/local-images-adapter';
import { memoryImagesAdapter } from '../images/memory-images-adapter';
import { jsonFileMailAdapter } from '../mail/json-file-mail-adapter';
import { outboxOnlyAdapter } from '../mail/outbox-only-adapter';
import { smtpMailAdapter } from '../mail/smtp-mail-adapter';
import { memoryDataAdapter } from '../memory/memory-data-adapter';
import { pgliteAdapter, postgresAdapter } from '../postgres/database-adapters';
import { sandboxCardAdapter } from '../sandbox-card/server/sandbox-card-adapter';
import { stripeAdapter } from '../stripe/server/stripe-adapter';

/**
 * Every adapter the server can run on, by family, each chosen by one setting. A new adapter is
 * its own file (an `Adapter`: name, settings, start) and one line in its family's list here.
 */
export const shopFamilies = {
  data: {
    name: 'data',
    setting: 'DATA_ADAPTER',
    fallback: (env) => (env.DATABASE_URL ? 'postgres' : 'pglite'),
    adapters: [pgliteAdapter, postgresAdapter, memoryDataAdapter],
  } satisfies AdapterFamily<StartedData>,
  identity: { name: 'sign-in', setting: 'IDENTITY_ADAPTER', fallback: () => 'firebase', adapters: [firebaseAdapter] } satisfies AdapterFamily,
  images: { name: 'pictures', setting: 'IMAGES_ADAPTER', fallback: () => 'local', adapters: [localImagesAdapter, memoryImagesAdapter] } satisfies AdapterFamily,
  mail: { name: 'mail transport', setting: 'MAIL_TRANSPORT', fallback: () => 'smtp', adapters: [smtpMailAdapter, jsonFileMailAdapter, outboxOnlyAdapter] } satisfies AdapterFamily<StartedMail>,
  cards: {
    name: 'card payments',
    setting: 'CARD_PROVIDER',
    // Any of Stripe's keys chooses Stripe, whose settings then name a missing one.
    fallback: (env) => (env.STRIPE_SECRET_KEY || env.STRIPE_PUBLISHABLE_KEY || env.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'sandbox'),
    adapters: [sandboxCardAdapter, stripeAdapter],
  } satisfies AdapterFamily,
};

export interface ShopFamilies {
  data: AdapterFamily<StartedData>;
  identity: AdapterFamily;
  images: AdapterFamily;
  mail: AdapterFamily<StartedMail>;
  cards: AdapterFamily;
}

export type ChosenShopAdapters = { [K in keyof ShopFamilies]: ChosenAdapter<ShopFamilies[K] extends AdapterFamily<infer S extends StartedAdapter> ? S : never> };
