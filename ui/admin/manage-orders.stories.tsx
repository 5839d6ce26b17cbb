import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderSteps } from '../../tests/support/order-steps';
import { shopActor } from '../../core/domain/order-event';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn } from '../../.storybook/layout-checks';
import { adminOrders, shippableOrder, unpaidAdminOrder, adminOrdersWithCarts, bigCartAdminOrder, multiLineAdminOrder, withProductName } from '../../.storybook/sample-data/orders';
import { cancellationRequestedOrder, cancelledOrder, packingListOrders, shortOfStockOrder } from '../../.storybook/sample-data/packing-list';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { totalWords } from '../../core/domain/tax';
import { ManageOrders } from './manage-orders';
import { toastList } from '../../.storybook/toast-list';
import { expectLinesInRow, expectNotCut, expectWordsWhole } from '../../.storybook/order-lines-checks';

/**
 * /dashboard/manageOrders, the packing list: orders from GET /api/allOrders?filter=&search= (the story's shop, signed in as its
 * admin), 12 a page, newest first with the short of stock above all; Ship opens a dialog whose confirmation calls PUT /api/order/shipped/:id.
 */
const meta = {
  title: 'Admin/ManageOrders',
  component: ManageOrders,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { orders: adminOrders, signedInAs: sampleAdmin } },
  // Wide enough for the orders table; AllOrdersTable's stories show the cards of narrower screens.
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof ManageOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = 12;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */

const expectToast = async (message: string) => {
  const toast = await (await toastList()).findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};

const shipLabel = `Ship ${shippableOrder.productName} for ${shippableOrder.customerEmail}`;

/** The table, once the first page has loaded. */
const loadedTable = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table'));

export const Loaded: Story = {
  name: 'Full',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Manage All Orders' })).toBeVisible();
    const table = await loadedTable(canvasElement);
    const rows = table.getAllByRole('row');
    await expect(rows).toHaveLength(PAGE + 1);
    await expect(canvas.getByText(`Showing the latest ${PAGE} orders`)).toBeVisible();
    await expect(within(rows[1]).getByRole('button', { name: shipLabel })).toBeVisible();
    // Its price with VAT.
    await expect(within(rows[1]).getByText(totalWords(shippableOrder))).toBeVisible();
    await expect(within(rows[2]).getByText('Unpaid')).toBeVisible();
    await expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(rows[3]).getByText('Shipped')).toBeVisible();
    await expect(within(rows[3]).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show more orders' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { shop: { orders: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders yet')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Manage All Orders' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { listAllOrders: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading all orders');
    await expect(canvas.getByRole('heading', { name: 'Manage All Orders' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** GET /api/allOrders answers 500; "Try again" loads the list once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { listAllOrders: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The orders could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    storyApi(context).heal('listAllOrders');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** Shipping a paid order: the toast, then the order shows Shipped and can no longer be shipped. */
export const ShipsPaidOrder: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const api = storyApi(context);
    const table = await loadedTable(canvasElement);
    const row = within(table.getAllByRole('row')[1]);
    await expect(row.getByText('Paid')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: shipLabel }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: `Ship ${shippableOrder.number}` })).getByRole('button', { name: 'Mark as shipped' }));

    await expectToast('Ordered Shipped Successfully');
    await expect(api.callsOf('shipOrder').map((call) => call.params.id)).toEqual([shippableOrder._id]);
    await expect((await api.shop.repositories.orders.findById(shippableOrder._id))?.shipped).toBe(true);
    await waitFor(() => expect(row.getByText('Shipped')).toBeVisible());
    await expect(row.queryByRole('button', { name: shipLabel })).not.toBeInTheDocument();
  },
};

/** Another admin shipped the order meanwhile: PUT /api/order/shipped/:id answers 409, the server's message is shown and the row stays as it was. */
export const ShipRefused: Story = {
  play: async (context) => {
    const table = await loadedTable(context.canvasElement);
    const row = within(table.getAllByRole('row')[1]);
    await orderSteps(storyApi(context).shop.repositories.orders).markShipped(shippableOrder._id, shopActor, { carrier: null, trackingNumber: null });
    await userEvent.click(row.getByRole('button', { name: shipLabel }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as shipped' }));
    await expectToast('This order is already shipped');
    await waitFor(() => expect(row.getByRole('button', { name: shipLabel })).toBeEnabled());
    await expect(row.getByText('Paid')).toBeVisible();
  },
};

/** "Show more orders" adds the next page below, until the last one. */
export const ShowsMoreOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(PAGE + 1);

    await userEvent.click(canvas.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2 * PAGE + 1));
    await expect(canvas.getByText(`Showing the latest ${2 * PAGE} orders`)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(adminOrders.length + 1));
    await expect(canvas.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
    await expect(canvas.getByText(`${adminOrders.length} orders`)).toBeVisible();
  },
};

/** The next page fails to load: a toast, the orders shown stay, and the button remains for another try. */
export const ShowMoreFails: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    storyApi(context).fail('listAllOrders', 500);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more orders' }));
    await expectToast('Something went wrong on our side. Please try again.');
    await expect(table.getAllByRole('row')).toHaveLength(PAGE + 1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Show more orders' })).toBeEnabled());
  },
};

/** On a phone each order is a card with its Ship button; the page never scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: /all orders/i });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE);
    await expect(within(list).getByRole('button', { name: shipLabel })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The order numbers of the table's rows, top to bottom. */
const numbersIn = (table: ReturnType<typeof within>) => table.getAllByRole('row').slice(1).map((row: HTMLElement) => within(row).getByRole('link', { name: /^HT-/ }).textContent);

const view = async (canvasElement: HTMLElement, tab: string) => {
  await userEvent.click(within(canvasElement).getByRole('tab', { name: tab }));
  await waitFor(() => expect(within(canvasElement).getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true'));
};

const expectRows = async (canvasElement: HTMLElement, orders: readonly { number: string }[]) => {
  await waitFor(async () => expect(numbersIn(await loadedTable(canvasElement))).toEqual(orders.map((order) => order.number)));
};

const [paidOrder, unpaidOrder, shippedOrder] = packingListOrders;

/**
 * The packing list's columns beside the seed's, and each view showing its own orders: short of stock first in every view,
 * to ship (paid, not shipped, not cancelled), unpaid, shipped, cancelled, cancellation requested.
 */
export const Views: Story = {
  parameters: { shop: { orders: packingListOrders } },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Name', 'Price', 'Quantity', 'Deliver to', 'Action', 'Status']);
    await expectRows(canvasElement, [shortOfStockOrder, paidOrder, unpaidOrder, shippedOrder, cancellationRequestedOrder, cancelledOrder]);

    await view(canvasElement, 'To ship');
    await expectRows(canvasElement, [shortOfStockOrder, paidOrder, cancellationRequestedOrder]);
    const [short, , requested] = (await loadedTable(canvasElement)).getAllByRole('row').slice(1).map((row: HTMLElement) => within(row));
    await expect(short.getByText('Short of stock')).toBeVisible();
    await expect(requested.getByText('Cancellation requested')).toBeVisible();
    await expect(requested.getByText('Approve or decline the cancellation first')).toBeVisible();
    await expect(requested.queryByRole('button', { name: /^Ship / })).not.toBeInTheDocument();

    await view(canvasElement, 'Unpaid');
    await expectRows(canvasElement, [unpaidOrder]);
    await view(canvasElement, 'Shipped');
    await expectRows(canvasElement, [shippedOrder]);
    await view(canvasElement, 'Cancelled');
    await expectRows(canvasElement, [cancelledOrder]);
    await expect((await loadedTable(canvasElement)).getByText('Refunded')).toBeVisible();
    await view(canvasElement, 'Cancellation requested');
    await expectRows(canvasElement, [cancellationRequestedOrder]);
  },
};

/** Each row: its number leading to the order's page, the date placed, the address on a few lines, the phone and its packing slip. */
export const RowDetails: Story = {
  parameters: { shop: { orders: packingListOrders } },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    const row = within(table.getAllByRole('row')[2]);
    await expect(row.getByRole('link', { name: paidOrder.number })).toHaveAttribute('href', `/dashboard/order/${paidOrder._id}`);
    await expect(row.getByText(paidOrder.productName)).toBeVisible();
    await expect(row.getByText('Marta Kowalczyk')).toBeVisible();
    await expect(row.getByText(/Unit 7, Riverside Trading Estate, Mill Lane, Hamilton, Ontario, L8P 4R5, Canada/)).toBeVisible();
    await expect(row.getByText(/^Phone:/)).toHaveTextContent(`Phone: ${paidOrder.phone}`);
    await expect(row.getByRole('link', { name: `Packing slip for ${paidOrder.number}` })).toHaveAttribute('href', `/dashboard/order/${paidOrder._id}/slip`);
    await expect(row.getByText(/2025/)).toBeVisible();
  },
};

const searchFor = async (canvasElement: HTMLElement, text: string) => {
  const box = within(canvasElement).getByRole('searchbox', { name: 'Order number or email' });
  await userEvent.clear(box);
  await userEvent.type(box, `${text}{Enter}`);
};

/** Searching by number finds that order, written as HT-10499 or ht10499; in any view it applies to. */
export const SearchByNumber: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await loadedTable(canvasElement);
    await searchFor(canvasElement, unpaidAdminOrder.number.toLowerCase().replace('-', ''));
    await expectRows(canvasElement, [unpaidAdminOrder]);
    await expect(storyApi(context).callsOf('listAllOrders').at(-1)?.query).toMatchObject({ search: 'ht10499', filter: 'all' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear search' }));
    await waitFor(async () => expect((await loadedTable(canvasElement)).getAllByRole('row')).toHaveLength(PAGE + 1));
  },
};

/** The number's digits alone find the order too: 10499 for HT-10499. */
export const SearchByDigits: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await searchFor(canvasElement, unpaidAdminOrder.number.replace('HT-', ''));
    await expectRows(canvasElement, [unpaidAdminOrder]);
  },
};

/** Part of an email finds that customer's orders only. */
export const SearchByEmail: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await searchFor(canvasElement, 'GRACE.LIU');
    const graces = adminOrders.filter((order) => order.customerEmail === 'grace.liu@example.com');
    await expectRows(canvasElement, graces.slice(0, PAGE));
    await expect(graces.length).toBeGreaterThan(1);
  },
};

/** A search nothing matches says so, with how to search and a way back to every order. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement);
    await searchFor(canvasElement, 'HT-99999');
    await expect(await canvas.findByText('No order matches “HT-99999”')).toBeVisible();
    await expect(canvas.getByText('Search by an order number such as HT-10042 (or 10042), or by part of the customer’s email.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show every order' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Order number or email' })).toHaveValue('');
  },
};

/** An empty view says what it holds. */
export const EmptyView: Story = {
  parameters: { shop: { orders: [shippableOrder] } },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await view(canvasElement, 'Cancellation requested');
    await expect(await within(canvasElement).findByText('No cancellation requests')).toBeVisible();
  },
};

/** Ship asks for the carrier and tracking number (both optional): the order ships with them and leaves the To ship view. */
export const ShipsWithTracking: Story = {
  parameters: { shop: { orders: packingListOrders } },
  play: async (context) => {
    const { canvasElement } = context;
    await loadedTable(canvasElement);
    await view(canvasElement, 'To ship');
    await expectRows(canvasElement, [shortOfStockOrder, paidOrder, cancellationRequestedOrder]);
    await userEvent.click((await loadedTable(canvasElement)).getByRole('button', { name: `Ship ${paidOrder.productName} for ${paidOrder.customerEmail}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Ship ${paidOrder.number}` }));
    await expect(dialog.getByLabelText('Carrier (optional)')).toHaveFocus();
    await userEvent.type(dialog.getByLabelText('Carrier (optional)'), 'DHL Express');
    await userEvent.type(dialog.getByLabelText('Tracking number (optional)'), 'JD014600003828');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as shipped' }));

    await expectToast('Ordered Shipped Successfully');
    await expect(storyApi(context).callsOf('shipOrder').map((call) => call.body)).toEqual([{ carrier: 'DHL Express', trackingNumber: 'JD014600003828' }]);
    await expect(await storyApi(context).shop.repositories.orders.findById(paidOrder._id)).toMatchObject({ shipped: true, carrier: 'DHL Express', trackingNumber: 'JD014600003828' });
    await expectRows(canvasElement, [shortOfStockOrder, cancellationRequestedOrder]);
    await view(canvasElement, 'Shipped');
    await expectRows(canvasElement, [paidOrder, shippedOrder]);
  },
};

/** A tracking number on two lines is refused in the dialog, with the schema's message; nothing is sent. */
export const ShipDialogRefusesBadInput: Story = {
  play: async (context) => {
    await userEvent.click((await loadedTable(context.canvasElement)).getByRole('button', { name: shipLabel }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Carrier (optional)'), 'x'.repeat(61));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as shipped' }));
    await expect(await dialog.findByText('Keep the carrier under 60 characters')).toBeVisible();
    await expect(storyApi(context).callsOf('shipOrder')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const withLongNames = [{ ...withProductName(shortOfStockOrder, 'Torque'.repeat(20)), customerName: 'Maximilian'.repeat(36), customerEmail: `${'procurement'.repeat(5)}@${'northbridge-fabrication'.repeat(3)}.example`, deliveryAddress: { ...shortOfStockOrder.deliveryAddress!, recipient: 'Bartholomew'.repeat(9), line1: 'Industriestrasse'.repeat(12) } }, ...packingListOrders.slice(0, 5)];

/** A laptop (1280) and a desktop (1440), beside the dashboard's sidebar: long names and addresses wrap, Ship and the slip stay in view. */
export const LongNamesOnALaptop: Story = {
  parameters: { shop: { orders: withLongNames } },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    for (const link of table.getAllByRole('link', { name: /^Packing slip/ })) await expectInView(link);
    await expectInView(table.getAllByRole('button', { name: /^Ship / })[0]);
  },
};

export const LongNamesOnADesktop: Story = {
  ...LongNamesOnALaptop,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** A phone (390): cards, the tabs wrapping, the search and every action in view. */
export const LongNamesOnAPhone: Story = {
  parameters: { shop: { orders: withLongNames } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: /all orders/i });
    await expectNoSidewaysScroll(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) await expectInView(tab);
    for (const link of within(list).getAllByRole('link', { name: /^Packing slip/ })) await expectInView(link);
    await expect(within(list).getAllByText('Short of stock')[0]).toBeVisible();
  },
};

/**
 * The packing list with two carts on top, on a laptop beside the sidebar: each row names its lines
 * with their quantities over the units in all, a one-line order its product's name whole (once cut
 * to "Tape Measure ..."); no name, email, phone or order number breaks inside a word.
 */
export const CartsOnALaptop: Story = {
  parameters: { shop: { orders: adminOrdersWithCarts } },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    const headers = table.getAllByRole('columnheader').map((th) => th.textContent);
    const quantityOf = (row: HTMLElement) => within(row).getAllByRole('cell')[headers.indexOf('Quantity')];
    const [, big, cart, ...rest] = table.getAllByRole('row');
    await expectLinesInRow(quantityOf(cart), multiLineAdminOrder.lines);
    await expectLinesInRow(quantityOf(big), bigCartAdminOrder.lines);
    for (const row of rest) {
      const order = adminOrdersWithCarts.find((o) => row.textContent?.includes(o.number))!;
      const name = within(quantityOf(row)).getByText(order.productName);
      await expect(name).toBeVisible();
      await expectNotCut(name.parentElement!);
    }
    await expectWordsWhole(within(canvasElement).getByRole('table'));
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const CartsOnADesktop: Story = {
  ...CartsOnALaptop,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const CartsOnAPhone: Story = {
  parameters: { shop: { orders: adminOrdersWithCarts } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: /all orders/i });
    const cards = [...list.children] as HTMLElement[];
    await expectLinesInRow(cards[0], bigCartAdminOrder.lines);
    await expectLinesInRow(cards[1], multiLineAdminOrder.lines);
    await expectNoSidewaysScroll(canvasElement);
  },
};
