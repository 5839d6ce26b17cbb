import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  deleteOrderErrorHandler,
  orderErrorBody,
  orderListEmptyHandler,
  orderListErrorHandler,
  orderListHandler,
  orderListLoadingHandler,
  sampleCustomer,
  sampleOrders,
  sessionExpiredBody,
  unpaidOrder,
} from '../../.storybook/msw-handlers';
import { SLOW_ANSWER_MS, slowAnswerText } from '../components/slow-answer-note';
import { MyOrders } from './my-orders';

/** The customer's orders, loaded from GET /api/order?customer= (msw); Delete calls DELETE /api/order/:id. */
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
const toastList = async () => within(await screen.findByRole('region', { name: /notifications/i }));

export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(canvas.getByText('3 orders')).toBeVisible();
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(sampleOrders.length + 1);
    await expect(table.getByRole('link', { name: `Pay for ${unpaidOrder.product}` })).toBeVisible();
    await expect(args.onSessionRefused).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { orders: orderListEmptyHandler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have not ordered anything yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/#tools');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { orders: orderListLoadingHandler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your orders');
    await expect(canvas.queryByRole('heading', { name: 'My Orders' })).not.toBeInTheDocument();
  },
};

/** The API takes longer than a few seconds: the loading state stays, and a note says the answer is slow. */
export const TakingLonger: Story = {
  parameters: { msw: { handlers: { orders: orderListLoadingHandler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your orders');
    await expect(await canvas.findByText(slowAnswerText, {}, { timeout: SLOW_ANSWER_MS + 2000 })).toBeVisible();
    await expect(canvas.getByText('Loading your orders…')).toBeVisible();
  },
};

let listReads = 0;

/** The API fails on its side once (500): the list is read again without a word, and shows. */
export const ReadAgainAfterAFailure: Story = {
  beforeEach: () => {
    listReads = 0;
  },
  parameters: {
    msw: {
      handlers: { orders: http.get('*/api/order', () => (++listReads === 1 ? HttpResponse.json(orderErrorBody, { status: 500 }) : HttpResponse.json(sampleOrders))) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(listReads).toBe(2);
  },
};

/** The API answers 500; "Try again" loads the list once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { orders: orderListErrorHandler } } },
  play: async ({ args, canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your orders could not be loaded');
    await expect(alert).toHaveTextContent(orderErrorBody.message);
    await expect(args.onSessionRefused).not.toHaveBeenCalled();
    msw.use(orderListHandler());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** Delete asks first; once confirmed the order is removed from the list. */
export const DeletesAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${unpaidOrder.product}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    await expect(dialog).toHaveAccessibleDescription(`3 × ${unpaidOrder.product} ($567) will be removed. This cannot be undone.`);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(confirm);

    const toast = await (await toastList()).findByText(`Deleted Successfully ${unpaidOrder.product}`);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = within(canvas.getByRole('table'));
    await expect(table.queryByRole('row', { name: new RegExp(unpaidOrder.product) })).not.toBeInTheDocument();
    await expect(table.getAllByRole('row')).toHaveLength(sampleOrders.length);
    await expect(canvas.getByText('2 orders')).toBeVisible();
  },
};

/** Cancel keeps the order. */
export const CancelsDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${unpaidOrder.product}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: `Delete ${unpaidOrder.product}` })).toBeVisible();
    await expect(canvas.getByText('3 orders')).toBeVisible();
  },
};

/** DELETE answers 500: the API's message is shown and the order stays. */
export const DeleteFails: Story = {
  parameters: { msw: { handlers: { deleteOrder: deleteOrderErrorHandler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${unpaidOrder.product}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const toast = await (await toastList()).findByText(orderErrorBody.message);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: `Delete ${unpaidOrder.product}` })).toBeVisible();
    await expect(canvas.getByText('3 orders')).toBeVisible();
  },
};

let refusals = 0;

/** The API answers 401: the customer is told, and the page is asked to sign them out. A refusal is never asked again. */
export const SessionRefused: Story = {
  beforeEach: () => {
    refusals = 0;
  },
  parameters: {
    msw: {
      handlers: {
        orders: http.get('*/api/order', () => {
          refusals++;
          return HttpResponse.json(sessionExpiredBody, { status: 401 });
        }),
      },
    },
  },
  play: async ({ args, canvasElement }) => {
    const toast = await (await toastList()).findByText('UnAuthorized Access');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(args.onSessionRefused).toHaveBeenCalledTimes(1));
    // The list is never shown to a refused session.
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(refusals).toBe(1);
  },
};
