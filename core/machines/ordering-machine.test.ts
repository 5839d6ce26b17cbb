import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Order } from '../domain/order';
import type { Product } from '../domain/product';
import type { OrderRequest } from '../domain/order-request';
import { createOrderingMachine, orderTotal, type OrderingNotice } from './ordering-machine';

const wrench: Product = { _id: 'f6a1c1de-0000-4000-8000-000000000001', name: 'Torque Wrench', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg' };
const customer = { email: 'ann@example.com', displayName: 'Ann Archer' };

function start(placeOrder: (request: OrderRequest) => Promise<Order> = async (request) => ({ _id: 'o1', ...request }) as unknown as Order) {
  let n = 0;
  const orders = { placeOrder: vi.fn(placeOrder) };
  const actor = createActor(createOrderingMachine({ orders, newRequestId: () => `request-${++n}` }), { input: { product: wrench, customer } });
  const notices: string[] = [];
  actor.on('notice', (notice: OrderingNotice) => notices.push(`${notice.tone}: ${notice.message}`));
  actor.start();
  return { actor, orders, notices };
}

describe('choosing a quantity', () => {
  it('starts at the minimum, within bounds, at minimum x price', () => {
    const { actor } = start();
    const { context } = actor.getSnapshot();
    expect(context.quantity).toBe(2);
    expect(context.verdict.ok).toBe(true);
    expect(orderTotal(context)).toBe(50);
  });

  it('says once when the quantity goes above the maximum or below the minimum, and blocks Purchase', () => {
    const { actor, notices } = start();
    actor.send({ type: 'QUANTITY', quantity: 11 });
    actor.send({ type: 'QUANTITY', quantity: 12 });
    expect(notices).toEqual(['error: Maximum Quantity Exceeded']);
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'QUANTITY', quantity: 1 });
    expect(notices).toEqual(['error: Maximum Quantity Exceeded', 'error: Add Minimum Quantity']);
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(orderTotal(actor.getSnapshot().context)).toBeNull();
  });

  it('blocks Purchase without a toast while the quantity is not a whole number', () => {
    const { actor, notices } = start();
    actor.send({ type: 'QUANTITY', quantity: Number.NaN });
    actor.send({ type: 'PURCHASE' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(notices).toEqual([]);
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
    actor.send({ type: 'PURCHASE' });
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
      product: 'Torque Wrench',
      totalPrice: 100,
      customer: 'ann@example.com',
      customerName: 'Ann Archer',
    });
    finish({ _id: 'o1' } as Order);
    await waitFor(actor, (s) => s.matches({ choosing: 'placed' }));
    expect(notices).toEqual(['success: You Order is placed']);
    expect(actor.getSnapshot().context.order).toEqual({ _id: 'o1' });
  });

  it('closes failed with "Sorry for Delay" and retries the same placement', async () => {
    const { actor, orders, notices } = start(() => Promise.reject(new Error('The shop could not be reached')));
    actor.send({ type: 'PURCHASE' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ choosing: 'failed' }));
    expect(notices).toEqual(['error: Sorry for Delay']);
    expect(actor.getSnapshot().context.error).toBe('The shop could not be reached');
    actor.send({ type: 'PURCHASE' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ choosing: 'failed' }));
    const keys = orders.placeOrder.mock.calls.map(([request]) => request.requestId);
    expect(keys[0]).toBe(keys[1]);
  });

  it('uses a new placement key after an order is placed', async () => {
    const { actor, orders } = start();
    for (let i = 0; i < 2; i++) {
      actor.send({ type: 'PURCHASE' });
      actor.send({ type: 'SUBMIT' });
      await waitFor(actor, (s) => s.matches({ choosing: 'placed' }));
    }
    const [first, second] = orders.placeOrder.mock.calls.map(([request]) => request.requestId);
    expect(first).not.toBe(second);
  });
});
