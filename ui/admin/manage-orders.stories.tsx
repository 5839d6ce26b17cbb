import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminOrders, shippableOrder } from '../../.storybook/sample-data/orders';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { formatPrice } from '../format';
import { ManageOrders } from './manage-orders';

/**
 * /dashboard/manageOrders: every order from GET /api/allOrders (the story's shop, signed in as its admin), 12 a page, newest first;
 * Ship calls PUT /api/order/shipped/:id.
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
const toastList = async () => within(await screen.findByRole('region', { name: /notifications/i }));

const expectToast = async (message: string) => {
  const toast = await (await toastList()).findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};

const shipLabel = `Ship ${shippableOrder.product} for ${shippableOrder.customer}`;

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
    await expect(within(rows[1]).getByText(formatPrice(shippableOrder.totalPrice))).toBeVisible();
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
    await expect(canvas.queryByRole('heading', { name: 'Manage All Orders' })).not.toBeInTheDocument();
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
    await storyApi(context).shop.repositories.orders.markShipped(shippableOrder._id);
    await userEvent.click(row.getByRole('button', { name: shipLabel }));
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
