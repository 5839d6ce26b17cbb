import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EmailPreview } from '../../../.storybook/email-preview';
import type { ShopEmail } from '../../../core/domain/emails';
import { accountLink, sampleCartOrder, sampleContact, sampleEmails, sampleOrder, untrackedOrder } from './sample-emails';

/**
 * Every email the shop sends, rendered by the real renderer in the one branded layout: the HTML
 * part as an inbox shows it, and the plain-text part from the same layout.
 */
const meta = {
  title: 'Emails',
  component: EmailPreview,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rendered email's parts, once the renderer has finished. */
async function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const frame = (await canvas.findByTitle("The email's HTML part", {}, { timeout: 10_000 })) as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body?.textContent ?? '').toContain('Hartwell Tools'));
  const html = within(frame.contentDocument!.body);
  // What a reader sees in the HTML part, its white space as one space.
  const htmlText = (frame.contentDocument!.body.textContent ?? '').replace(/\s+/g, ' ');
  const text = canvas.getByRole('region', { name: "The email's plain-text part" }).textContent ?? '';
  return { canvas, html, htmlText, text, frame };
}

/** A story of one email that checks its subject and the facts its HTML and plain-text parts both tell. */
const emailStory = (email: ShopEmail, subject: string, facts: string[]): Story => ({
  args: { email },
  play: async ({ canvasElement }) => {
    const { canvas, htmlText, text } = await parts(canvasElement);
    await expect(canvas.getByText(subject)).toBeVisible();
    for (const fact of facts) {
      await expect(htmlText).toContain(fact);
      await expect(text).toContain(fact);
    }
  },
});

export const VerifyEmail = emailStory(sampleEmails['verify-email'], 'Confirm your email address for Hartwell Tools', ['Hello Rosa Díaz,', 'Confirm my email address']);
VerifyEmail.play = async (context) => {
  await emailStory(sampleEmails['verify-email'], 'Confirm your email address for Hartwell Tools', ['Hello Rosa Díaz,']).play!(context);
  const { html, text } = await parts(context.canvasElement);
  await expect(html.getByRole('link', { name: 'Confirm my email address' })).toHaveAttribute('href', accountLink('verifyEmail'));
  await expect(text).toContain(accountLink('verifyEmail'));
};

export const ResetPassword: Story = {
  args: { email: sampleEmails['reset-password'] },
  play: async ({ canvasElement }) => {
    const { canvas, html, text } = await parts(canvasElement);
    await expect(canvas.getByText('Choose a new password for Hartwell Tools')).toBeVisible();
    await expect(html.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', accountLink('resetPassword'));
    await expect(text).toContain('your password stays as it is');
  },
};

/** To the shop: Reply-To is the visitor; the message keeps its lines, and its markup shows as text. */
export const ContactToShop: Story = {
  args: { email: sampleEmails['contact-to-shop'] },
  play: async ({ canvasElement }) => {
    const { canvas, html, text } = await parts(canvasElement);
    await expect(canvas.getByText('Contact form: a message from Rhiannon Price')).toBeVisible();
    await expect(canvas.getByText(sampleContact.email)).toBeVisible();
    await expect(html.getByText(/<script>alert\("x"\)<\/script> stays text\./)).toBeVisible();
    await expect(text).toContain('Do you make a 12 mm masonry bit in packs of fifty?\nWe would need 40 packs a month.');
  },
};

export const ContactAcknowledgement = emailStory(sampleEmails['contact-acknowledgement'], 'We have received your message to Hartwell Tools', [
  'Thank you for writing to us through our contact page. We have received your message.',
  'We reply within 24 hours, to rhiannon@example.com.',
  'If you did not write to us, someone gave your address on our contact page',
]);

const orderFacts = ['HT-10042', 'Cordless Drill Driver 18V', '$149', '$1,788'];
const order = (template: ShopEmail['template'], data = sampleOrder): ShopEmail => ({ template, to: 'rosa@example.com', data }) as ShopEmail;

export const OrderPlaced = emailStory(order('order-placed'), 'Your order HT-10042 is placed', [...orderFacts, 'Unit 4, Canal Wharf', '+44 113 496 0123', 'Pay $1,788 now']);
export const PaymentReceived = emailStory(order('payment-received'), 'Receipt for your order HT-10042', [...orderFacts, 'pi_3Q8x2LJk7nW4ZpA01b2c3d4e']);
export const Shipped = emailStory(order('order-shipped'), 'Your order HT-10042 is on its way', [...orderFacts, 'Royal Mail Tracked 48', 'RM123456785GB']);
/** Shipped with no carrier or tracking number given: the email says it left, and names neither. */
export const ShippedUntracked: Story = {
  args: { email: order('order-shipped', untrackedOrder) },
  play: async ({ canvasElement }) => {
    const { text } = await parts(canvasElement);
    await expect(text).toContain('has left our works.');
    await expect(text).not.toContain('Tracking number');
  },
};
export const CancellationRequested = emailStory(order('cancellation-requested'), 'We have your request to cancel order HT-10042', [...orderFacts, 'refunded in full']);
export const CancellationDeclined = emailStory(order('cancellation-declined'), 'We could not cancel order HT-10042', [...orderFacts, 'It goes ahead as placed', 'Our reason: The drills were packed and handed to the carrier this morning.']);
export const Cancelled = emailStory(order('order-cancelled'), 'Your order HT-10042 is cancelled', [...orderFacts, 'a separate email confirms the refund']);
export const Refunded = emailStory(order('order-refunded'), 'Refund of $1,788 for order HT-10042', [...orderFacts, 'to the card you paid with']);
export const NewPaidOrderToTheShop = emailStory({ ...order('new-paid-order'), to: 'shop@hartwell.example' }, 'New paid order HT-10042: 12 × Cordless Drill Driver 18V', [
  ...orderFacts,
  'Rosa Díaz',
  'Open the order',
]);

/** What an email of the three-line cart tells in both parts: every line's name, part number, quantity at its price and total, then the order's total. */
const cartFacts = [
  'What was ordered: 3 products',
  'Heavy-Duty Cordless Impact Wrench 18V with Two 5.0 Ah Batteries and Fast Charger',
  'Part number HT-IW18-K2',
  '2 × $189',
  '$378',
  'Tape Measure 8 m',
  'Part number HT-TM-8M',
  '12 × $16',
  '$192',
  'Hex Bolts M10 x 50, box of 100',
  '5 × $21',
  '$105',
  '$675',
];
const cart = (template: ShopEmail['template']) => order(template, sampleCartOrder);
const cartStory = (template: ShopEmail['template'], subject: string, facts: string[] = []) => emailStory(cart(template), subject, [...cartFacts, ...facts]);

export const CartPlaced = cartStory('order-placed', 'Your order HT-10043 is placed', ['We hold its 19 units for you', 'Pay $675 now']);
export const CartPaymentReceived = cartStory('payment-received', 'Receipt for your order HT-10043');
export const CartShipped = cartStory('order-shipped', 'Your order HT-10043 is on its way', ['RM123456785GB']);
export const CartCancellationRequested = cartStory('cancellation-requested', 'We have your request to cancel order HT-10043');
export const CartCancellationDeclined = cartStory('cancellation-declined', 'We could not cancel order HT-10043');
export const CartCancelled = cartStory('order-cancelled', 'Your order HT-10043 is cancelled');
export const CartRefunded = cartStory('order-refunded', 'Refund of $675 for order HT-10043');
export const CartToTheShop = emailStory({ ...cart('new-paid-order'), to: 'shop@hartwell.example' }, 'New paid order HT-10043: Heavy-Duty Cordless Impact Wrench 18V with Two 5.0 Ah Batteries and Fast Charger and 2 more products, 19 units', cartFacts);

/** A cart's email on a phone: the long name wraps beside its total; nothing scrolls sideways. */
export const CartOnAPhone: Story = {
  args: { email: cart('payment-received') },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { frame, html } = await parts(canvasElement);
    const page = frame.contentDocument!.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(html.getByText(sampleCartOrder.lines![0].name)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone: the email fits the screen's width, its button is big enough to tap, and nothing scrolls sideways. */
export const OnAPhone: Story = {
  args: { email: order('order-placed') },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { frame, html } = await parts(canvasElement);
    const page = frame.contentDocument!.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const button = html.getByRole('link', { name: 'Pay $1,788 now' }).getBoundingClientRect();
    await expect(button.height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const TradeAccountApproved = emailStory(sampleEmails['trade-account-approved'], 'Díaz & Daughters Joinery Ltd has a trade account with Hartwell Tools', [
  'Hello Rosa Díaz,',
  'the prices agreed with Díaz & Daughters Joinery Ltd apply to every order you place',
  'See your trade account',
]);
export const TradeAccountDeclined = emailStory(sampleEmails['trade-account-declined'], 'Your application for a trade account with Hartwell Tools', [
  'we could not open a trade account for Díaz & Daughters Joinery Ltd. Our reason:',
  'Companies House lists no company with the number 01234567.',
  'apply again from your account',
]);
export const TradeInvitation = emailStory(sampleEmails['trade-invitation'], 'Rosa Díaz invited you to buy for Díaz & Daughters Joinery Ltd at Hartwell Tools', [
  'Rosa Díaz invited you to buy for Díaz & Daughters Joinery Ltd on its trade account',
  'Sign in with sam.okoro@example.com',
  'See the invitation',
]);
