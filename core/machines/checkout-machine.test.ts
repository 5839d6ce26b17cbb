import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { addressMessages } from '../domain/address';
import { cartMessages, type CartView } from '../domain/cart';
import type { Order } from '../domain/order';
import type { ShopApi } from '../ports/browser/shop-api';
import { ShopError } from '../shop/errors';
import { createCheckoutMachine, type CheckoutNotice } from './checkout-machine';

const savedAddress = { addressId: 'f6a1c1de-0000-4000-8000-0000000000a1' };
const newAddress = {
  address: { recipient: 'Ann Archer', company: '', line1: '7 Mill Lane', line2: '', city: 'Hamilton', region: '', postcode: 'L8P 4R5', country: 'Canada' },
  saveAddress: true,
};
const line = { productId: 'f6a1c1de-0000-4000-8000-000000000001', name: 'Torque Wrench', partNumber: 'HT-TWR-200', image: null, unitPrice: 25, addedPrice: 25, pricing: { price: 25, priceBreaks: [] }, quantity: 2, lineTotal: 50, min: 1, max: 10, packSize: 1, stock: 100, problem: null, message: null };
const cart: CartView = { lines: [line], units: 2, subtotal: 50, blocked: null };
const placed = { _id: 'o1', number: 'HT-10001', totalPrice: 50 } as Order;

function start(checkout: (body: Record<string, unknown>) => Promise<Order> = async () => placed) {
  let n = 0;
  const call = vi.fn(async (_name: string, request: { body: Record<string, unknown> }) => ({ success: true, order: await checkout(request.body) }));
  const actor = createActor(createCheckoutMachine({ api: { call } as unknown as Pick<ShopApi, 'call'>, newRequestId: () => `request-${++n}` }));
  const said: string[] = [];
  actor.on('notice', (notice: CheckoutNotice) => said.push(`${notice.tone}: ${notice.message}`));
  actor.on('cartChanged', () => said.push('cart changed'));
  actor.on('addressSaved', () => said.push('address saved'));
  actor.start();
  return { actor, call, said };
}

describe('checking out', () => {
  it('sends the cart once with the total shown, the phone, the address and one request id, however often Place order is pressed', async () => {
    let finish!: (order: Order) => void;
    const { actor, call, said } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'PHONE', phone: '555 0100' });
    actor.send({ type: 'ADDRESS', choice: savedAddress });
    actor.send({ type: 'PLACE', cart });
    actor.send({ type: 'PLACE', cart });
    expect(actor.getSnapshot().matches('placing')).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('checkout', { body: { requestId: 'request-1', phone: '555 0100', expectedTotal: 50, saveAddress: false, addressId: savedAddress.addressId } });
    finish(placed);
    await waitFor(actor, (s) => s.matches('placed'));
    expect(actor.getSnapshot().context.order).toBe(placed);
    expect(said).toEqual(['success: You Order is placed']);
  });

  it("sends the company's account as the way to pay once chosen, and the card again when the choice goes back", async () => {
    const { actor, call } = start(async () => { throw new ShopError('conflict', 'Your company’s credit limit is used up'); });
    actor.send({ type: 'ADDRESS', choice: savedAddress });
    actor.send({ type: 'PAYMENT', method: 'account' });
    actor.send({ type: 'PLACE', cart });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(call).toHaveBeenLastCalledWith('checkout', { body: expect.objectContaining({ paymentMethod: 'account' }) });
    actor.send({ type: 'PAYMENT', method: 'card' });
    actor.send({ type: 'PLACE', cart });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(call.mock.calls[1][1].body).not.toHaveProperty('paymentMethod');
  });

  it('sends nothing without an address, and says what is missing until one is chosen', () => {
    const { actor, call } = start();
    actor.send({ type: 'PLACE', cart });
    expect(actor.getSnapshot().context.addressError).toBe(addressMessages.chooseOne);
    actor.send({ type: 'ADDRESS', choice: null });
    expect(actor.getSnapshot().context.addressError).toBe(addressMessages.chooseOne);
    actor.send({ type: 'ADDRESS', choice: newAddress });
    expect(actor.getSnapshot().context.addressError).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends nothing for a cart that cannot be checked out, and says why', () => {
    const { actor, call } = start();
    actor.send({ type: 'ADDRESS', choice: savedAddress });
    actor.send({ type: 'PLACE', cart: { ...cart, blocked: cartMessages.fixLines } });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(cartMessages.fixLines);
    expect(call).not.toHaveBeenCalled();
  });

  it('tells that a new address went to the book', async () => {
    const { actor, call, said } = start();
    actor.send({ type: 'ADDRESS', choice: newAddress });
    actor.send({ type: 'PLACE', cart });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(call.mock.calls[0][1].body).toMatchObject({ address: newAddress.address, saveAddress: true });
    expect(said).toEqual(['success: You Order is placed', 'address saved']);
  });

  it("shows the shop's refusal (a new total, a shortage), has the cart read again, and sends the new total with the same request next time", async () => {
    const refusals = [cartMessages.priceChanged(60), cartMessages.shortages([{ name: 'Torque Wrench', available: 1 }])];
    const { actor, call, said } = start(async () => {
      const refusal = refusals.shift();
      if (refusal) throw new ShopError('conflict', refusal);
      return placed;
    });
    actor.send({ type: 'ADDRESS', choice: savedAddress });
    actor.send({ type: 'PLACE', cart });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(cartMessages.priceChanged(60));
    expect(said).toEqual(['cart changed']);

    const repriced = { ...cart, lines: [{ ...line, unitPrice: 30, lineTotal: 60 }], subtotal: 60 };
    actor.send({ type: 'PLACE', cart: repriced });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Not enough in stock for Torque Wrench (only 1 left): change those lines and try again');
    expect(said).toEqual(['cart changed', 'cart changed']);

    actor.send({ type: 'PLACE', cart: repriced });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(call.mock.calls.map(([, request]) => [request.body.requestId, request.body.expectedTotal])).toEqual([
      ['request-1', 50],
      ['request-1', 60],
      ['request-1', 60],
    ]);
  });

  it('keeps the cart as it is when the shop cannot be reached: the retry is the same request', async () => {
    let reachable = false;
    const { actor, call, said } = start(async () => {
      if (!reachable) throw new ShopError('internal', 'The shop could not be reached. Check your connection and try again.');
      return placed;
    });
    actor.send({ type: 'ADDRESS', choice: savedAddress });
    actor.send({ type: 'PLACE', cart });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatch(/could not be reached/);
    expect(said).toEqual([]);
    reachable = true;
    actor.send({ type: 'PLACE', cart });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(call.mock.calls.map(([, request]) => request.body.requestId)).toEqual(['request-1', 'request-1']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
