import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { longNamedProduct } from '../../.storybook/sample-data/carts';
import { sampleAdmin, sampleUsers } from '../../.storybook/sample-data/people';
import { acceptedQuote, answeredQuote, customersRequestedQuote, declinedQuote, expiredQuote, requestedQuote, sampleQuotes } from '../../.storybook/sample-data/quotes';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { toastList } from '../../.storybook/toast-list';
import { quoteMessages } from '../../core/domain/quote';
import { formatDay, formatPrice } from '../format';
import { DEFAULT_QUOTE_DAYS } from './quote-answer-form';
import { ManageQuotes } from './manage-quotes';

/**
 * /dashboard/manageQuotes against the story's shop, signed in as its admin: GET /api/allQuotes by
 * status, and PUT /api/quotes/:id/answer.
 */
const meta = {
  title: 'Admin/ManageQuotes',
  component: ManageQuotes,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { quotes: sampleQuotes, users: sampleUsers, signedInAs: sampleAdmin } },
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof ManageQuotes>;

export default meta;
type Story = StoryObj<typeof meta>;

const quotes = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Quotes' }));
const numbers = async (canvasElement: HTMLElement) => (await quotes(canvasElement)).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const quote = async (canvasElement: HTMLElement, number: string) => within((await quotes(canvasElement)).getByRole('listitem', { name: number }));
const showView = (canvasElement: HTMLElement, view: string) => userEvent.click(within(canvasElement).getByRole('tab', { name: view }));
const expectToast = async (message: string) => {
  const toast = await (await toastList()).findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};
/** The day `days` from today, as a date field holds it. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The default view: the two quotes waiting, newest first, with who asked, their notes, and an answer started from the catalogue's prices, holding 30 days. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await numbers(canvasElement)).toEqual([requestedQuote.number, customersRequestedQuote.number]);
    await expect(canvas.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    const northbridge = await quote(canvasElement, requestedQuote.number);
    await expect(northbridge.getByText(requestedQuote.customerName)).toBeVisible();
    await expect(northbridge.getByText(requestedQuote.customerEmail)).toBeVisible();
    await expect(northbridge.getByText(requestedQuote.note)).toBeVisible();
    await expect(northbridge.getByText(longNamedProduct.name)).toBeVisible();
    await expect(northbridge.getByLabelText(`Price for ${longNamedProduct.name}`)).toHaveValue(requestedQuote.lines[0].cataloguePrice);
    await expect(northbridge.getByLabelText(`Price for ${requestedQuote.lines[1].name}`)).toHaveValue(requestedQuote.lines[1].cataloguePrice);
    await expect(northbridge.getByLabelText('Prices hold until')).toHaveValue(dayAhead(DEFAULT_QUOTE_DAYS));
    await expect(northbridge.getByText(/Total at these prices/)).toHaveTextContent(formatPrice(60 * 99 + 2000 * 17));
    const patel = await quote(canvasElement, customersRequestedQuote.number);
    await expect(patel.getByText(customersRequestedQuote.note)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Answering Northbridge's request at lower prices: the toast names who was emailed, the quote leaves Waiting and shows under Answered with its prices. */
export const Answer: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const northbridge = await quote(canvasElement, requestedQuote.number);
    const grinder = northbridge.getByLabelText(`Price for ${longNamedProduct.name}`);
    await userEvent.clear(grinder);
    await userEvent.type(grinder, '85');
    await userEvent.type(northbridge.getByLabelText('Note to the customer (optional)'), 'Both drops can be delivered to site.');
    await waitFor(() => expect(northbridge.getByText(/Total at these prices/)).toHaveTextContent(formatPrice(60 * 85 + 2000 * 17)));
    await userEvent.click(northbridge.getByRole('button', { name: 'Send answer' }));
    await expectToast(quoteMessages.answered(requestedQuote.number, requestedQuote.customerEmail));
    await waitFor(async () => expect(await numbers(canvasElement)).toEqual([customersRequestedQuote.number]));
    await expect(storyApi(context).callsOf('answerQuote')[0].body).toEqual({ prices: [85, 17], validUntil: dayAhead(DEFAULT_QUOTE_DAYS), note: 'Both drops can be delivered to site.' });

    await showView(canvasElement, 'Answered');
    await waitFor(async () => expect((await numbers(canvasElement))[0]).toBe(requestedQuote.number));
    const answered = await quote(canvasElement, requestedQuote.number);
    await expect(answered.getByText(formatDay(dayAhead(DEFAULT_QUOTE_DAYS)))).toBeVisible();
    await expect(answered.getByText('Both drops can be delivered to site.')).toBeVisible();
    await expect(answered.getByRole('cell', { name: formatPrice(85) })).toBeVisible();
  },
};

/** A price left empty is refused by the schema under its field, focused, and nothing is sent; a date past 90 days is the shop's refusal, shown above Send answer. */
export const AnswerRefused: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const patel = await quote(canvasElement, customersRequestedQuote.number);
    const price = patel.getByLabelText(`Price for ${customersRequestedQuote.lines[0].name}`);
    await userEvent.clear(price);
    await userEvent.click(patel.getByRole('button', { name: 'Send answer' }));
    await expect(await patel.findByText(quoteMessages.priceRange)).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveFocus();
    await expect(storyApi(context).callsOf('answerQuote')).toHaveLength(0);

    await userEvent.type(price, '170');
    const until = patel.getByLabelText('Prices hold until');
    await userEvent.clear(until);
    await userEvent.type(until, dayAhead(120));
    await userEvent.click(patel.getByRole('button', { name: 'Send answer' }));
    await expect(await patel.findByRole('alert')).toHaveTextContent(quoteMessages.validUntilRange);
    await expect(patel.queryByText(quoteMessages.priceRange)).not.toBeInTheDocument();
    await expect(await numbers(canvasElement)).toContain(customersRequestedQuote.number);
  },
};

/** Another admin answered first: the shop's refusal in a toast, and the list read again without the quote. */
export const AnsweredMeanwhile: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const api = storyApi(context);
    const patel = await quote(canvasElement, customersRequestedQuote.number);
    api.meanwhile('answerQuote', () => api.shop.repositories.quotes.answer(customersRequestedQuote._id, { prices: [160], validUntil: dayAhead(10), note: '', at: new Date() }, { id: 'user-maya.okafor', email: 'maya.okafor@hartwell.example', name: 'Maya Okafor' }, () => []));
    await userEvent.click(patel.getByRole('button', { name: 'Send answer' }));
    await expectToast(quoteMessages.notRequested);
    await waitFor(async () => expect(await numbers(canvasElement)).toEqual([requestedQuote.number]));
  },
};

/** The other views: answered (one holding, one expired), accepted with its order, declined, and all six. */
export const OtherViews: Story = {
  play: async ({ canvasElement }) => {
    await showView(canvasElement, 'Answered');
    await waitFor(async () => expect(await numbers(canvasElement)).toEqual([answeredQuote.number, expiredQuote.number]));
    await expect((await quote(canvasElement, answeredQuote.number)).getByText(answeredQuote.answerNote)).toBeVisible();
    await expect((await quote(canvasElement, expiredQuote.number)).getByText('Expired')).toBeVisible();
    await expect((await quote(canvasElement, expiredQuote.number)).getByText('Prices held until')).toBeVisible();

    await showView(canvasElement, 'Accepted');
    await waitFor(async () => expect(await numbers(canvasElement)).toEqual([acceptedQuote.number]));
    await expect((await quote(canvasElement, acceptedQuote.number)).getByRole('link', { name: 'See the order' })).toHaveAttribute('href', `/dashboard/order/${acceptedQuote.orderId}`);

    await showView(canvasElement, 'Declined');
    await waitFor(async () => expect(await numbers(canvasElement)).toEqual([declinedQuote.number]));

    await showView(canvasElement, 'All');
    await waitFor(async () => expect(await numbers(canvasElement)).toEqual(sampleQuotes.map((sample) => sample.number)));
  },
};

/** A shop with no quotes: each view says what would appear in it. */
export const Empty: Story = {
  parameters: { shop: { quotes: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No quotes waiting')).toBeVisible();
    await expect(canvas.getByText(/appears here for you to price/)).toBeVisible();
    await showView(canvasElement, 'All');
    await expect(await canvas.findByText('No quotes yet')).toBeVisible();
  },
};

/** On a phone (390 px): the long product name wraps, each price field and Send answer stay on screen, and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const northbridge = await quote(canvasElement, requestedQuote.number);
    const name = northbridge.getByText(longNamedProduct.name);
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(40);
    await expectInView(name);
    await expectInView(northbridge.getByLabelText(`Price for ${longNamedProduct.name}`));
    await expectInView(northbridge.getByLabelText('Prices hold until'));
    await expectInView(northbridge.getByRole('button', { name: 'Send answer' }));
    await expectNoSidewaysScroll(canvasElement);
  },
};
