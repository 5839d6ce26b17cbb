import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn, longEmail, unbrokenName, unbrokenProductName } from '../../.storybook/layout-checks';
import { manySampleOrders, paidOrder, sampleOrders, shippedOrder, unpaidOrder, multiLineOrder, bigCartOrder, withProductName } from '../../.storybook/sample-data/orders';
import type { Order } from '../../core/domain/order';
import { expectLinesInRow, expectWordsWhole } from '../../.storybook/order-lines-checks';
import { OrdersTable } from './orders-table';

/**
 * Presentational: MyOrders feeds it. A table where all ten columns fit (a laptop's dashboard),
 * one card per order where they do not; both are rendered and CSS shows one, so queries skip the hidden one.
 */
const meta = {
  title: 'Orders/OrdersTable',
  component: OrdersTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { orders: sampleOrders, onDelete: fn() },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one table shown on a wide screen (the card list is hidden there). */
const tableIn = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table'));

/** An unpaid order can be paid or deleted. */
export const Unpaid: Story = {
  args: { orders: [unpaidOrder] },
  play: async ({ args, canvasElement }) => {
    const table = tableIn(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(2);
    const row = table.getByRole('row', { name: new RegExp(unpaidOrder.productName) });
    await expect(row).toHaveTextContent('Unpaid');
    // Its price with VAT: $567 and 20%.
    await expect(row).toHaveTextContent('$680.40');
    // Its number leads to its page, over the day it was placed.
    await expect(within(row).getByRole('link', { name: `Order ${unpaidOrder.number}: ${unpaidOrder.productName}` })).toHaveAttribute('href', `/dashboard/order/${unpaidOrder._id}`);
    await expect(within(row).getByText('29 Jun 2025')).toHaveAttribute('datetime', unpaidOrder.placedAt);
    await expect(within(row).getByRole('link', { name: `Pay for ${unpaidOrder.productName}` })).toHaveAttribute('href', `/dashboard/payment/${unpaidOrder._id}`);
    await userEvent.click(within(row).getByRole('button', { name: `Delete ${unpaidOrder.productName}` }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(unpaidOrder);
  },
};

/** A paid order shows its transaction id and can no longer be paid or deleted. */
export const Paid: Story = {
  args: { orders: [paidOrder] },
  play: async ({ canvasElement }) => {
    const table = tableIn(canvasElement);
    await expect(table.getByText('Paid')).toBeVisible();
    await expect(table.getByText(paidOrder.transactionId ?? '')).toBeVisible();
    await expect(table.queryByRole('link', { name: /^Pay for/ })).not.toBeInTheDocument();
    await expect(table.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  },
};

/** A shipped order; this one was placed without a phone number. */
export const Shipped: Story = {
  args: { orders: [shippedOrder] },
  play: async ({ canvasElement }) => {
    const table = tableIn(canvasElement);
    await expect(table.getByText('Shipped')).toBeVisible();
    await expect(table.getByText(shippedOrder.transactionId ?? '')).toBeVisible();
    await expect(table.queryByRole('link', { name: /^Pay for/ })).not.toBeInTheDocument();
    await expect(table.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  },
};

/** A long history of mixed statuses: only the unpaid ones have actions. */
export const ManyRows: Story = {
  args: { orders: manySampleOrders },
  play: async ({ canvasElement }) => {
    const table = tableIn(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(manySampleOrders.length + 1);
    const unpaid = manySampleOrders.filter((order) => !order.paid).length;
    await expect(table.getAllByRole('link', { name: /^Pay for/ })).toHaveLength(unpaid);
    await expect(table.getAllByRole('button', { name: /^Delete/ })).toHaveLength(unpaid);
  },
};

/** On a phone each order is a card, with the same actions. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // (The story's toast viewport is a list too.)
    const list = canvas.getByRole('list', { name: /orders/i });
    await expect(list).toBeVisible();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(sampleOrders.length);
    const card = within(cards[0]);
    await expect(card.getByRole('link', { name: `Order ${unpaidOrder.number}: ${unpaidOrder.productName}` })).toHaveAttribute('href', `/dashboard/order/${unpaidOrder._id}`);
    await expect(card.getByRole('link', { name: `Pay for ${unpaidOrder.productName}` })).toHaveAttribute('href', `/dashboard/payment/${unpaidOrder._id}`);
    await userEvent.click(card.getByRole('button', { name: `Delete ${unpaidOrder.productName}` }));
    await expect(args.onDelete).toHaveBeenCalledWith(unpaidOrder);
    await expect(within(cards[1]).getByText('Paid')).toBeVisible();
    // A paid order has no buttons, and its card no stray dash where they would be.
    await expect(within(cards[1]).queryByText('—')).not.toBeInTheDocument();
    // The cards fit the screen: nothing scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a laptop, beside the dashboard's sidebar: the table, nothing scrolling sideways; the one buyer's name and email said once above it. */
export const OnALaptop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: /orders/i })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Order', 'Phone', 'Product', 'Quantity', 'Price', 'Action', 'Status', 'Transaction ID']);
    await expect(canvas.getByText(/^Ordered by/)).toHaveTextContent(`Ordered by ${unpaidOrder.customerName}, ${unpaidOrder.customerEmail}`);
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(canvas.getByRole('button', { name: `Delete ${unpaidOrder.productName}` }));
  },
};

const longOrder: Order = { ...withProductName(unpaidOrder, unbrokenProductName), _id: 'long-order', customerName: unbrokenName, customerEmail: longEmail };

/** A 360-character name, a long email and a long product name wrap or are cut; the buttons stay in view. */
export const LongNamesOnALaptop: Story = {
  args: { orders: [longOrder, paidOrder] },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(within(canvasElement).getByRole('button', { name: `Delete ${unbrokenProductName}` }));
    // Orders placed under two names: each row says its own.
    await expect(within(within(canvasElement).getByRole('table')).getByTitle(unbrokenName)).toHaveTextContent(unbrokenName);
    await expect(within(canvasElement).queryByText(/^Ordered by/)).not.toBeInTheDocument();
  },
};

export const LongNamesOnAPhone: Story = {
  args: { orders: [longOrder, paidOrder] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(within(canvasElement).getByRole('button', { name: `Delete ${unbrokenProductName}` }));
  },
};

/**
 * On a laptop, orders of several lines: each row's Product names its lines with their quantities
 * (a cart of 14 its first two and "and 12 more products"), Quantity counts the units of all; a
 * one-line order reads as before. No name, phone or order number breaks inside a word.
 */
export const SeveralLinesOnALaptop: Story = {
  args: { orders: [bigCartOrder, multiLineOrder, ...sampleOrders] },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    const cell = (row: HTMLElement, header: string) => within(row).getAllByRole('cell')[headers.indexOf(header)];
    const [, big, cart, one] = within(table).getAllByRole('row');
    await expectLinesInRow(cell(cart, 'Product'), multiLineOrder.lines);
    await expect(cell(cart, 'Quantity')).toHaveTextContent('19');
    await expectLinesInRow(cell(big, 'Product'), bigCartOrder.lines);
    await expect(cell(big, 'Product')).toHaveTextContent('and 12 more products');
    await expect(cell(one, 'Product')).toHaveTextContent(unpaidOrder.productName);
    await expect(within(cell(one, 'Product')).queryByRole('list')).not.toBeInTheDocument();
    await expectWordsWhole(table);
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(within(table).getAllByRole('button', { name: /^Delete/ })[0]);
  },
};

export const SeveralLinesOnADesktop: Story = {
  ...SeveralLinesOnALaptop,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** On a phone each card's title names the order's lines. */
export const SeveralLinesOnAPhone: Story = {
  args: { orders: [bigCartOrder, multiLineOrder, ...sampleOrders] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = [...within(canvasElement).getByRole('list', { name: /orders/i }).children] as HTMLElement[];
    await expectLinesInRow(cards[0], bigCartOrder.lines);
    await expectLinesInRow(cards[1], multiLineOrder.lines);
    await expect(within(cards[2]).getByText(unpaidOrder.productName)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
