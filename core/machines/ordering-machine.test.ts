import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Order } from '../domain/order';
import type { Product } from '../domain/product';
import type { OrderRequest } from '../domain/order-request';
import type { AddressChoice } from '../domain/address-choice';
import { createOrderingMachine, orderTotal, type OrderingNotice, type QuantityNotice, type SignInNeeded } from './ordering-machine';

const wrench: Product = { _id: 'f6a1c1de-0000-4000-8000-000000000001', name: 'Torque Wrench', partNumber: 'HT-TWR-200', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 1000, categoryId: null, packSize: 1, priceBreaks: [] };
const customer = { email: 'ann@example.com', displayName: 'Ann Archer' };
const savedAddress = { addressId: 'f6a1c1de-0000-4000-8000-0000000000a1' };
const newAddress = {
  address: { recipient: 'Ann Archer', company: '', line1: '7 Mill Lane', line2: '', city: 'Hamilton', region: '', postcode: 'L8P 4R5', country: 'Canada' },
  saveAddress: true,
};

function start(
  placeOrder: (request: OrderRequest) => Promise<Order> = async (request) => ({ _id: 'o1', ...request }) as unknown as Order,
  product: Product = wrench,
  buyer: typeof customer | null = customer,
  quantity?: number,
) {
  let n = 0;
  const orders = { placeOrder: vi.fn(placeOrder) };
  const actor = createActor(createOrderingMachine({ orders, newRequestId: () => `request-${++n}` }), { input: { product, customer: buyer, quantity } });
  const notices: string[] = [];
  let addressesSaved = 0;
  const signInsAsked: number[] = [];
  actor.on('notice', (notice: OrderingNotice) => notices.push(`${notice.tone}: ${notice.message}`));
  actor.on('quantityNotice', (notice: QuantityNotice) => notices.push(`quantity: ${notice.message ?? '(cleared)'}`));
  actor.on('addressSaved', () => addressesSaved++);
  actor.on('signInNeeded', (asked: SignInNeeded) => signInsAsked.push(asked.quantity));
  actor.start();
  return { actor, orders, notices, addressesSaved: () => addressesSaved, signInsAsked: () => signInsAsked.length, quantitiesCarried: () => signInsAsked };
}

/** Purchase, then the address the picker reports. */
const openWith = (actor: ReturnType<typeof start>['actor'], choice: AddressChoice | null = savedAddress) => {
  actor.send({ type: 'PURCHASE' });
  actor.send({ type: 'ADDRESS', choice });
};

describe('choosing a quantity', () => {
  it('starts at the minimum, within bounds, at minimum x price', () => {
    const { actor } = start();
    const { context } = actor.getSnapshot();
    expect(context.quantity).toBe(2);
    expect(context.verdict.ok).toBe(true);
    expect(orderTotal(context)).toBe(50);
  });

  it('totals the quantity at the volume price it reaches, sends that total, and refuses a quantity between packs', async () => {
    const hammer: Product = { ...wrench, price: 24, min: 5, max: 100, packSize: 5, priceBreaks: [{ from: 20, to: null, price: 22 }] };
    const { actor, orders, notices } = start(undefined, hammer);
    actor.send({ type: 'QUANTITY', quantity: 15 });
    expect(orderTotal(actor.getSnapshot().context)).toBe(360);
    actor.send({ type: 'QUANTITY', quantity: 22 });
    expect(notices).toEqual(['quantity: Sold in packs of 5: order 20 or 25']);
    expect(orderTotal(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'QUANTITY', quantity: 20 });
    expect(orderTotal(actor.getSnapshot().context)).toBe(440);
    openWith(actor);
    actor.send({ type: 'PHONE', phone: '555 0100' });
    actor.send({ type: 'SUBMIT' });
    expect(orders.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ quantity: 20, totalPrice: 440 }));
  });

  it('says once when the quantity goes above the maximum or below the minimum, each message replacing the last, and blocks Purchase', () => {
    const { actor, notices } = start();
    actor.send({ type: 'QUANTITY', quantity: 11 });
    actor.send({ type: 'QUANTITY', quantity: 12 });
    expect(notices).toEqual(['quantity: Maximum Quantity Exceeded']);
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'QUANTITY', quantity: 1 });
    expect(notices).toEqual(['quantity: Maximum Quantity Exceeded', 'quantity: Add Minimum Quantity']);
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(orderTotal(actor.getSnapshot().context)).toBeNull();
    // Fixed: the message goes, once.
    actor.send({ type: 'QUANTITY', quantity: 3 });
    actor.send({ type: 'QUANTITY', quantity: 4 });
    expect(notices).toEqual(['quantity: Maximum Quantity Exceeded', 'quantity: Add Minimum Quantity', 'quantity: (cleared)']);
  });

  it('blocks Purchase without a toast while the quantity is not a whole number, taking away a bound\'s message it no longer holds', () => {
    const { actor, notices } = start();
    actor.send({ type: 'QUANTITY', quantity: Number.NaN });
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(notices).toEqual([]);
    actor.send({ type: 'QUANTITY', quantity: 25 });
    actor.send({ type: 'QUANTITY', quantity: 2.5 });
    expect(notices).toEqual(['quantity: Maximum Quantity Exceeded', 'quantity: (cleared)']);
  });
});

describe('a visitor', () => {
  it('chooses a quantity as a customer does, and Purchase asks them to sign in with it: no order form, nothing sent', () => {
    const { actor, orders, notices, signInsAsked, quantitiesCarried } = start(undefined, wrench, null);
    actor.send({ type: 'QUANTITY', quantity: 11 });
    actor.send({ type: 'PURCHASE' });
    expect(signInsAsked()).toBe(0);
    expect(notices).toEqual(['quantity: Maximum Quantity Exceeded']);
    actor.send({ type: 'QUANTITY', quantity: 4 });
    expect(orderTotal(actor.getSnapshot().context)).toBe(100);
    actor.send({ type: 'PURCHASE' });
    expect(signInsAsked()).toBe(1);
    expect(quantitiesCarried()).toEqual([4]);
    expect(actor.getSnapshot().matches({ choosing: 'idle' })).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(orders.placeOrder).not.toHaveBeenCalled();
  });

  it('keeps the quantity chosen when they sign in, and Purchase then opens the order form for the customer', () => {
    const { actor, signInsAsked } = start(undefined, wrench, null);
    actor.send({ type: 'QUANTITY', quantity: 4 });
    actor.send({ type: 'CUSTOMER', customer });
    expect(actor.getSnapshot().context.quantity).toBe(4);
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.customer).toEqual(customer);
    expect(signInsAsked()).toBe(0);
  });

  it('starts from the quantity carried through signing in, judged against the bounds like one typed', () => {
    const { actor } = start(undefined, wrench, customer, 7);
    expect(actor.getSnapshot().context.quantity).toBe(7);
    expect(orderTotal(actor.getSnapshot().context)).toBe(175);
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    const tooMany = start(undefined, wrench, customer, 11).actor;
    expect(tooMany.getSnapshot().context.verdict).toMatchObject({ ok: false, reason: 'above_max' });
  });

  it("prices the quantity chosen at the customer's own prices once they are known, and sends that total", async () => {
    const { actor, orders } = start();
    actor.send({ type: 'QUANTITY', quantity: 4 });
    actor.send({ type: 'PRICED', product: { ...wrench, price: 22 } });
    expect(actor.getSnapshot().context.quantity).toBe(4);
    expect(orderTotal(actor.getSnapshot().context)).toBe(88);
    openWith(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosing: 'placed' }));
    expect(orders.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ quantity: 4, totalPrice: 88 }));
  });

  it('reads the verdict again when the prices move the quantity past what one payment takes', () => {
    const { actor } = start(undefined, { ...wrench, max: 100_000, stock: 100_000 });
    actor.send({ type: 'QUANTITY', quantity: 30_000 });
    expect(actor.getSnapshot().context.verdict.ok).toBe(true);
    actor.send({ type: 'PRICED', product: { ...wrench, max: 100_000, stock: 100_000, price: 40 } });
    expect(actor.getSnapshot().context.verdict).toMatchObject({ ok: false });
  });

  it('closes the order form when the customer signs out with it open', () => {
    const { actor, signInsAsked } = start();
    actor.send({ type: 'PURCHASE' });
    actor.send({ type: 'CUSTOMER', customer: null });
    expect(actor.getSnapshot().matches({ choosing: 'idle' })).toBe(true);
    actor.send({ type: 'PURCHASE' });
    expect(signInsAsked()).toBe(1);
  });
});

describe('the order form', () => {
  it('opens on Purchase and closes with the close control', () => {
    const { actor } = start();
    actor.send({ type: 'QUANTITY', quantity: 4 });
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches({ choosing: 'idle' })).toBe(true);
  });

  it('sends the order once however often Submit is pressed, then closes placed', async () => {
    let finish!: (order: Order) => void;
    const { actor, orders, notices } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'QUANTITY', quantity: 4 });
    openWith(actor);
    actor.send({ type: 'PHONE', phone: '555 0100' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(orders.placeOrder).toHaveBeenCalledTimes(1);
    expect(orders.placeOrder).toHaveBeenCalledWith({
      productId: wrench._id,
      quantity: 4,
      phone: '555 0100',
      requestId: 'request-2',
      totalPrice: 100,
      customer: 'ann@example.com',
      addressId: savedAddress.addressId,
    });
    finish({ _id: 'o1' } as Order);
    await waitFor(actor, (s) => s.matches({ choosing: 'placed' }));
    expect(notices).toEqual(['success: You Order is placed']);
    expect(actor.getSnapshot().context.order).toEqual({ _id: 'o1' });
  });

  it("sends the company's account as the way to pay once chosen in the order form", async () => {
    const { actor, orders } = start(async () => ({ _id: 'o1' }) as Order);
    openWith(actor);
    actor.send({ type: 'PAYMENT', method: 'account' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ choosing: 'placed' }));
    expect(orders.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'account' }));
  });

  it('closes failed with "Sorry for Delay" and retries the same placement', async () => {
    const { actor, orders, notices } = start(() => Promise.reject(new Error('The shop could not be reached')));
    openWith(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ choosing: 'failed' }));
    expect(notices).toEqual(['error: Sorry for Delay']);
    expect(actor.getSnapshot().context.error).toBe('The shop could not be reached');
    // The address chosen before is still chosen: the picker starts from it.
    expect(actor.getSnapshot().context.address).toEqual(savedAddress);
    actor.send({ type: 'PURCHASE' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ choosing: 'failed' }));
    const keys = orders.placeOrder.mock.calls.map(([request]) => request.requestId);
    expect(keys[0]).toBe(keys[1]);
  });

  it('uses a new placement key after an order is placed', async () => {
    const { actor, orders } = start();
    for (let i = 0; i < 2; i++) {
      openWith(actor);
      actor.send({ type: 'SUBMIT' });
      await waitFor(actor, (s) => s.matches({ choosing: 'placed' }));
    }
    const [first, second] = orders.placeOrder.mock.calls.map(([request]) => request.requestId);
    expect(first).not.toBe(second);
  });

  it('does not send an order without an address: it says to choose one until one can be sent', async () => {
    const { actor, orders, notices } = start();
    openWith(actor, null);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.addressError).toBe('Choose where to deliver this order');
    // Still unfinished: the message stays; a choice that can be sent clears it.
    actor.send({ type: 'ADDRESS', choice: null });
    expect(actor.getSnapshot().context.addressError).toBe('Choose where to deliver this order');
    actor.send({ type: 'ADDRESS', choice: newAddress });
    expect(actor.getSnapshot().context.addressError).toBeNull();
    expect(orders.placeOrder).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ choosing: 'placed' }));
    expect(orders.placeOrder).toHaveBeenCalledTimes(1);
  });

  it('sends a new address with whether to save it, says the book changed, and chooses from the book next time', async () => {
    const { actor, orders, addressesSaved } = start();
    openWith(actor, newAddress);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ choosing: 'placed' }));
    expect(orders.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ address: newAddress.address, saveAddress: true }));
    expect(orders.placeOrder.mock.calls[0][0]).not.toHaveProperty('addressId');
    expect(addressesSaved()).toBe(1);
    expect(actor.getSnapshot().context.address).toBeNull();
  });

  it('keeps a new address not saved to the book for the next order, and says nothing of the book', async () => {
    const unsaved = { ...newAddress, saveAddress: false };
    const { actor, orders, addressesSaved } = start();
    openWith(actor, unsaved);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ choosing: 'placed' }));
    expect(orders.placeOrder).toHaveBeenCalledWith(expect.objectContaining(unsaved));
    expect(addressesSaved()).toBe(0);
    expect(actor.getSnapshot().context.address).toEqual(unsaved);
  });
});

describe('stock', () => {
  it('caps the quantity at the units in stock, saying how many are left, and blocks Purchase', () => {
    const { actor, notices } = start(undefined, { ...wrench, stock: 7 });
    actor.send({ type: 'QUANTITY', quantity: 8 });
    expect(notices).toEqual(['quantity: Only 7 left in stock: order 7 or fewer']);
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    // The maximum still says so in the seed's words.
    actor.send({ type: 'QUANTITY', quantity: 11 });
    expect(notices.at(-1)).toBe('quantity: Maximum Quantity Exceeded');
    actor.send({ type: 'QUANTITY', quantity: 7 });
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('cannot open the order form for a product out of stock, and says nothing until the quantity changes', () => {
    const { actor, notices } = start(undefined, { ...wrench, stock: 0 });
    expect(actor.getSnapshot().context.verdict).toMatchObject({ ok: false, reason: 'above_stock' });
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(notices).toEqual([]);
  });
});
