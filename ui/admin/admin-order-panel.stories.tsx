import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderSteps } from '../../tests/support/order-steps';
import { useQuery } from '@tanstack/react-query';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn } from '../../.storybook/layout-checks';
import { adminOrders, multiLineAdminOrder, overdueOnAccountOrder, owedOnAccountOrder, settledOnAccountOrder } from '../../.storybook/sample-data/orders';
import { sampleTrade } from '../../.storybook/sample-data/trade';
import { onAccountMessages } from '../../core/domain/on-account';
import { amountDue } from '../../core/domain/tax';
import { formatDate } from '../format';
import { expectLinesTable, expectWordsWhole } from '../../.storybook/order-lines-checks';
import { contentsOf } from '../../core/domain/order-contents';
import { OrderView } from '../orders/order-view';
import { orderKeys } from '../queries/orders';
import { otherAdmin, sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import type { Order } from '../../core/domain/order';
import { actorOf } from '../../core/domain/order-event';
import { LoadingState } from '../components/states';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { AdminOrderPanel } from './admin-order-panel';

/** Stands in for the order page's detail query: the panel's actions read it afresh. */
const detailKey = (id: string) => ['story', 'order-detail', id] as const;

/** The panel as the order page shows it: the order read from GET /api/order/:id, its status beside it. */
function PanelOnOrderPage({ id }: { id: string }) {
  const api = useService(UI_TOKENS.OrdersApi);
  const order = useQuery({ queryKey: detailKey(id), queryFn: () => api.getOrder(id) });
  if (!order.data) return <LoadingState label="Loading the order" />;
  return (
    <div className="flex max-w-xl flex-col gap-3">
      <p aria-label="Order status">
        <OrderStatusBadge order={order.data} />
      </p>
      <AdminOrderPanel order={order.data} detailKey={detailKey(id)} />
    </div>
  );
}

const paidOrder = adminOrders[0];
const unpaidOrder = adminOrders[1];
const shippedOrder = adminOrders[2];
/** Paid through the sandbox provider in the story's beforeEach, so that the refund goes back to a real intent. */
const toBePaid: Order = { ...adminOrders[4], paid: false, shipped: false, transactionId: null, holdExpiresAt: '2099-01-01T00:00:00.000Z' };
const customer = { id: toBePaid.customerId, displayName: toBePaid.customerName, email: toBePaid.customerEmail };

/**
 * The admin's panel of the order page (/dashboard/order/{id}), against the story's shop: Ship (PUT /api/order/shipped/:id),
 * Approve cancellation and Cancel order (POST /api/order/:id/cancel), Decline (POST /api/order/:id/cancellation/decline),
 * Record payment (POST /api/order/:id/payment-on-account), notes (POST /api/order/:id/notes) and the packing slip's link.
 */
const meta = {
  title: 'Admin/AdminOrderPanel',
  component: PanelOnOrderPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { orders: [paidOrder, unpaidOrder, shippedOrder, toBePaid], signedInAs: sampleAdmin } },
  args: { id: paidOrder._id },
} satisfies Meta<typeof PanelOnOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectToast = async (message: string) => {
  const toast = await within(await screen.findByRole('region', { name: /notifications/i })).findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};

const panel = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'For admins' }));

/** The order is paid through the sandbox with a test card, for its total with VAT, then its customer asks to cancel it. */
const paidAndCancellationRequested: Story['beforeEach'] = async (context) => {
  const { shop } = storyApi(context);
  const intent = await shop.sandbox.createIntent({ orderId: toBePaid._id, amount: amountDue(toBePaid), customerEmail: toBePaid.customerEmail });
  await shop.sandbox.confirm(intent.clientSecret, { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, { name: toBePaid.customerName, email: toBePaid.customerEmail });
  await orderSteps(shop.repositories.orders).markPaid(toBePaid._id, intent.id, actorOf(customer));
  await orderSteps(shop.repositories.orders).requestCancellation(toBePaid._id, actorOf(customer), 'Ordered the wrong size');
};

/** A paid order: Ship, Cancel order, the packing slip and the note box; no cancellation to decide. */
export const PaidOrder: Story = {
  play: async ({ canvasElement }) => {
    const actions = await panel(canvasElement);
    await expect(actions.getByRole('button', { name: 'Ship' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(actions.queryByRole('button', { name: 'Approve cancellation' })).not.toBeInTheDocument();
    await expect(actions.getByRole('link', { name: `Packing slip for ${paidOrder.number}` })).toHaveAttribute('href', `/dashboard/order/${paidOrder._id}/slip`);
    await expect(actions.getByRole('textbox', { name: 'Internal note' })).toBeVisible();
  },
};

/** Shipping from the panel: the dialog takes the tracking number; the seed's toast; the order reads Shipped. */
export const Ships: Story = {
  play: async (context) => {
    const actions = await panel(context.canvasElement);
    await userEvent.click(actions.getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Ship ${paidOrder.number}` }));
    await userEvent.type(dialog.getByLabelText('Tracking number (optional)'), '1Z999AA10123456784');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as shipped' }));
    await expectToast('Ordered Shipped Successfully');
    await waitFor(() => expect(within(context.canvasElement).getByLabelText('Order status')).toHaveTextContent('Shipped'));
    await expect(await storyApi(context).shop.repositories.orders.findById(paidOrder._id)).toMatchObject({ shipped: true, carrier: null, trackingNumber: '1Z999AA10123456784' });
    await expect(actions.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    await expect(actions.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  },
};

/**
 * The customer asked to cancel an order paid through the sandbox: approving it, after a confirmation that says the money goes
 * back, refunds it in full at the provider, returns its units to stock and puts both on the timeline.
 */
export const ApprovesCancellation: Story = {
  args: { id: toBePaid._id },
  beforeEach: paidAndCancellationRequested,
  play: async (context) => {
    const { shop } = storyApi(context);
    const stockBefore = (await shop.repositories.products.findById(toBePaid.productId!))!.stock;
    const actions = await panel(context.canvasElement);
    await expect(actions.getByRole('note')).toHaveTextContent('The customer has asked to cancel this order.');
    await expect(actions.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    await userEvent.click(actions.getByRole('button', { name: 'Approve cancellation' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Approve the cancellation of ${toBePaid.number}?` }));
    await waitFor(() => expect(dialog.getByText(/refunds the full amount to the customer's card/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Approve and cancel' }));

    await expectToast(`Order ${toBePaid.number} is cancelled and refunded in full`);
    await waitFor(() => expect(within(context.canvasElement).getByLabelText('Order status')).toHaveTextContent('CancelledRefunded'));
    const order = await shop.repositories.orders.findById(toBePaid._id);
    await expect(order?.refundId).toMatch(/^re_sandbox_/);
    await expect((await shop.repositories.products.findById(toBePaid.productId!))!.stock).toBe(stockBefore + toBePaid.quantity);
    await expect((await shop.repositories.orders.events(toBePaid._id)).map((event) => event.type)).toEqual(expect.arrayContaining(['cancellation_requested', 'cancelled', 'refunded']));
    await expect(actions.queryByRole('button', { name: /Cancel order|Approve cancellation/ })).not.toBeInTheDocument();
  },
};

/** Declining the request asks why (the customer is emailed it); the order stays paid and can ship again. */
export const DeclinesCancellation: Story = {
  args: { id: toBePaid._id },
  beforeEach: paidAndCancellationRequested,
  play: async (context) => {
    const actions = await panel(context.canvasElement);
    await userEvent.click(actions.getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Decline the cancellation of ${toBePaid.number}?` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline the cancellation' }));
    await expect(await dialog.findByText('Say why the cancellation is declined: the customer is told')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Why is it declined?'), 'The drills were handed to the carrier this morning.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline the cancellation' }));
    await expectToast(`The customer's request to cancel ${toBePaid.number} is declined: the order stays`);
    await waitFor(() => expect(actions.getByRole('button', { name: 'Ship' })).toBeVisible());
    await expect(actions.queryByRole('note')).not.toBeInTheDocument();
    await expect(await storyApi(context).shop.repositories.orders.findById(toBePaid._id)).toMatchObject({ cancellationRequested: false, cancelledAt: null, paid: true });
    await expect((await storyApi(context).shop.repositories.orders.events(toBePaid._id)).at(-1)).toMatchObject({ type: 'cancellation_declined', details: { text: 'The drills were handed to the carrier this morning.' } });
  },
};

/** An unpaid order cancelled on the admin's own: the confirmation says its held units go back; nothing to refund. */
export const CancelsUnpaidOrder: Story = {
  args: { id: unpaidOrder._id },
  play: async (context) => {
    const actions = await panel(context.canvasElement);
    await expect(actions.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    await userEvent.click(actions.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Cancel ${unpaidOrder.number}?` }));
    await waitFor(() => expect(dialog.getByText(/This order is not paid/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expectToast(`Order ${unpaidOrder.number} is cancelled`);
    await waitFor(() => expect(within(context.canvasElement).getByLabelText('Order status')).toHaveTextContent('Cancelled'));
    await expect((await storyApi(context).shop.repositories.orders.findById(unpaidOrder._id))?.refundId).toBeNull();
  },
};

/** A shipped order: nothing to ship or cancel; the slip and notes stay. */
export const ShippedOrder: Story = {
  args: { id: shippedOrder._id },
  play: async ({ canvasElement }) => {
    const actions = await panel(canvasElement);
    await expect(actions.queryByRole('button', { name: /Ship|Cancel order|Approve|Decline/ })).not.toBeInTheDocument();
    await expect(actions.getByRole('link', { name: `Packing slip for ${shippedOrder.number}` })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Add note' })).toBeVisible();
  },
};

/** A note: an empty one is refused with the schema's message; a written one joins the timeline and the box empties. */
export const AddsNote: Story = {
  play: async (context) => {
    const actions = await panel(context.canvasElement);
    await userEvent.click(actions.getByRole('button', { name: 'Add note' }));
    await expect(await actions.findByText('Write the note first')).toBeVisible();
    await expect(storyApi(context).callsOf('addOrderNote')).toHaveLength(0);
    await userEvent.type(actions.getByRole('textbox', { name: 'Internal note' }), 'Customer asked for a morning delivery');
    await userEvent.click(actions.getByRole('button', { name: 'Add note' }));
    await expectToast('Note added to the order');
    await waitFor(() => expect(actions.getByRole('textbox', { name: 'Internal note' })).toHaveValue(''));
    const notes = (await storyApi(context).shop.repositories.orders.events(paidOrder._id)).filter((event) => event.type === 'note');
    await expect(notes.map((note) => [note.details.text, note.actor.name])).toEqual([['Customer asked for a morning delivery', sampleAdmin.displayName]]);
  },
};

/** The server refuses (another admin cancelled it meanwhile): its message is shown, and the panel follows the order as it now is. */
export const CancelRefused: Story = {
  play: async (context) => {
    const { shop } = storyApi(context);
    const actions = await panel(context.canvasElement);
    await orderSteps(shop.repositories.orders).markShipped(paidOrder._id, actorOf({ ...sampleAdmin }), { carrier: null, trackingNumber: null });
    await userEvent.click(actions.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await expectToast('A shipped or cancelled order cannot be cancelled');
  },
};

/** The note cannot be stored (500): the message shows and what was typed stays. */
export const NoteFails: Story = {
  parameters: { api: { addOrderNote: 500 } },
  play: async ({ canvasElement }) => {
    const actions = await panel(canvasElement);
    await userEvent.type(actions.getByRole('textbox', { name: 'Internal note' }), 'Fragile: pack with foam');
    await userEvent.click(actions.getByRole('button', { name: 'Add note' }));
    await expectToast('Something went wrong on our side. Please try again.');
    await expect(actions.getByRole('textbox', { name: 'Internal note' })).toHaveValue('Fragile: pack with foam');
  },
};

/** Orders bought on Patel Joinery's account: owed, overdue and paid. */
const onAccountShop = { shop: { orders: [owedOnAccountOrder, overdueOnAccountOrder, settledOnAccountOrder], trade: sampleTrade } };

/** Bought on account and owed: the due date shows, with Record payment beside Ship. */
export const OwedOnAccount: Story = {
  args: { id: owedOnAccountOrder._id },
  parameters: onAccountShop,
  play: async ({ canvasElement }) => {
    const actions = await panel(canvasElement);
    await expect(await actions.findByText(`On account: due ${formatDate(owedOnAccountOrder.paymentDueAt!)}`)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Record payment' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Ship' })).toBeVisible();
  },
};

/** Owed past its due date: the panel says since when. */
export const OverdueOnAccount: Story = {
  args: { id: overdueOnAccountOrder._id },
  parameters: onAccountShop,
  play: async ({ canvasElement }) => {
    const actions = await panel(canvasElement);
    await expect(await actions.findByText(`Overdue since ${formatDate(overdueOnAccountOrder.paymentDueAt!)}`)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Record payment' })).toBeVisible();
  },
};

/** Its payment recorded: when and with which reference; nothing left to record. */
export const SettledOnAccount: Story = {
  args: { id: settledOnAccountOrder._id },
  parameters: onAccountShop,
  play: async ({ canvasElement }) => {
    const actions = await panel(canvasElement);
    await expect(await actions.findByText(`Paid on account ${formatDate(settledOnAccountOrder.settledAt!)}, reference ${settledOnAccountOrder.paymentReference}`)).toBeVisible();
    await expect(actions.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  },
};

/** Recording the payment: the reference is asked for (none is refused), then the order reads paid on account today. */
export const RecordsPayment: Story = {
  args: { id: overdueOnAccountOrder._id },
  parameters: onAccountShop,
  play: async (context) => {
    const actions = await panel(context.canvasElement);
    await userEvent.click(actions.getByRole('button', { name: 'Record payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Record the payment of ${overdueOnAccountOrder.number}` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await expect(await dialog.findByText(onAccountMessages.referenceRequired)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Bank reference'), 'BACS 4471 PATEL JOINERY');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await expectToast(onAccountMessages.recorded(overdueOnAccountOrder.number));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(actions.getByText(`Paid on account ${formatDate(new Date().toISOString())}, reference BACS 4471 PATEL JOINERY`)).toBeVisible());
    await expect(actions.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    await expect(await storyApi(context).shop.repositories.orders.findById(overdueOnAccountOrder._id)).toMatchObject({ paymentReference: 'BACS 4471 PATEL JOINERY' });
  },
};

/** Another admin recorded the payment meanwhile: the server's refusal shows in the dialog, and the panel follows the order as it now is. */
export const RecordPaymentRefused: Story = {
  args: { id: owedOnAccountOrder._id },
  parameters: onAccountShop,
  play: async (context) => {
    const api = storyApi(context);
    const orders = api.shop.repositories.orders;
    api.meanwhile('recordPaymentOnAccount', async () =>
      orderSteps(orders).changes.make('recordPayment', (await orders.findById(owedOnAccountOrder._id))!, { actor: actorOf(otherAdmin), reference: 'FP 20931', now: new Date() }),
    );
    const actions = await panel(context.canvasElement);
    await userEvent.click(actions.getByRole('button', { name: 'Record payment' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Bank reference'), 'BACS 4471');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(onAccountMessages.alreadySettled);
    await expect(dialog.getByLabelText('Bank reference')).toHaveValue('BACS 4471');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(actions.getByText(/, reference FP 20931$/)).toBeVisible());
    await expect(actions.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  },
};

/** On a phone the buttons wrap; nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const actions = await panel(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    for (const button of actions.getAllByRole('button')) await expectInView(button);
  },
};

/** The order page as an admin sees it (/dashboard/order/{id}): the order's details with this panel beside them. */
function OrderPageAsAdmin({ id }: { id: string }) {
  return <OrderView id={id} viewerId={sampleAdmin.id} adminPanel={(order) => <AdminOrderPanel order={order} detailKey={orderKeys.detail(id)} />} />;
}

/** An order of three lines on the admin's order page, on a laptop: every line in the table beside the panel (unit price and quantity under each name there). */
export const OnTheOrderPageWithSeveralLines: StoryObj<typeof OrderPageAsAdmin> = {
  render: () => <OrderPageAsAdmin id={multiLineAdminOrder._id} />,
  parameters: { shop: { orders: [multiLineAdminOrder], signedInAs: sampleAdmin } },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'What was ordered' });
    await expectLinesTable(table, multiLineAdminOrder.lines, multiLineAdminOrder.totalPrice, multiLineAdminOrder.tax);
    await expectWordsWhole(table);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Shipping an order of several lines: the dialog names what goes, the first product, how many more and the units. */
export const ShipsAnOrderOfSeveralLines: StoryObj<typeof OrderPageAsAdmin> = {
  ...OnTheOrderPageWithSeveralLines,
  play: async ({ canvasElement }) => {
    await userEvent.click((await panel(canvasElement)).getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: `Ship ${multiLineAdminOrder.number}` });
    await expect(dialog).toHaveAccessibleDescription(`${contentsOf(multiLineAdminOrder.lines)} for ${multiLineAdminOrder.customerName}`);
    await expect(dialog).toHaveAccessibleDescription(/^Heavy-Duty Cordless Impact Wrench 18V .* and 2 more products, 19 units for /);
  },
};

export const OnTheOrderPageWithSeveralLinesOnADesktop: StoryObj<typeof OrderPageAsAdmin> = {
  ...OnTheOrderPageWithSeveralLines,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const OnTheOrderPageWithSeveralLinesOnAPhone: StoryObj<typeof OrderPageAsAdmin> = {
  render: () => <OrderPageAsAdmin id={multiLineAdminOrder._id} />,
  parameters: { shop: { orders: [multiLineAdminOrder], signedInAs: sampleAdmin } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectLinesTable(await within(canvasElement).findByRole('table', { name: 'What was ordered' }), multiLineAdminOrder.lines, multiLineAdminOrder.totalPrice, multiLineAdminOrder.tax);
    await expectNoSidewaysScroll(canvasElement);
  },
};
