import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { answeredQuote, customersQuotes, customersRequestedQuote, declinedQuote, expiredQuote, sampleQuotes } from '../../.storybook/sample-data/quotes';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { quoteTotal } from '../../core/domain/quote';
import { formatPrice } from '../format';
import { MyQuotes } from './my-quotes';

/** /dashboard/quotes: the signed-in customer's quotes from GET /api/quotes (the story's shop). */
const meta = {
  title: 'Quotes/MyQuotes',
  component: MyQuotes,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { quotes: sampleQuotes } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { userId: sampleCustomer.id },
} satisfies Meta<typeof MyQuotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's five quotes, newest first, none of another customer's: each number leads to its page, with its products, total and status. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Your quotes, newest first' }));
    await expect(canvas.getByText('5 quotes')).toBeVisible();
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0].querySelector('a')?.textContent)).toEqual(customersQuotes.map((quote) => quote.number));
    await expect(table.getByRole('link', { name: `Quote ${answeredQuote.number}` })).toHaveAttribute('href', `/dashboard/quotes/${answeredQuote._id}`);
    const statuses = rows.map((row) => within(row).getAllByRole('cell')[3].textContent);
    await expect(statuses).toEqual(['Waiting for our answer', 'Answered', 'Expired', 'Accepted', 'Declined']);
    const answered = within(rows[1]);
    await expect(answered.getByText('Cordless Hammer Drill 18V and 1 more product, 55 units')).toBeVisible();
    await expect(answered.getByText(formatPrice(quoteTotal(answeredQuote)))).toBeVisible();
    await expect(within(rows[0]).getByText(`40 × ${customersRequestedQuote.lines[0].name}`)).toBeVisible();
    await expect(within(rows[4]).getByText(formatPrice(quoteTotal(declinedQuote)))).toBeVisible();
    await expect(within(rows[2]).getByText(formatPrice(quoteTotal(expiredQuote)))).toBeVisible();
  },
};

/** No quotes yet: what they are for, and the way to the catalogue. */
export const Empty: Story = {
  parameters: { shop: { quotes: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have not asked for a quote yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/#tools');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The shop fails: the error with Try again, which reads the list once the shop answers again. */
export const LoadFailed: Story = {
  parameters: { api: { listMyQuotes: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your quotes could not be loaded');
    storyApi(context).heal('listMyQuotes');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table', { name: 'Your quotes, newest first' })).toBeInTheDocument();
  },
};

/** On a phone (390 px): a card per quote, its products as its title and its status beside, nothing scrolling sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(await canvas.findByRole('list', { name: 'Your quotes, newest first' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(customersQuotes.length);
    await expect(cards.getByRole('link', { name: `Quote ${answeredQuote.number}` })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
