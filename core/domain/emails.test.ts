import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema } from './credentials';
import { replyToOf, SHOP_EMAIL, SHOP_NAME, type ShopEmail } from './emails';

const contact = { name: 'Ann Archer', email: 'ann@example.com', message: 'Do you sell vices?', receivedAt: '2026-03-01T10:00:00.000Z' };
const order = {
  shopName: SHOP_NAME,
  orderNumber: 'HT-10042',
  customerName: 'Ann Archer',
  productName: 'Bench vice',
  quantity: 2,
  unitPrice: 85,
  totalPrice: 170,
  deliveryAddress: ['Ann Archer', '1 Mill Lane', 'Leeds', 'LS1 1AA', 'United Kingdom'],
  phone: '',
};

describe('where a reply to an email goes', () => {
  it("sends a reply to a visitor's forwarded message straight to the visitor", () => {
    const toShop: ShopEmail = { template: 'contact-to-shop', to: 'orders@hartwell.example', replyTo: 'ann@example.com', data: contact };
    expect(replyToOf(toShop)).toBe('ann@example.com');
  });

  it('sends a reply to any other email to its sender, the shop', () => {
    const acknowledgement: ShopEmail = { template: 'contact-acknowledgement', to: 'ann@example.com', data: contact };
    const blankReplyTo: ShopEmail = { template: 'contact-acknowledgement', to: 'ann@example.com', replyTo: '', data: contact };
    const placed: ShopEmail = { template: 'order-placed', to: 'ann@example.com', data: order };
    const reset: ShopEmail = { template: 'reset-password', to: 'ann@example.com', data: { name: 'Ann', email: 'ann@example.com', link: 'https://shop.example/reset' } };
    expect([acknowledgement, blankReplyTo, placed, reset].map(replyToOf)).toEqual([null, null, null, null]);
  });

  it('sets a distinct address to write back to the shop when the acknowledgement names one', () => {
    const acknowledgement: ShopEmail = { template: 'contact-acknowledgement', to: 'ann@example.com', replyTo: 'help@hartwell.example', data: contact };
    expect(replyToOf(acknowledgement)).toBe('help@hartwell.example');
  });
});

describe("the shop's own name and address", () => {
  it('sign its mail as Hartwell Tools, from an address the shop itself would accept', () => {
    expect(SHOP_NAME).toBe('Hartwell Tools');
    expect(v.parse(emailSchema, SHOP_EMAIL)).toBe('shop@hartwell.example');
  });
});
