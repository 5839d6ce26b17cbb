import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from './order-request';
import { issuesByField } from './validation';

const request = { productId: '0b8f3c2e-6a1d-4e5f-9b7c-2d4e6f8a0b1c', quantity: 3 };
const issues = (patch: object) => issuesByField(v.safeParse(orderRequestSchema, { ...request, ...patch }).issues ?? []);

describe('what the browser sends to place an order', () => {
  it('needs only the product and a quantity: no phone, and the address not saved, unless asked', () => {
    expect(v.parse(orderRequestSchema, request)).toEqual({ ...request, phone: '', saveAddress: false, paymentMethod: 'card' });
    expect(v.parse(orderRequestSchema, { ...request, phone: ' 555 0102 ', saveAddress: true })).toMatchObject({ phone: '555 0102', saveAddress: true });
  });

  it('wants the quantity as a whole number', () => {
    expect(issues({ quantity: '3' })).toEqual({ quantity: 'The quantity must be a number' });
    expect(issues({ quantity: 2.5 })).toEqual({ quantity: 'Use a whole number for the quantity' });
  });

  it('names the sent total and the choice to save the address when they are of the wrong type', () => {
    expect(issues({ totalPrice: '387' })).toEqual({ totalPrice: 'The total price must be a number' });
    expect(issues({ saveAddress: 'yes' })).toEqual({ saveAddress: 'saveAddress must be true or false' });
    expect(issues({ paymentMethod: 'cheque' })).toEqual({ paymentMethod: 'paymentMethod must be card or account' });
  });
});
