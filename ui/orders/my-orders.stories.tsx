import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleOrders, unpaidOrder } from '../../.storybook/sample-data/orders';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { SLOW_ANSWER_MS, slowAnswerText } from '../components/slow-answer-note';
import { MyOrders } from './my-orders';
import { toastList } from '../../.storybook/toast-list';

/** The customer's orders, loaded from GET /api/order?customer= (the story's shop); Delete calls DELETE /api/order/:id. */
const meta = {
  title: 'Orders/MyOrders',
  component: MyOrders,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  // Wide enough for the orders table; OrdersTable's stories show the cards of narrower screens.
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { customer: sampleCustomer.email, onSessionRefused: fn() },
} satisfies Meta<typeof MyOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */

export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(canvas.getByText('3 orders')).toBeVisible();
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(sampleOrders.length + 1);
    await expect(table.getByRole('link', { name: `Pay for ${unpaidOrder.productName}` })).toBeVisible();
    // Each order's number and placed day, the number leading to the order's page.
    for (const order of sampleOrders) await expect(table.getByRole('link', { name: `Order ${order.number}: ${order.productName}` })).toHaveAttribute('href', `/dashboard/order/${order._id}`);
    await expect(args.onSessionRefused).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  parameters: { shop: { orders: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have not ordered anything yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/#tools');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { listOrders: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your orders');
    await expect(canvas.queryByRole('heading', { name: 'My Orders' })).not.toBeInTheDocument();
  },
};

/** The API takes longer than a few seconds: the loading state stays, and a note says the answer is slow. */
export const TakingLonger: Story = {
  parameters: { api: { listOrders: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your orders');
    await expect(await canvas.findByText(slowAnswerText, {}, { timeout: SLOW_ANSWER_MS + 2000 })).toBeVisible();
    await expect(canvas.getByText('Loading your orders…')).toBeVisible();
  },
};

/** The API fails on its side once (500): the list is read again without a word, and shows. */
export const ReadAgainAfterAFailure: Story = {
  parameters: { api: { listOrders: { failure: 500, times: 1 } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(storyApi(context).callsOf('listOrders')).toHaveLength(2);
  },
};

/** The API answers 500; "Try again" loads the list once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { listOrders: 500 } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your orders could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(args.onSessionRefused).not.toHaveBeenCalled();
    storyApi(context).heal('listOrders');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** Delete asks first; once confirmed the order is removed from the list. */
export const DeletesAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${unpaidOrder.productName}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    await expect(dialog).toHaveAccessibleDescription(`3 × ${unpaidOrder.productName} ($680.40) will be removed. This cannot be undone.`);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(confirm);

    const toast = await (await toastList()).findByText(`Deleted Successfully ${unpaidOrder.productName}`);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = within(canvas.getByRole('table'));
    await expect(table.queryByRole('row', { name: new RegExp(unpaidOrder.productName) })).not.toBeInTheDocument();
    await expect(table.getAllByRole('row')).toHaveLength(sampleOrders.length);
    await expect(canvas.getByText('2 orders')).toBeVisible();
  },
};

/** Cancel keeps the order. */
export const CancelsDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${unpaidOrder.productName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: `Delete ${unpaidOrder.productName}` })).toBeVisible();
    await expect(canvas.getByText('3 orders')).toBeVisible();
  },
};

/** DELETE answers 500: the API's message is shown and the order stays. */
export const DeleteFails: Story = {
  parameters: { api: { deleteOrder: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${unpaidOrder.productName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const toast = await (await toastList()).findByText('Something went wrong on our side. Please try again.');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: `Delete ${unpaidOrder.productName}` })).toBeVisible();
    await expect(canvas.getByText('3 orders')).toBeVisible();
  },
};

/** The API answers 401: the customer is told, and the page is asked to sign them out. A refusal is never asked again. */
export const SessionRefused: Story = {
  parameters: { api: { listOrders: 401 } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const toast = await (await toastList()).findByText('UnAuthorized Access');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(args.onSessionRefused).toHaveBeenCalledTimes(1));
    // The list is never shown to a refused session.
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(storyApi(context).callsOf('listOrders')).toHaveLength(1);
  },
};
