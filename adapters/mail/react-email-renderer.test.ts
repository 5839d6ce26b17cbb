import { toPlainText } from '@react-email/components';
import { describe, expect, it } from 'vitest';
import { ORDER_TEMPLATES, type OrderEmailView, type ShopEmail } from '../../core/domain/emails';
import { ReactEmailRenderer } from './react-email-renderer';
import { accountLink, sampleBranding, sampleCartOrder, sampleContact, sampleEmails, sampleOrder, untrackedOrder } from './templates/sample-emails';

const renderer = new ReactEmailRenderer(sampleBranding);

describe('the email templates, rendered', () => {
  it('gives every email a subject, an HTML part in the branded layout and a plain-text part from it', async () => {
    for (const email of Object.values(sampleEmails)) {
      const message = await renderer.render(email);
      expect(message.to, email.template).toBe(email.to);
      expect(message.subject.length, email.template).toBeGreaterThan(10);
      expect(message.html, email.template).toMatch(/^<!DOCTYPE html/);
      expect(message.html, email.template).toContain('max-width:560px');
      expect(message.html, email.template).toContain('Hartwell Tools');
      expect(message.text, email.template).toContain('Hartwell Tools');
      expect(message.text, email.template).not.toMatch(/<(p|a|div|table|td|br)\b/i);
    }
  });

  it('writes the plain-text part exactly as React Email would from the HTML', async () => {
    for (const email of Object.values(sampleEmails)) {
      const message = await renderer.render(email);
      expect(message.text, email.template).toBe(toPlainText(message.html));
    }
  });

  it('puts the account links in both parts, as a button and as text', async () => {
    for (const [template, mode, subject] of [
      ['verify-email', 'verifyEmail', 'Confirm your email address for Hartwell Tools'],
      ['reset-password', 'resetPassword', 'Choose a new password for Hartwell Tools'],
    ] as const) {
      const message = await renderer.render(sampleEmails[template]);
      expect(message.subject).toBe(subject);
      expect(message.html).toContain(`href="${accountLink(mode).replace(/&/g, '&amp;')}"`);
      expect(message.text).toContain(accountLink(mode));
      expect(message.text).toContain('Hello Rosa Díaz,');
    }
  });

  it("forwards a visitor's message to the shop as written, never as HTML, and answers to the visitor", async () => {
    const toShop = await renderer.render(sampleEmails['contact-to-shop']);
    expect(toShop).toMatchObject({ to: 'shop@hartwell.example', replyTo: 'rhiannon@example.com', subject: 'Contact form: a message from Rhiannon Price' });
    expect(toShop.html).not.toContain('<script>');
    expect(toShop.html).toContain('&lt;script&gt;');
    expect(toShop.text).toContain(sampleContact.message);
    expect(toShop.text).toContain('Rhiannon Price (rhiannon@example.com) wrote on 23 Nov 2026, 16:35 UTC:');

    const ack = await renderer.render(sampleEmails['contact-acknowledgement']);
    expect(ack).toMatchObject({ to: 'rhiannon@example.com', replyTo: 'shop@hartwell.example', subject: 'We have received your message to Hartwell Tools' });
    expect(ack.text).toContain('We have received your message.');
    expect(ack.text).toContain('We reply within 24 hours, to rhiannon@example.com.');
    // Nothing the visitor typed reaches the address they gave: it may be anyone's.
    for (const typed of [sampleContact.name, sampleContact.message, sampleContact.message.slice(0, 20)]) {
      expect(ack.text).not.toContain(typed);
      expect(ack.html).not.toContain(typed);
    }
  });

  it('tells the order: number, product, quantity, prices, address, phone, and what the step adds', async () => {
    const render = async (template: (typeof ORDER_TEMPLATES)[number], data = sampleOrder) => renderer.render({ template, to: 'rosa@example.com', data } as ShopEmail);
    for (const template of ORDER_TEMPLATES) {
      const { subject, text } = await render(template);
      expect(subject, template).toContain('HT-10042');
      for (const fact of ['HT-10042', 'Cordless Drill Driver 18V', '12', '$149', '$1,788']) expect(text, template).toContain(fact);
    }
    const placed = await render('order-placed');
    expect(placed.subject).toBe('Your order HT-10042 is placed');
    for (const line of [...sampleOrder.deliveryAddress, sampleOrder.phone, sampleOrder.payUrl!, 'Pay $1,788 now']) expect(placed.text).toContain(line);
    expect((await render('payment-received')).text).toContain('pi_3Q8x2LJk7nW4ZpA01b2c3d4e');
    const shipped = await render('order-shipped');
    expect(shipped.text).toContain('Royal Mail Tracked 48');
    expect(shipped.text).toContain('RM123456785GB');
    const untracked = await render('order-shipped', untrackedOrder);
    expect(untracked.text).not.toContain('Tracking number');
    expect(untracked.text).toContain('has left our works.');
    expect((await render('order-refunded')).subject).toBe('Refund of $1,788 for order HT-10042');
    expect((await render('new-paid-order')).subject).toBe('New paid order HT-10042: 12 × Cordless Drill Driver 18V');
  });

  it('leaves out the Phone row when no phone was given, and keeps each order number on one line', async () => {
    const render = async (template: (typeof ORDER_TEMPLATES)[number], data = sampleOrder) => renderer.render({ template, to: 'rosa@example.com', data } as ShopEmail);
    for (const template of ORDER_TEMPLATES) {
      const noPhone = await render(template, { ...sampleOrder, phone: '' });
      expect(noPhone.text, template).not.toMatch(/^Phone:/m);
      expect(noPhone.html, template).not.toContain('Phone:');
      // A phone's narrow column breaks HT-10042 at its hyphen unless told not to.
      const { html } = await render(template);
      expect(html.match(/HT-10042/g)!.length, template).toBe(html.match(/white-space:nowrap[^>]*>HT-10042</g)?.length ?? 0);
    }
    expect((await render('order-placed')).text).toMatch(/^Phone:\s*\n?\s*\+44 113 496 0123/m);
  });

  it("links the tracking number to the carrier's tracking page, when the shop knows the carrier", async () => {
    const render = (data: typeof sampleOrder) => renderer.render({ template: 'order-shipped', to: 'rosa@example.com', data });
    const royalMail = await render(sampleOrder);
    expect(royalMail.html).toContain('href="https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB"');
    expect(royalMail.text).toContain('https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB');
    const dhl = await render({ ...sampleOrder, carrier: 'DHL Express', trackingNumber: 'JD014600006281' });
    expect(dhl.html).toContain('href="https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&amp;tracking-id=JD014600006281"');
    const unknown = await render({ ...sampleOrder, carrier: 'Our own van', trackingNumber: 'VAN-7' });
    expect(unknown.text).toContain('VAN-7');
    expect(unknown.html).not.toMatch(/href="[^"]*VAN-7/);
  });

  it('lists every line of an order of several lines in both parts, with its part number, quantity at its price and line total, then the total', async () => {
    for (const template of ORDER_TEMPLATES) {
      const { html, text } = await renderer.render({ template, to: 'rosa@example.com', data: sampleCartOrder } as ShopEmail);
      for (const line of sampleCartOrder.lines!) {
        for (const part of [html, text]) {
          expect(part, `${template}: ${line.name}`).toContain(line.name);
          expect(part, template).toContain(`${line.quantity} × $${line.unitPrice}`);
          expect(part, template).toContain(`$${line.lineTotal}`);
        }
      }
      expect(text, template).toContain('What was ordered: 3 products');
      // Each line's facts together in the plain text, its total below them; then the order's total.
      expect(text, template).toContain(
        'Heavy-Duty Cordless Impact Wrench 18V with Two 5.0 Ah Batteries and Fast Charger\nPart number HT-IW18-K2\n2 × $189\n\n$378\n\nTape Measure 8 m\nPart number HT-TM-8M\n12 × $16\n\n$192\n\nHex Bolts M10 x 50, box of 100\n5 × $21\n\n$105\n\nTotal\n\n$675',
      );
    }
  });

  it('names a cart in the subject and previews by its first product, how many more and the units', async () => {
    const render = (template: (typeof ORDER_TEMPLATES)[number]) => renderer.render({ template, to: 'shop@hartwell.example', data: sampleCartOrder } as ShopEmail);
    expect((await render('new-paid-order')).subject).toBe('New paid order HT-10043: Heavy-Duty Cordless Impact Wrench 18V with Two 5.0 Ah Batteries and Fast Charger and 2 more products, 19 units');
    expect((await render('order-placed')).html).toContain('Heavy-Duty Cordless Impact Wrench 18V with Two 5.0 Ah Batteries and Fast Charger and 2 more products, 19 units, $675. Pay to have it sent.');
    expect((await render('order-cancelled')).html).not.toContain('19 ×');
  });

  it('names the one product of mail queued before orders had lines', async () => {
    const { lines: _lines, ...queuedBefore } = sampleOrder;
    for (const template of ORDER_TEMPLATES) {
      const { text } = await renderer.render({ template, to: 'rosa@example.com', data: queuedBefore } as ShopEmail);
      for (const fact of ['Cordless Drill Driver 18V', '12 × $149', '$1,788']) expect(text, template).toContain(fact);
    }
  });

  it('keeps the receipt of a cart of 100 lines under the size past which Gmail clips a message', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ ...sampleCartOrder.lines![i % 3], name: `${sampleCartOrder.lines![i % 3].name} (${i + 1})` }));
    const { html, text } = await renderer.render({ template: 'payment-received', to: 'rosa@example.com', data: { ...sampleCartOrder, lines } });
    expect(Buffer.byteLength(html)).toBeLessThan(80_000);
    for (const line of [lines[0], lines[99]]) expect(text).toContain(line.name);
  });

  it('says in the order-placed email how long its unpaid units are held', async () => {
    const placed = await renderer.render({ template: 'order-placed', to: 'rosa@example.com', data: { ...sampleOrder, holdMinutes: 60 } });
    expect(placed.text).toContain('We hold its 12 units for you for 1 hour.');
    const long = await renderer.render({ template: 'order-placed', to: 'rosa@example.com', data: { ...sampleOrder, holdMinutes: 90 } });
    expect(long.text).toContain('for 90 minutes');
  });

  it('writes the mail of an order bought on account: due by its date and no link to pay, the shop told to prepare it, the receipt with the bank reference, and a cancellation that owes nothing', async () => {
    const onAccount: OrderEmailView = { ...sampleOrder, payUrl: null, holdMinutes: null, transactionId: null, paymentDueAt: '2026-12-27T10:00:00.000Z', paymentReference: null };
    const render = (template: 'order-placed' | 'new-paid-order' | 'payment-received' | 'order-cancelled', data = onAccount) => renderer.render({ template, to: 'rosa@example.com', data });
    const placed = await render('order-placed');
    expect(placed.text).toContain('bought on your company’s account. We prepare it for sending now;');
    expect(placed.text).toContain('is due by 27 Dec 2026');
    expect(placed.text).toMatch(/Payment due:?\s*\n?\s*27 Dec 2026/);
    expect(placed.text).not.toContain('Pay ');
    const shop = await render('new-paid-order');
    expect(shop.subject).toBe(`New order on account ${sampleOrder.orderNumber}: ${'12 × ' + sampleOrder.productName}`);
    expect(shop.text).toContain('record its payment when it arrives');
    const settled = { ...onAccount, paymentReference: 'BACS 4471' };
    const receipt = await render('payment-received', settled);
    expect(receipt.text).toContain('bought on your company’s account. This email is your receipt.');
    expect(receipt.text).toMatch(/Payment reference:?\s*\n?\s*BACS 4471/);
    expect(receipt.text).not.toContain('Payment due');
    const cancelled = await render('order-cancelled');
    expect(cancelled.text).toContain('It is no longer owed on your company’s account.');
    expect(cancelled.text).not.toContain('Payment due');
    expect((await render('order-cancelled', settled)).text).toContain('we return the money by bank transfer');
  });
});
