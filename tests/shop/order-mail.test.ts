// The emails an order's life causes: which goes to whom at each change, keyed so that a retried
// change queues its mail once, only to an owner who confirmed their address (the shop's own notice
// always goes), and what they say of the order.
import { describe, expect, it } from 'vitest';
import type { NewMail } from '../../core/domain/mail';
import { NOT_YET_FULFILLED, type Order } from '../../core/domain/order';
import { summaryOf, type OrderLine } from '../../core/domain/order-line';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { testOrderMail } from '../support/order-mail';
import { testAddress } from '../support/stored-orders';

/** Ann's unpaid order of 3 vices at $40, placed at ten, its units held until a quarter to eleven. */
const unpaid: Order = {
  _id: '0b7c0d6e-4a5f-4c1e-9a7e-3f2d1c0b9a88',
  number: 'HT-10042',
  lines: [{ productId: '5d2c4b3a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', partNumber: null, name: 'Bench Vice', unitPrice: 40, quantity: 3, lineTotal: 120 }],
  productId: '5d2c4b3a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  productName: 'Bench Vice',
  tax: null,
  customerId: 'user-ann',
  tradeAccountId: null,
  customerEmail: 'ann@example.com',
  customerName: 'Ann Archer',
  phone: '555 0100',
  quantity: 3,
  totalPrice: 120,
  ...NOT_YET_FULFILLED,
  placedAt: '2030-01-01T10:00:00.000Z',
  deliveryAddress: testAddress,
  holdExpiresAt: '2030-01-01T10:45:00.000Z',
};
const paid: Order = { ...unpaid, paid: true, transactionId: 'pi_sandbox_1', holdExpiresAt: null };

const ann = { email: 'ann@example.com', emailVerified: true };
const mail = testOrderMail().forOwner(ann);
const addressed = (messages: readonly NewMail[]) => messages.map(({ to, subject, key }) => ({ to, subject, key }));
const dataOf = (messages: readonly NewMail[]) => ('email' in messages[0] ? messages[0].email.data : null);

describe('the emails of an order’s life', () => {
  it('go to its owner at each change, one per template and order, and the shop hears of each paid order', async () => {
    const id = unpaid._id;
    expect(addressed(await mail.placed(unpaid))).toEqual([{ to: 'ann@example.com', subject: 'Your order HT-10042 is placed', key: `order-placed:${id}` }]);
    expect(addressed(await mail.paid(paid))).toEqual([
      { to: 'ann@example.com', subject: 'Receipt for your order HT-10042', key: `payment-received:${id}` },
      { to: 'shop@example.com', subject: 'New paid order HT-10042: 3 × Bench Vice', key: `new-paid-order:${id}` },
    ]);
    expect(addressed(await mail.shipped({ ...paid, shipped: true }))).toEqual([{ to: 'ann@example.com', subject: 'Your order HT-10042 is on its way', key: `order-shipped:${id}` }]);
    expect(addressed(await mail.cancellationRequested({ ...paid, cancellationRequested: true }))).toEqual([
      { to: 'ann@example.com', subject: 'We have your request to cancel order HT-10042', key: expect.stringMatching(new RegExp(`^cancellation-requested:${id}:`)) },
    ]);
    expect(addressed(await mail.cancellationDeclined('Already packed')(paid))).toEqual([
      { to: 'ann@example.com', subject: 'We could not cancel order HT-10042', key: expect.stringMatching(new RegExp(`^cancellation-declined:${id}:`)) },
    ]);
  });

  it('write each request to cancel and each decision on it as an email of its own: a customer may ask again after a decline', async () => {
    const keys = async (write: () => Promise<readonly NewMail[]>) => (await write()).map((message) => message.key);
    const requested = { ...paid, cancellationRequested: true };
    expect(await keys(() => mail.cancellationRequested(requested))).not.toEqual(await keys(() => mail.cancellationRequested(requested)));
    expect(await keys(() => mail.cancellationDeclined('Packed')(paid))).not.toEqual(await keys(() => mail.cancellationDeclined('Packed')(paid)));
  });

  it('say that a cancelled order is cancelled, and when its money went back, that too', async () => {
    const cancelledAt = '2030-01-02T09:00:00.000Z';
    expect(addressed(await mail.cancelled({ ...unpaid, cancelledAt }))).toEqual([{ to: 'ann@example.com', subject: 'Your order HT-10042 is cancelled', key: `order-cancelled:${unpaid._id}` }]);
    expect(addressed(await mail.cancelled({ ...paid, cancelledAt, refundId: 're_sandbox_1' }))).toEqual([
      { to: 'ann@example.com', subject: 'Your order HT-10042 is cancelled', key: `order-cancelled:${unpaid._id}` },
      { to: 'ann@example.com', subject: 'Refund of $120 for order HT-10042', key: `order-refunded:${unpaid._id}` },
    ]);
  });

  it('go to no address its owner has not confirmed, nor to an owner who is gone: the shop still hears of a paid order', async () => {
    const unconfirmed = testOrderMail().forOwner({ email: 'ann@example.com', emailVerified: false });
    expect(await unconfirmed.placed(unpaid)).toEqual([]);
    expect(addressed(await unconfirmed.paid(paid))).toEqual([expect.objectContaining({ to: 'shop@example.com' })]);
    const gone = await testOrderMail().forOwnerOf(unpaid);
    expect(await gone.shipped({ ...paid, shipped: true })).toEqual([]);
    expect(await gone.cancelled({ ...paid, cancelledAt: '2030-01-02T09:00:00.000Z', refundId: 're_sandbox_1' })).toEqual([]);
    expect(addressed(await gone.paid(paid))).toEqual([expect.objectContaining({ to: 'shop@example.com' })]);
  });

  it('go to the owner as the shop knows them now, not to the email the order was placed with', async () => {
    const moved = testOrderMail({ findById: async (id) => (id === 'user-ann' ? ({ email: 'ann@new.example', emailVerified: true } as never) : null) });
    expect(addressed(await (await moved.forOwnerOf(unpaid)).placed(unpaid))).toEqual([expect.objectContaining({ to: 'ann@new.example' })]);
  });
});

describe('what an order’s email says of it', () => {
  it('for an unpaid order: what, how many at what price, where it goes, where to pay and how long its units are held', async () => {
    expect(dataOf(await mail.placed(unpaid))).toEqual({
      shopName: 'Hartwell Tools',
      orderNumber: 'HT-10042',
      customerName: 'Ann Archer',
      lines: [{ name: 'Bench Vice', partNumber: null, quantity: 3, unitPrice: 40, lineTotal: 120 }],
      productName: 'Bench Vice',
      quantity: 3,
      unitPrice: 40,
      totalPrice: 120,
      deliveryAddress: ['Ann Archer', '1 Forge Row', 'Sheffield', 'S1 2AB', 'United Kingdom'],
      phone: '555 0100',
      payUrl: `http://shop.test/dashboard/payment/${unpaid._id}`,
      orderUrl: `http://shop.test/dashboard/order/${unpaid._id}`,
      transactionId: null,
      paymentDueAt: null,
      paymentReference: null,
      carrier: null,
      trackingNumber: null,
      vat: null,
      holdMinutes: 45,
    });
  });

  it('for a paid order: its payment, and neither a link to pay nor a hold', async () => {
    expect(dataOf(await mail.paid(paid))).toMatchObject({ transactionId: 'pi_sandbox_1', payUrl: null, holdMinutes: null });
    // A paid order placed before holds were cleared at payment still says nothing of a hold.
    expect(dataOf(await mail.paid({ ...paid, holdExpiresAt: unpaid.holdExpiresAt }))).toMatchObject({ payUrl: null, holdMinutes: null });
  });

  it('for an unpaid order whose hold lapsed: no hold; for one without an address: no address lines', async () => {
    expect(dataOf(await mail.cancelled({ ...unpaid, holdExpiresAt: null, cancelledAt: '2030-01-02T09:00:00.000Z', deliveryAddress: null }))).toMatchObject({ holdMinutes: null, deliveryAddress: [] });
  });

  it('for an order of no units (from before quantities were checked): its total as the unit price', async () => {
    expect(dataOf(await mail.placed({ ...unpaid, quantity: 0 }))).toMatchObject({ quantity: 0, unitPrice: 120, totalPrice: 120 });
  });
});

describe('the emails of an order of several lines', () => {
  const lines: OrderLine[] = [
    { productId: '5d2c4b3a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', partNumber: 'HT-BV-100', name: 'Bench Vice', unitPrice: 40, quantity: 3, lineTotal: 120 },
    { productId: null, partNumber: null, name: 'Retired Clamp', unitPrice: 12, quantity: 5, lineTotal: 60 },
  ];
  const twoLines: Order = { ...unpaid, lines, ...summaryOf(lines) };
  const paidTwo: Order = { ...twoLines, paid: true, transactionId: 'pi_sandbox_2', holdExpiresAt: null };
  const renderer = new ReactEmailRenderer({ shopName: 'Hartwell Tools', shopUrl: 'http://shop.test' });
  /** The plain-text part of each email written, as it is sent. */
  const texts = async (messages: readonly NewMail[]) => Promise.all(messages.map(async (message) => ('email' in message ? (await renderer.render(message.email)).text : '')));
  const namesBothLines = (text: string) => {
    for (const fact of ['Bench Vice', 'Part number HT-BV-100', '3 × $40', '$120', 'Retired Clamp', '5 × $12', '$60', 'Total\n\n$180']) expect(text).toContain(fact);
  };

  it('carry every line, as ordered, beside the order’s summary', async () => {
    expect(dataOf(await mail.placed(twoLines))).toMatchObject({
      lines: [
        { name: 'Bench Vice', partNumber: 'HT-BV-100', quantity: 3, unitPrice: 40, lineTotal: 120 },
        { name: 'Retired Clamp', partNumber: null, quantity: 5, unitPrice: 12, lineTotal: 60 },
      ],
      productName: 'Bench Vice and 1 more product',
      quantity: 8,
      totalPrice: 180,
    });
  });

  it('name both lines in every email: placed, paid (and the shop’s), shipped, cancellation asked and declined, cancelled and refunded', async () => {
    const cancelledAt = '2030-01-02T09:00:00.000Z';
    const written = [
      ...(await mail.placed(twoLines)),
      ...(await mail.paid(paidTwo)),
      ...(await mail.shipped({ ...paidTwo, shipped: true })),
      ...(await mail.cancellationRequested({ ...paidTwo, cancellationRequested: true })),
      ...(await mail.cancellationDeclined('Already packed')(paidTwo)),
      ...(await mail.cancelled({ ...paidTwo, cancelledAt, refundId: 're_sandbox_2' })),
    ];
    expect(written.map((message) => message.subject)).toEqual([
      'Your order HT-10042 is placed',
      'Receipt for your order HT-10042',
      'New paid order HT-10042: Bench Vice and 1 more product, 8 units',
      'Your order HT-10042 is on its way',
      'We have your request to cancel order HT-10042',
      'We could not cancel order HT-10042',
      'Your order HT-10042 is cancelled',
      'Refund of $180 for order HT-10042',
    ]);
    for (const text of await texts(written)) namesBothLines(text);
  });
});
