import type { ContactView, OrderEmailView, QuoteEmailView, ShopEmail, TradeAccountEmailView } from '../../../core/domain/emails';
import { ORDER_TEMPLATES } from '../../../core/domain/emails';

/** Facts to show every template with: the tests' and the stories' sample emails. */
export const sampleBranding = { shopName: 'Hartwell Tools', shopUrl: 'https://shop.hartwell.example' };

export const sampleOrder: OrderEmailView = {
  shopName: 'Hartwell Tools',
  orderNumber: 'HT-10042',
  customerName: 'Rosa Díaz',
  lines: [{ name: 'Cordless Drill Driver 18V', partNumber: null, quantity: 12, unitPrice: 149, lineTotal: 1788 }],
  productName: 'Cordless Drill Driver 18V',
  quantity: 12,
  unitPrice: 149,
  totalPrice: 1788,
  deliveryAddress: ['Rosa Díaz', 'Unit 4, Canal Wharf', '12 Mill Lane', 'Leeds LS11 5PQ', 'United Kingdom'],
  phone: '+44 113 496 0123',
  payUrl: 'https://shop.hartwell.example/dashboard/payment/5f0c3c1e-2a4b-4c3d-9e8f-0a1b2c3d4e5f',
  orderUrl: 'https://shop.hartwell.example/dashboard',
  transactionId: 'pi_3Q8x2LJk7nW4ZpA01b2c3d4e',
  carrier: 'Royal Mail Tracked 48',
  trackingNumber: 'RM123456785GB',
  holdMinutes: 60,
  reason: 'The drills were packed and handed to the carrier this morning.',
};

/** An order of three lines (a cart), one with a long name and a part number, one without a part number. */
export const sampleCartOrder: OrderEmailView = {
  ...sampleOrder,
  orderNumber: 'HT-10043',
  lines: [
    { name: 'Heavy-Duty Cordless Impact Wrench 18V with Two 5.0 Ah Batteries and Fast Charger', partNumber: 'HT-IW18-K2', quantity: 2, unitPrice: 189, lineTotal: 378 },
    { name: 'Tape Measure 8 m', partNumber: 'HT-TM-8M', quantity: 12, unitPrice: 16, lineTotal: 192 },
    { name: 'Hex Bolts M10 x 50, box of 100', partNumber: null, quantity: 5, unitPrice: 21, lineTotal: 105 },
  ],
  productName: 'Heavy-Duty Cordless Impact Wrench 18V with Two 5.0 Ah Batteries and Fast Charger and 2 more products',
  quantity: 19,
  unitPrice: 675 / 19,
  totalPrice: 675,
};

/** A paid and shipped order's facts without the parts a shop may not give: no carrier, no tracking. */
export const untrackedOrder: OrderEmailView = { ...sampleOrder, carrier: null, trackingNumber: null };

export const sampleContact: ContactView = {
  name: 'Rhiannon Price',
  email: 'rhiannon@example.com',
  message: 'Do you make a 12 mm masonry bit in packs of fifty?\nWe would need 40 packs a month. <script>alert("x")</script> stays text.',
  receivedAt: '2026-11-23T16:35:00.000Z',
};

export const accountLink = (mode: 'verifyEmail' | 'resetPassword') =>
  `https://shop.hartwell.example/auth/action?mode=${mode}&oobCode=Xk2p9Lq-7sRfVb3N0aZt`;

/** A trade account's answer, approved (declined: with a reason). */
export const sampleTradeAnswer: TradeAccountEmailView = {
  shopName: 'Hartwell Tools',
  name: 'Rosa Díaz',
  companyName: 'Díaz & Daughters Joinery Ltd',
  reason: null,
  accountUrl: 'https://shop.hartwell.example/dashboard/trade-account',
};

/** A quote for a builder's merchant: two products above what the shop sells online, answered. */
export const sampleQuote: QuoteEmailView = {
  shopName: 'Hartwell Tools',
  quoteNumber: 'Q-10007',
  customerName: 'Rosa Díaz',
  customerEmail: 'rosa@example.com',
  lines: [
    { name: 'Claw Hammer 16 oz', partNumber: 'HT-HMR-16', quantity: 400, unitPrice: 17, lineTotal: 6800 },
    { name: 'Hex Bolts M10 × 50 mm, box of 100', partNumber: 'HT-HXB-M10-50', quantity: 2000, unitPrice: 9, lineTotal: 18000 },
  ],
  total: 24800,
  note: 'For a school refit in January: delivery to site in two drops if possible.',
  answerNote: 'Two drops are fine: the second within two weeks of the first.',
  validUntil: '2026-12-31',
  quoteUrl: 'https://shop.hartwell.example/dashboard/quotes/7b0d6c1e-3f4a-4b5c-8d9e-0f1a2b3c4d99',
};

/** One of each email the shop sends. */
export const sampleEmails: Record<ShopEmail['template'], ShopEmail> = {
  'verify-email': { template: 'verify-email', to: 'rosa@example.com', data: { name: 'Rosa Díaz', email: 'rosa@example.com', link: accountLink('verifyEmail') } },
  'reset-password': { template: 'reset-password', to: 'rosa@example.com', data: { name: 'Rosa Díaz', email: 'rosa@example.com', link: accountLink('resetPassword') } },
  'contact-to-shop': { template: 'contact-to-shop', to: 'shop@hartwell.example', replyTo: sampleContact.email, data: sampleContact },
  'contact-acknowledgement': { template: 'contact-acknowledgement', to: sampleContact.email, replyTo: 'shop@hartwell.example', data: sampleContact },
  'trade-account-approved': { template: 'trade-account-approved', to: 'rosa@example.com', data: sampleTradeAnswer },
  'trade-account-declined': { template: 'trade-account-declined', to: 'rosa@example.com', data: { ...sampleTradeAnswer, reason: 'Companies House lists no company with the number 01234567.\nWrite to us if it has changed.' } },
  'trade-invitation': {
    template: 'trade-invitation',
    to: 'sam.okoro@example.com',
    data: { shopName: 'Hartwell Tools', companyName: 'Díaz & Daughters Joinery Ltd', inviterName: 'Rosa Díaz', email: 'sam.okoro@example.com', accountUrl: 'https://shop.hartwell.example/dashboard/trade-account' },
  },
  'quote-requested': { template: 'quote-requested', to: 'shop@hartwell.example', data: { ...sampleQuote, validUntil: null, answerNote: '' } },
  'quote-answered': { template: 'quote-answered', to: 'rosa@example.com', data: sampleQuote },
  ...(Object.fromEntries(ORDER_TEMPLATES.map((template) => [template, { template, to: template === 'new-paid-order' ? 'shop@hartwell.example' : 'rosa@example.com', data: sampleOrder }])) as Record<
    (typeof ORDER_TEMPLATES)[number],
    ShopEmail
  >),
};
