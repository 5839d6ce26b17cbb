// The shop's mail must not carry a stranger's words to someone else's address: the contact form's
// acknowledgement repeats nothing typed, mail asked for by anyone reaches one address only so
// often an hour, and order emails go only to an address its owner has confirmed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { MAIL_TO_ONE_ADDRESS_PER_HOUR, recipientLimitMessage } from '../../core/shop/queued-mail';
import { signUpInEmulator } from '../support/auth-emulator';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { testCards } from '../support/sandbox-cards';
import { deliverTo } from '../support/stored-orders';
import { startTestServer, TEST_NOTIFY_EMAIL } from '../support/test-server';

let app: FastifyInstance;
let call: Call;
let outbox: MemoryMailOutbox;
let products: MemoryProductRepository;
let sandbox: SandboxCardProcessor;

beforeAll(async () => {
  ({ app, outbox, products, sandbox } = await startTestServer());
  call = callAs(app);
});
afterAll(() => app.close());

const victim = () => `victim-${crypto.randomUUID().slice(0, 8)}@example.com`;
const queuedTo = (email: string) => outbox.all().filter((m) => m.to === email);
const phishing = 'Your account is locked. Sign in at http://evil.example/hartwell to keep it.';

describe('mail that anyone may ask the shop to send', () => {
  it("acknowledges contact messages to one address only so often an hour, and every message still reaches the shop", async () => {
    const target = victim();
    const before = queuedTo(TEST_NOTIFY_EMAIL).length;
    for (let n = 0; n < MAIL_TO_ONE_ADDRESS_PER_HOUR + 3; n++) {
      const res = await call('POST', '/api/contact', undefined, { name: 'Hartwell Security', email: target, message: `${phishing} (${n})` });
      expect(res.statusCode).toBe(201);
    }
    expect(queuedTo(target)).toHaveLength(MAIL_TO_ONE_ADDRESS_PER_HOUR);
    expect(queuedTo(TEST_NOTIFY_EMAIL).length - before).toBe(MAIL_TO_ONE_ADDRESS_PER_HOUR + 3);
  });

  it('refuses a password reset to an address past its hourly share, saying so', async () => {
    const { email } = await signUpInEmulator('Reset Often');
    for (let n = 0; n < MAIL_TO_ONE_ADDRESS_PER_HOUR; n++) expect((await call('POST', '/api/password-reset', undefined, { email })).statusCode).toBe(200);
    const refused = await call('POST', '/api/password-reset', undefined, { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ type: 'too_many_requests', message: recipientLimitMessage });
    expect(queuedTo(email)).toHaveLength(MAIL_TO_ONE_ADDRESS_PER_HOUR);
  });

  it("sends a confirmation link again only while the address's hourly share lasts", async () => {
    const customer = await signedInCustomer(app, 'Resends Often');
    // The first link went at sign-up.
    for (let n = 1; n < MAIL_TO_ONE_ADDRESS_PER_HOUR; n++) expect((await call('POST', '/api/account/verification-email', customer.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/account/verification-email', customer.token)).json()).toEqual({ type: 'too_many_requests', message: recipientLimitMessage });
    expect(queuedTo(customer.email)).toHaveLength(MAIL_TO_ONE_ADDRESS_PER_HOUR);
  });
});

describe('order emails', () => {
  async function placeAndPay(who: Customer) {
    const drill = await products.insert({ name: phishing.slice(0, 60), description: 'A drill', price: 90, min: 1, max: 5, image: '/d.svg', stock: 10 });
    const order = (await call('POST', '/api/order', who.token, { ...deliverTo, productId: drill._id, quantity: 1 })).json().order;
    const { clientSecret } = (await call('POST', '/api/create-payment-intent', who.token, { orderId: order._id })).json();
    const { id } = await sandbox.confirm(clientSecret, testCards.succeeds, { name: 'Card Holder', email: who.email });
    expect((await call('PATCH', `/api/order/${order._id}`, who.token, { transactionId: id })).json()).toMatchObject({ paid: true });
    return order as { _id: string; number: string };
  }

  it('go to no address its owner has not confirmed; the shop still hears of the paid order', async () => {
    const stranger = await signedInCustomer(app, phishing.slice(0, 40));
    const order = await placeAndPay(stranger);
    // Only the confirmation link of the sign-up went to the address.
    expect(queuedTo(stranger.email).map((m) => m.subject)).toEqual(['Confirm your email address for Hartwell Tools']);
    expect(queuedTo(TEST_NOTIFY_EMAIL).some((m) => m.subject.includes(order.number))).toBe(true);
  });

  it('go to an owner who has confirmed the address', async () => {
    const owner = await signedInCustomer(app, 'Confirmed Owner', { verified: true });
    const order = await placeAndPay(owner);
    expect(queuedTo(owner.email).map((m) => m.subject)).toEqual([`Your order ${order.number} is placed`, `Receipt for your order ${order.number}`]);
  });
});
