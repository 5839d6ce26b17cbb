// OrderChanges: the one way a use case changes an order. The table decides on the order as read; a
// lost race is decided again on the order as it became, a few rounds at most.
import { describe, expect, it } from 'vitest';
import { NOT_YET_FULFILLED, orderMessages, type Order } from '../../core/domain/order';
import { shopActor } from '../../core/domain/order-event';
import type { Applied, OrderRepository } from '../../core/ports/driven/order-repository';
import { OrderChanges } from '../../core/shop/order-rules';

const paid: Order = {
  _id: 'o1', number: 'HT-10001', lines: [], productId: null, productName: 'Vice', customerId: 'uid-ann', tradeAccountId: null, customerEmail: 'ann@example.com', customerName: 'Ann',
  phone: '', quantity: 1, totalPrice: 40, tax: null, placedAt: '2026-03-01T10:00:00.000Z', deliveryAddress: null, holdExpiresAt: null, ...NOT_YET_FULFILLED, paid: true, transactionId: 'pi_1',
};
const ship = { actor: shopActor, carrier: null, trackingNumber: null };

/** A repository whose order moves on `losses` times before a change is applied to it. */
function racing(losses: number, meanwhile: Partial<Order> = {}) {
  const calls: number[] = [];
  let stored = paid;
  const orders: Pick<OrderRepository, 'findById' | 'apply'> = {
    findById: async () => stored,
    apply: async (_id, version): Promise<Applied> => {
      calls.push(version);
      if (calls.length <= losses) {
        stored = { ...stored, ...meanwhile, version: stored.version + 1 };
        return { stale: true };
      }
      return { order: { ...stored, shipped: true }, shortOfStock: false };
    },
  };
  return { orders, calls };
}

describe('a change of an order', () => {
  it('is decided again on the order as it became after a lost race, and applied to its new version', async () => {
    const { orders, calls } = racing(2);
    expect(await new OrderChanges(orders).make('ship', paid, ship)).toMatchObject({ shipped: true });
    expect(calls).toEqual([0, 1, 2]);
  });

  it('is refused in the words of the state a lost race led to', async () => {
    const { orders, calls } = racing(1, { shipped: true });
    await expect(new OrderChanges(orders).make('ship', paid, ship)).rejects.toMatchObject({ type: 'conflict', message: orderMessages.alreadyShipped });
    expect(calls).toEqual([0]);
  });

  it('gives up after five lost races, saying the order changed meanwhile', async () => {
    const { orders, calls } = racing(99);
    expect(await new OrderChanges(orders).attempt('ship', paid, ship)).toEqual({ refused: orderMessages.changedMeanwhile });
    expect(calls).toHaveLength(5);
  });

  it('made once is never decided again', async () => {
    const { orders, calls } = racing(1);
    expect(await new OrderChanges(orders).attempt('ship', paid, ship, undefined, { once: true })).toEqual({ refused: orderMessages.changedMeanwhile });
    expect(calls).toEqual([0]);
  });

  it('to an order gone meanwhile answers 404, and one whose units are gone 409', async () => {
    const gone: Pick<OrderRepository, 'findById' | 'apply'> = { findById: async () => null, apply: async () => ({ stale: true }) };
    await expect(new OrderChanges(gone).make('ship', paid, ship)).rejects.toMatchObject({ type: 'not_found', message: 'There is no such order' });
    const short: Pick<OrderRepository, 'findById' | 'apply'> = { findById: async () => paid, apply: async () => ({ unitsGone: true }) };
    const lapsed = { ...paid, paid: false, transactionId: null };
    await expect(new OrderChanges(short).make('holdAgain', lapsed, { until: new Date() })).rejects.toMatchObject({ type: 'conflict', message: orderMessages.notHeld });
  });

  it('judges a cancellation’s age on the clock it is given', async () => {
    const cancelling = { ...paid, cancellingSince: '2026-03-01T10:00:00.000Z' };
    const { orders } = racing(0);
    await expect(new OrderChanges(orders, () => new Date('2026-03-01T10:04:00.000Z')).make('ship', cancelling, ship)).rejects.toMatchObject({ message: orderMessages.cancellationUnderWay });
    expect(await new OrderChanges(orders, () => new Date('2026-03-01T10:06:00.000Z')).make('ship', cancelling, ship)).toMatchObject({ shipped: true });
    expect(await new OrderChanges(orders).make('ship', cancelling, ship)).toMatchObject({ shipped: true });
  });
});
