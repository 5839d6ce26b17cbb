import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyRouter } from '@tanstack/react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn } from '../../.storybook/layout-checks';
import { bookOf, sampleAddresses } from '../../.storybook/sample-data/addresses';
import { longNamedProduct } from '../../.storybook/sample-data/carts';
import { paidOrder } from '../../.storybook/sample-data/orders';
import { sampleCustomer, sampleUsers } from '../../.storybook/sample-data/people';
import { acceptedQuote, answeredQuote, customersRequestedQuote, declinedQuote, expiredQuote, requestedQuote, sampleQuotes } from '../../.storybook/sample-data/quotes';
import { sampleTrade } from '../../.storybook/sample-data/trade';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { toastList } from '../../.storybook/toast-list';
import { onAccountMessages } from '../../core/domain/on-account';
import { quoteMessages, type Quote } from '../../core/domain/quote';
import { formatDay, formatPrice } from '../format';
import { QuoteView } from './quote-view';
import { exVat, withVat } from '../../.storybook/sample-data/shown-prices';

/**
 * A customer's quote, /dashboard/quotes/{id}, where the quote's emails lead: GET /api/quotes/:id, and
 * POST /api/quotes/:id/accept or /decline, against the story's shop signed in as the customer.
 */
const meta = {
  title: 'Quotes/QuoteView',
  component: QuoteView,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { quotes: sampleQuotes, addresses: bookOf(sampleAddresses) } },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  args: { id: answeredQuote._id, viewerId: sampleCustomer.id },
} satisfies Meta<typeof QuoteView>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, quote: Quote) => within(canvasElement).findByRole('heading', { level: 2, name: `Quote ${quote.number}` });
const lines = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table', { name: 'What the quote is for' }));
const expectToast = async (message: string) => {
  const toast = await (await toastList()).findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};
const pathOf = (loaded: Record<string, unknown>) => (loaded.router as AnyRouter).state.location.pathname;

/** Opens the order form under Accept, the default address chosen. */
const openAcceptForm = async (canvasElement: HTMLElement) => {
  await heading(canvasElement, answeredQuote);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept' }));
  const form = within(await within(canvasElement).findByRole('form', { name: 'Accept and order' }));
  await expect(await form.findByRole('radio', { name: new RegExp(sampleAddresses[1].company) })).toBeChecked();
  return form;
};

/** Answered, its prices holding: the quoted prices beside the catalogue's, the total, both notes, until when, and Accept or Decline. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, answeredQuote)).toBeVisible();
    await expect(canvas.getByText('Answered', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText(`Prices hold until ${formatDay(answeredQuote.validUntil!)}`)).toBeVisible();
    const table = lines(canvasElement);
    await expect(table.getByRole('columnheader', { name: 'Quoted price (ex VAT)' })).toBeVisible();
    await expect(table.getByRole('cell', { name: formatPrice(159) })).toBeVisible();
    await expect(table.getByRole('cell', { name: formatPrice(25 * 159) })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Total (ex VAT)' }).closest('tr')).toHaveTextContent(formatPrice(4845));
    await expect(canvas.getByText(answeredQuote.note)).toBeVisible();
    await expect(canvas.getByText(answeredQuote.answerNote)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeEnabled();
  },
};

/** Accept, the default address, Place order: the order is placed at the quoted prices and paid next by card. */
export const AcceptByCard: Story = {
  play: async (context) => {
    const { canvasElement, loaded } = context;
    const form = await openAcceptForm(canvasElement);
    // Without VAT as quoted, and with the VAT of the shop's own country until an address is chosen.
    await expect(form.getByText(/^You order everything on this quote/)).toHaveTextContent(`${exVat(4845)} ex VAT (${withVat(4845)} with VAT) in all.`);
    await userEvent.type(form.getByRole('textbox', { name: 'Phone Number (optional)' }), '+1 416 555 0142');
    await userEvent.click(form.getByRole('button', { name: 'Place order' }));
    await expectToast(quoteMessages.accepted);
    const api = storyApi(context);
    const [accepted] = api.callsOf('acceptQuote');
    await expect(accepted.body).toEqual({ phone: '+1 416 555 0142', saveAddress: false, addressId: sampleAddresses[1]._id });
    const stored = (await api.shop.repositories.quotes.findById(answeredQuote._id))!;
    await expect(stored.status).toBe('accepted');
    await waitFor(() => expect(pathOf(loaded)).toBe(`/dashboard/payment/${stored.orderId}`));
    const [order] = await api.shop.repositories.orders.listByCustomer(sampleCustomer.id);
    await expect(order.totalPrice).toBe(4845);
  },
};

/** Accept opens the form on its phone field; Cancel closes it, back on Accept, and nothing is sent. */
export const AcceptCancelled: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const form = await openAcceptForm(canvasElement);
    await expect(form.getByRole('textbox', { name: 'Phone Number (optional)' })).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('form', { name: 'Accept and order' })).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Accept' })).toHaveFocus();
    await expect(storyApi(context).callsOf('acceptQuote')).toHaveLength(0);
  },
};

/** A buyer for Patel Joinery, which has credit: on the company's account, the order is placed and shown, not paid by card. */
export const AcceptOnAccount: Story = {
  parameters: { shop: { trade: sampleTrade } },
  play: async (context) => {
    const { canvasElement, loaded } = context;
    const form = await openAcceptForm(canvasElement);
    await userEvent.click(await form.findByRole('radio', { name: new RegExp(onAccountMessages.onAccount) }));
    await userEvent.click(form.getByRole('button', { name: 'Place order' }));
    await expectToast(quoteMessages.accepted);
    await expect(storyApi(context).callsOf('acceptQuote')[0].body).toEqual(expect.objectContaining({ paymentMethod: 'account' }));
    const stored = (await storyApi(context).shop.repositories.quotes.findById(answeredQuote._id))!;
    await waitFor(() => expect(pathOf(loaded)).toBe(`/dashboard/order/${stored.orderId}`));
  },
};

/** Place order without an address to deliver to: the form says so, and nothing is sent. */
export const AcceptWithoutAnAddress: Story = {
  parameters: { shop: { addresses: bookOf([]) } },
  play: async (context) => {
    const { canvasElement } = context;
    await heading(canvasElement, answeredQuote);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept' }));
    const form = within(await within(canvasElement).findByRole('form', { name: 'Accept and order' }));
    await form.findByLabelText('Address line 1');
    await userEvent.click(form.getByRole('button', { name: 'Place order' }));
    await expect(await form.findByText('Choose where to deliver this order')).toBeVisible();
    await expect(storyApi(context).callsOf('acceptQuote')).toHaveLength(0);
  },
};

/** The shop refuses the order (a fault on its side): the form stays, with what was chosen, and says why. */
export const AcceptRefused: Story = {
  parameters: { api: { acceptQuote: 500 } },
  play: async ({ canvasElement, loaded }) => {
    const form = await openAcceptForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Place order' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(form.getByRole('button', { name: 'Place order' })).toBeEnabled();
    await expect(pathOf(loaded)).toBe('/');
  },
};

/** Decline asks first; confirmed, the quote reads declined and Accept is gone. */
export const Decline: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement, answeredQuote);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Decline quote ${answeredQuote.number}?` }));
    // Visible once the dialog has faded in.
    await waitFor(() => expect(dialog.getByText(new RegExp(`hold until ${formatDay(answeredQuote.validUntil!)}`))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Decline quote' }));
    await expectToast(quoteMessages.declined(answeredQuote.number));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText(/You declined it on/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await expect((await storyApi(context).shop.repositories.quotes.findById(answeredQuote._id))!.status).toBe('declined');
  },
};

/** Waiting for an answer: the catalogue's prices when it was asked for, the total at those, the customer's note, and nothing to decide yet. */
export const Requested: Story = {
  args: { id: customersRequestedQuote._id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, customersRequestedQuote)).toBeVisible();
    await expect(canvas.getAllByText('Waiting for our answer')[0]).toBeVisible();
    const table = lines(canvasElement);
    await expect(table.queryByRole('columnheader', { name: 'Quoted price (ex VAT)' })).not.toBeInTheDocument();
    await expect(table.getByRole('rowheader', { name: 'Total at catalogue prices (ex VAT)' }).closest('tr')).toHaveTextContent(formatPrice(40 * 189));
    await expect(canvas.getByText(customersRequestedQuote.note)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  },
};

/** Past the last day its prices held: it says so in the shop's words, and there is nothing to accept. */
export const Expired: Story = {
  args: { id: expiredQuote._id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, expiredQuote)).toBeVisible();
    await expect(canvas.getByText(quoteMessages.expired(formatDay(expiredQuote.validUntil!)))).toBeVisible();
    await expect(canvas.getByText('Expired', { selector: 'span' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  },
};

/** Accepted: it says so, and leads to the order it placed. */
export const Accepted: Story = {
  args: { id: acceptedQuote._id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, acceptedQuote)).toBeVisible();
    await expect(canvas.getByText(quoteMessages.accepted)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', `/dashboard/order/${paidOrder._id}`);
  },
};

/** Declined: it says so, and when. */
export const Declined: Story = {
  args: { id: declinedQuote._id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, declinedQuote)).toBeVisible();
    await expect(canvas.getByText(quoteMessages.declined(declinedQuote.number))).toBeVisible();
    await expect(canvas.getByText(/You declined it on/)).toBeVisible();
    await expect(canvas.getByText(declinedQuote.note)).toBeVisible();
  },
};

/** Someone else's quote, or none: the shop's 404 in its words, with Try again. */
export const NotFound: Story = {
  args: { id: requestedQuote._id },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This quote could not be loaded');
    await expect(alert).toHaveTextContent(quoteMessages.notFound);
  },
};

const procurement = sampleUsers[5];

/** On a phone (390 px): Northbridge's request for the long-named grinder wraps within the page; the figures go under the names. */
export const Phone: Story = {
  args: { id: requestedQuote._id, viewerId: procurement.id },
  parameters: { shop: { signedInAs: procurement } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, requestedQuote)).toBeVisible();
    const name = lines(canvasElement).getByRole('link', { name: longNamedProduct.name });
    await expectInView(name);
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(lines(canvasElement).getByText(`60 × ${formatPrice(longNamedProduct.price)}`)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
