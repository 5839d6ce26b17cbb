import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn, longEmail, unbrokenName, unbrokenProductName } from '../../.storybook/layout-checks';
import { adminOrders, bigCartAdminOrder, fewAdminOrders, multiLineAdminOrder, shippableOrder, shippedAdminOrder, unpaidAdminOrder, withProductName } from '../../.storybook/sample-data/orders';
import { expectLinesInRow, expectNotCut, expectWordsWhole } from '../../.storybook/order-lines-checks';
import { AllOrdersTable } from './all-orders-table';
import type { Order } from '../../core/domain/order';

/**
 * Presentational: ManageOrders feeds it. A table where its eight columns fit, one card per order
 * where they do not; both are rendered and CSS shows one, so queries skip the hidden one.
 */
const meta = {
  title: 'Admin/AllOrdersTable',
  component: AllOrdersTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { orders: fewAdminOrders, onShip: fn() },
} satisfies Meta<typeof AllOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const shipLabel = (order: Pick<Order, 'productName' | 'customerEmail'>) => `Ship ${order.productName} for ${order.customerEmail}`;

/** Paid (Ship), unpaid (cannot be shipped) and shipped: the seed's columns (name with the user's email under it, price, quantity, action, status) with the order, its date and where it goes. */
export const Statuses: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    const headers = table.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['Order', 'Name', 'Price', 'Quantity', 'Deliver to', 'Action', 'Status']);
    const [, paid, unpaid, shipped] = table.getAllByRole('row').map((row) => within(row));

    await expect(paid.getByText(shippableOrder.customerName)).toBeVisible();
    await expect(paid.getByText(shippableOrder.customerEmail)).toBeVisible();
    await expect(paid.getByText('Paid')).toBeVisible();
    await userEvent.click(paid.getByRole('button', { name: shipLabel(shippableOrder) }));
    await expect(args.onShip).toHaveBeenCalledWith(shippableOrder);

    await expect(unpaid.getByText('Unpaid')).toBeVisible();
    await expect(unpaid.queryByRole('button')).not.toBeInTheDocument();
    await expect(unpaid.getByText(unpaidAdminOrder.customerName)).toBeVisible();

    await expect(shipped.getByText('Shipped')).toBeVisible();
    await expect(shipped.queryByRole('button')).not.toBeInTheDocument();
    await expect(shipped.getByText(shippedAdminOrder.customerName)).toBeVisible();
    await expect(args.onShip).toHaveBeenCalledTimes(1);
  },
};

/** A Ship request is running: that button is busy. */
export const Shipping: Story = {
  args: { shipping: new Set([shippableOrder._id]) },
  play: async ({ canvasElement }) => {
    const button = within(within(canvasElement).getByRole('table')).getByRole('button', { name: shipLabel(shippableOrder) });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A long list: only the paid, unshipped orders have a Ship button. */
export const ManyRows: Story = {
  args: { orders: adminOrders },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(adminOrders.length + 1);
    await expect(table.getAllByRole('button', { name: /^Ship / })).toHaveLength(adminOrders.filter((o) => o.paid && !o.shipped).length);
  },
};

/** On a phone each order is a card with the same action; nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: /all orders/i })).getAllByRole('listitem');
    await expect(cards).toHaveLength(fewAdminOrders.length);
    await userEvent.click(within(cards[0]).getByRole('button', { name: shipLabel(shippableOrder) }));
    await expect(args.onShip).toHaveBeenCalledWith(shippableOrder);
    await expect(within(cards[1]).getByText('Unpaid')).toBeVisible();
    await expect(within(cards[2]).getByText('Shipped')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const longOrder: Order = { ...withProductName(shippableOrder, unbrokenProductName), _id: 'long-order', customerName: unbrokenName, customerEmail: longEmail };

/** On a laptop, beside the dashboard's sidebar: a 360-character name, a long email and product wrap or are cut, and Ship stays in view. */
export const LongNamesOnALaptop: Story = {
  args: { orders: [longOrder, ...fewAdminOrders] },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(within(canvasElement).getByRole('button', { name: shipLabel(longOrder) }));
    await expect(within(within(canvasElement).getByRole('table')).getByTitle(unbrokenName)).toHaveTextContent(unbrokenName);
  },
};

export const LongNamesOnAPhone: Story = {
  args: { orders: [longOrder, ...fewAdminOrders] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(within(canvasElement).getByRole('button', { name: shipLabel(longOrder) }));
  },
};

/** The cells of a row, by their column's header. */
const cellsOf = (table: HTMLElement, row: HTMLElement) => {
  const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
  const cells = within(row).getAllByRole('cell');
  return (header: string) => cells[headers.indexOf(header)];
};

const withCarts = [bigCartAdminOrder, multiLineAdminOrder, shippableOrder, unpaidAdminOrder];

/**
 * On a laptop beside the sidebar, orders of several lines: each row names its lines with their
 * quantities (a cart of 14 the first two and "and 12 more products"), over the units in all; a
 * one-line order its product's name whole. No name, email, phone or order number breaks inside a word.
 */
export const SeveralLinesOnALaptop: Story = {
  args: { orders: withCarts },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const [, big, cart, one] = within(table).getAllByRole('row');
    await expect(cellsOf(table, cart)('Quantity')).toHaveTextContent(/^19 units/);
    await expectLinesInRow(cellsOf(table, cart)('Quantity'), multiLineAdminOrder.lines);
    await expectLinesInRow(cellsOf(table, big)('Quantity'), bigCartAdminOrder.lines);
    await expect(cellsOf(table, big)('Quantity')).toHaveTextContent('and 12 more products');
    // A one-line order as before: its quantity over its product's name, here whole.
    const product = within(cellsOf(table, one)('Quantity')).getByText(shippableOrder.productName);
    await expect(product).toBeVisible();
    await expect(product.getAttribute('title') ?? '').toBe('');
    await expect(product.closest('[class*="clamp"], [class*="truncate"]')).toBeNull();
    await expectNotCut(product.parentElement!);
    await expectWordsWhole(table);
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(within(table).getAllByRole('link', { name: /^Packing slip/ })[0]);
  },
};

export const SeveralLinesOnADesktop: Story = {
  ...SeveralLinesOnALaptop,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** On a phone each card's title names the order's lines. */
export const SeveralLinesOnAPhone: Story = {
  args: { orders: withCarts },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = [...within(canvasElement).getByRole('list', { name: /all orders/i }).children] as HTMLElement[];
    await expectLinesInRow(cards[1], multiLineAdminOrder.lines);
    await expect(within(cards[2]).getByText(shippableOrder.productName)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The realistic names that once broke inside a word at 1280 px: "Northbrid / ge", "fabrication.ex / ample", "Screwdrive / r Set". */
export const RealNamesOnALaptop: Story = {
  args: { orders: [...adminOrders.slice(0, 6), withProductName(unpaidAdminOrder, 'Combination Wrench Set, 12 pcs')] },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expectWordsWhole(table);
    await expectNoSidewaysScroll(canvasElement);
  },
};
