import { describe, expect, it } from 'vitest';
import { actorOf, asCustomerSees, isInternal, type OrderEvent } from './order-event';

const ann = { id: 'u-ann', name: 'Ann Archer', role: 'customer' as const };
const sam = { id: 'u-sam', name: 'Sam Admin', role: 'admin' as const };
const shop = { id: null, name: 'The shop', role: 'shop' as const };
const event = (type: OrderEvent['type'], actor: OrderEvent['actor']): OrderEvent => ({
  _id: `e-${type}`,
  orderId: 'o-1',
  type,
  at: '2026-03-01T10:00:00.000Z',
  actor,
  details: {},
});

describe("an order's timeline as its customer sees it", () => {
  it('leaves out the internal notes, and only them', () => {
    expect(isInternal(event('note', sam))).toBe(true);
    for (const type of ['placed', 'paid', 'shipped', 'cancellation_requested', 'refunded'] as const) expect(isInternal(event(type, sam)), type).toBe(false);
  });

  it("names the shop for what an admin did, keeping the admin's name inside the shop", () => {
    const shipped = { ...event('shipped', sam), details: { carrier: 'DHL', trackingNumber: 'JD0123' } };
    expect(asCustomerSees(shipped)).toEqual({ ...shipped, actor: { id: null, name: 'The shop', role: 'shop' } });
    expect(shipped.actor).toEqual(sam);
  });

  it('shows what the customer and the shop did as it is', () => {
    const asked = event('cancellation_requested', ann);
    const released = event('hold_released', shop);
    expect(asCustomerSees(asked)).toBe(asked);
    expect(asCustomerSees(released)).toBe(released);
  });
});

describe('who the timeline says acted', () => {
  it('is the caller by id and display name, as admin or customer', () => {
    expect(actorOf({ id: 'u-sam', displayName: 'Sam Admin', email: 'sam@hartwell.example', role: 'admin' })).toEqual(sam);
    expect(actorOf({ id: 'u-ann', displayName: 'Ann Archer', email: 'ann@example.com', role: 'customer' })).toEqual(ann);
  });

  it('is named by email when there is no display name, and a customer when no role is given', () => {
    expect(actorOf({ id: 'u-bob', displayName: '', email: 'bob@example.com' })).toEqual({ id: 'u-bob', name: 'bob@example.com', role: 'customer' });
  });
});
