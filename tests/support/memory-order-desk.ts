import { memoryRepositories } from '../../adapters/memory/memory-module';
import type { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import type { MemoryIntentStore } from '../../adapters/memory/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import type { User } from '../../core/domain/user';
import { Cancellations } from '../../core/shop/cancellations';
import { Fulfilment } from '../../core/shop/fulfilment';
import { LineRefunds } from '../../core/shop/line-refunds';
import { Payments } from '../../core/shop/payments';
import { CountingMetrics } from './counting-metrics';
import { storeAdmin, storeUser } from './customers';
import { testOrderMail } from './order-mail';
import { storeOrder } from './stored-orders';

/** How long a hold taken again for a payment lasts here. */
export const HOLD_MS = 3_600_000;

/**
 * The order use cases after placing (Payments, Cancellations, Fulfilment, LineRefunds) over the memory
 * repositories and the sandbox card provider (or one built on its intents), with Ann and Bob as
 * customers, an admin, and a bench vice at $40 with 10 in stock.
 */
export async function memoryOrderDesk<P extends SandboxCardProcessor = SandboxCardProcessor>({
  processor: processorOf = (intents) => new SandboxCardProcessor(intents) as P,
  now,
}: { processor?: (intents: MemoryIntentStore) => P; /** The cancellations' clock, when not the time of day. */ now?: () => Date } = {}) {
  const repositories = memoryRepositories();
  const { orders, users, products, intents } = repositories;
  const processor = processorOf(intents);
  const metrics = new CountingMetrics();
  const mail = testOrderMail(users);
  const payments = new Payments(orders, processor, () => new Date(Date.now() + HOLD_MS), mail, metrics);
  const cancellations = new Cancellations(orders, payments, mail, now, metrics);
  const fulfilment = new Fulfilment(orders, mail);
  const lineRefunds = new LineRefunds(orders, processor, mail, now, metrics);
  const [ann, bob, admin] = await Promise.all([
    storeUser(users, { email: 'ann@example.com', displayName: 'Ann' }),
    storeUser(users, { email: 'bob@example.com', displayName: 'Bob' }),
    storeAdmin(users, { email: 'boss@example.com', displayName: 'Boss' }),
  ]);
  const vice = await products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 10 });
  /** An order of `quantity` vices for `customer`, its units held for an hour. */
  const orderFor = (customer: Pick<User, 'id' | 'email' | 'displayName'>, quantity: number, fields: { totalPrice?: number } = {}) =>
    storeOrder(orders, { productId: vice._id, productName: vice.name, customerId: customer.id, customerEmail: customer.email, customerName: customer.displayName, phone: '555 0100', quantity, totalPrice: quantity * vice.price, ...fields });
  return { ...repositories, processor, metrics: metrics.counts, payments, cancellations, fulfilment, lineRefunds, ann, bob, admin, vice, orderFor };
}

/** The emails in the outbox, oldest first, as an inbox lists them: to whom, and what about. */
export const queuedEmails = (outbox: MemoryMailOutbox) => outbox.all().map(({ to, subject }) => ({ to, subject }));
