import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderSteps } from '../../tests/support/order-steps';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn, unbrokenName, unbrokenProductName } from '../../.storybook/layout-checks';
import { longAddress } from '../../.storybook/sample-data/addresses';
import { sampleProducts } from '../../.storybook/sample-data/catalogue';
import { eventsOf, timelineOf } from '../../.storybook/sample-data/order-events';
import { bigCartOrder, multiLineOrder, overdueOnAccountOrder, owedOnAccountOrder, paidOrder, sampleAddress, settledOnAccountOrder, shippedOrder, unpaidOrder, withProductName } from '../../.storybook/sample-data/orders';
import { expectLinesTable, expectWordsWhole } from '../../.storybook/order-lines-checks';
import { sampleAdmin, sampleCustomer } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import type { Order } from '../../core/domain/order';
import { actorOf } from '../../core/domain/order-event';
import { formatCents } from '../../core/domain/money';
import { amountOf } from '../../core/domain/order-refund';
import { totalWords } from '../../core/domain/tax';
import { OrderView } from './order-view';
import { cancellationText } from './request-cancellation-dialog';
import { toastList } from '../../.storybook/toast-list';

/**
 * The order page, /dashboard/order/{id}: GET /api/order/:id/detail from the story's shop, whose
 * orders carry the timelines their fields tell (.storybook/sample-data/order-events.ts).
 */
const meta = {
  title: 'Orders/OrderView',
  component: OrderView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  args: { id: unpaidOrder._id, viewerId: sampleCustomer.id, onDeleted: fn() },
} satisfies Meta<typeof OrderView>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, order: Order) => within(canvasElement).findByRole('heading', { level: 2, name: `Order ${order.number}` });
const timeline = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Timeline' }));

const cancellationAsked: Order = { ...paidOrder, cancellationRequested: true };
const refunded: Order = { ...paidOrder, cancelledAt: '2025-06-29T11:00:00.000Z', refundId: 're_3QxHartwellRefund0002' };
const shippedWithTracking: Order = { ...shippedOrder, carrier: 'DHL Express', trackingNumber: 'JD014600006281234567' };
const shortOfStock: Order = { ...paidOrder, shortOfStock: true };

/** Unpaid: the product, figures, address, phone and 'Order placed'; Pay leads to the payment page, Delete asks first. */
export const Unpaid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, unpaidOrder)).toBeVisible();
    await expect(canvas.getByText('Unpaid')).toBeVisible();
    await expect(canvas.getByText(/^Placed/)).toHaveTextContent('Placed 29 Jun 2025');
    await expect(canvas.getByRole('img', { name: unpaidOrder.productName })).toHaveAttribute('src', sampleProducts[0].image);
    await expect(canvas.getByRole('link', { name: unpaidOrder.productName })).toHaveAttribute('href', `/productDetail/${unpaidOrder.productId}`);
    const figures = (label: string) => canvas.getByText(label).nextElementSibling;
    await expect(figures('Quantity')).toHaveTextContent('3');
    // 3 × $189 = $567 without VAT, $113.40 of VAT at 20%: $680.40 in all.
    await expect(figures('Unit price (ex VAT)')).toHaveTextContent('$189');
    await expect(figures('Net')).toHaveTextContent('$567.00');
    await expect(figures('VAT 20%')).toHaveTextContent('$113.40');
    await expect(figures('Total')).toHaveTextContent('$680.40');
    await expect(canvas.getByText(sampleAddress.company)).toBeVisible();
    await expect(canvas.getByText('Hamilton, Ontario')).toBeVisible();
    await expect(canvas.getByText(unpaidOrder.phone)).toBeVisible();
    const events = timeline(canvasElement).getAllByRole('listitem');
    await expect(events).toHaveLength(1);
    await expect(events[0]).toHaveTextContent(`Order placed`);
    await expect(events[0]).toHaveTextContent(`by ${sampleCustomer.displayName}`);

    await expect(canvas.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', `/dashboard/payment/${unpaidOrder._id}`);
    await expect(canvas.queryByRole('button', { name: 'Request cancellation' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    await expect(dialog).toHaveAccessibleDescription(`3 × ${unpaidOrder.productName} ($680.40) will be removed. This cannot be undone.`);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(confirm);
    await expect(await (await toastList()).findByText(`Deleted Successfully ${unpaidOrder.productName}`)).toBeInTheDocument();
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledWith(expect.objectContaining({ _id: unpaidOrder._id })));
  },
};

/** Paid: Request cancellation asks first, with an optional reason; then the badge and the timeline say it is asked for, and the button goes. */
export const Paid: Story = {
  args: { id: paidOrder._id },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, paidOrder)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(timeline(canvasElement).getByText(paidOrder.transactionId!)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Request cancellation' }));
    const dialog = within(await screen.findByRole('dialog', { name: cancellationText.title }));
    await userEvent.type(dialog.getByLabelText(cancellationText.reason), 'Ordered twice by mistake');
    await userEvent.click(dialog.getByRole('button', { name: cancellationText.confirm }));
    await expect(await (await toastList()).findByText(cancellationText.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await expect(await canvas.findByText('Cancellation requested', { selector: 'span' })).toBeVisible();
    await waitFor(() => expect(timeline(canvasElement).getByText('Ordered twice by mistake')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Request cancellation' })).not.toBeInTheDocument();
    const [stored] = (await storyApi(context).shop.repositories.orders.listByCustomer(sampleCustomer.id)).filter((o) => o._id === paidOrder._id);
    await expect(stored.cancellationRequested).toBe(true);
  },
};

/** The request fails: the dialog says why and stays open to try again. */
export const CancellationRequestFails: Story = {
  args: { id: paidOrder._id },
  parameters: { api: { requestCancellation: 500 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Request cancellation' }));
    const dialog = within(await screen.findByRole('dialog', { name: cancellationText.title }));
    await userEvent.click(dialog.getByRole('button', { name: cancellationText.confirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(dialog.getByRole('button', { name: cancellationText.confirm })).toBeEnabled();
  },
};

/** A cancellation asked for: the badge says so, the reason is on the timeline, and nothing more can be done until the shop answers. */
export const CancellationRequested: Story = {
  args: { id: cancellationAsked._id },
  parameters: { shop: { orders: [cancellationAsked] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, cancellationAsked)).toBeVisible();
    await expect(canvas.getByText('Cancellation requested', { selector: 'span' })).toBeVisible();
    await expect(timeline(canvasElement).getByText('Ordered the wrong size: I need the 12 mm set.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The shop declined the request: the order page says so, with the shop's reason, and the customer may ask again. */
export const CancellationDeclined: Story = {
  args: { id: paidOrder._id },
  beforeEach: async (context) => {
    const { orders } = storyApi(context).shop.repositories;
    await orderSteps(orders).requestCancellation(paidOrder._id, actorOf(sampleCustomer), 'Ordered the wrong size');
    await orderSteps(orders).declineCancellation(paidOrder._id, actorOf(sampleAdmin), 'The drills were handed to the carrier this morning.');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your request to cancel was declined')).toBeVisible();
    await expect(canvas.getByText(/The shop's reason: The drills were handed to the carrier this morning\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request cancellation' })).toBeVisible();
  },
};

/** Cancelled and refunded: both badges, and the refund's amount and id on the timeline; the customer reads the shop's name, not the admin's. */
export const CancelledAndRefunded: Story = {
  args: { id: refunded._id },
  parameters: { shop: { orders: [refunded] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, refunded)).toBeVisible();
    await expect(canvas.getByText('Cancelled', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Refunded', { selector: 'span' })).toBeVisible();
    const events = timeline(canvasElement).getAllByRole('listitem');
    await expect(events.map((event) => event.querySelector('p')?.textContent)).toEqual(['Order placed', 'Payment started', 'Paid', 'Cancellation requested', 'Cancelled', 'Refunded']);
    // Refunded in full: the total with VAT.
    await expect(events[5]).toHaveTextContent(`${totalWords(refunded)} refunded · Refund ID ${refunded.refundId}`);
    await expect(events[5]).toHaveTextContent('by Hartwell Tools');
    await expect(timeline(canvasElement).queryByText(new RegExp(sampleAdmin.displayName))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The same order opened by an admin: the timeline names the admin who acted. */
export const CancelledAndRefundedAsAnAdmin: Story = {
  args: { id: refunded._id, viewerId: sampleAdmin.id },
  parameters: { shop: { orders: [refunded], signedInAs: sampleAdmin } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, refunded)).toBeVisible();
    const events = timeline(canvasElement).getAllByRole('listitem');
    await expect(events[5]).toHaveTextContent(`by ${sampleAdmin.displayName}`);
  },
};

/** Shipped: the carrier and tracking number on the timeline. */
export const ShippedWithTracking: Story = {
  args: { id: shippedWithTracking._id },
  parameters: { shop: { orders: [shippedWithTracking] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, shippedWithTracking)).toBeVisible();
    await expect(canvas.getByText('Shipped', { selector: 'span' })).toBeVisible();
    const shipped = timeline(canvasElement).getAllByRole('listitem').at(-1)!;
    await expect(shipped).toHaveTextContent('Shipped');
    await expect(shipped).toHaveTextContent('Carrier DHL Express · Tracking number JD014600006281234567');
    // Placed without a phone number: the card says so.
    await expect(canvas.getByText('Phone').nextElementSibling).toHaveTextContent('Not given');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Paid by the provider after its units were gone: the customer is told the shop is on it, and the timeline says who acted. */
export const ShortOfStock: Story = {
  args: { id: shortOfStock._id },
  parameters: { shop: { orders: [shortOfStock] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, shortOfStock)).toBeVisible();
    await expect(canvas.getByText('Paid after its last units were ordered')).toBeVisible();
    const last = timeline(canvasElement).getAllByRole('listitem').at(-1)!;
    await expect(last).toHaveTextContent('Paid while short of stock');
    await expect(last).toHaveTextContent('by Hartwell Tools');
    await expect(last).toHaveTextContent('6 units');
  },
};

/** The product has left the catalogue: a neutral picture, the name as ordered without a link. */
export const ProductGone: Story = {
  args: { id: paidOrder._id },
  // A deleted product leaves its lines without it, as the repositories do.
  parameters: { shop: { orders: [{ ...paidOrder, productId: null, lines: paidOrder.lines.map((line) => ({ ...line, productId: null })) }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'No picture' })).toBeVisible();
    await expect(canvas.getByText(paidOrder.productName)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: paidOrder.productName })).not.toBeInTheDocument();
  },
};

/** An admin opening a customer's order: no owner's actions, and their panel in its slot beside the details. */
export const AsAnAdmin: Story = {
  args: { id: paidOrder._id, viewerId: sampleAdmin.id, adminPanel: () => <div className="rounded-card border border-dashed border-line p-5">Admin actions and notes</div> },
  parameters: { shop: { signedInAs: sampleAdmin } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, paidOrder)).toBeVisible();
    await expect(within(canvas.getByRole('complementary', { name: 'Admin' })).getByText('Admin actions and notes')).toBeVisible();
    // The customer can be reached by email, with or without a phone number.
    await expect(canvas.getByText('Customer', { selector: 'dt' }).nextElementSibling).toHaveTextContent(paidOrder.customerName);
    await expect(canvas.getByRole('link', { name: paidOrder.customerEmail })).toHaveAttribute('href', `mailto:${paidOrder.customerEmail}`);
    await expect(canvas.queryByRole('button', { name: 'Request cancellation' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '← Manage All Orders' })).toHaveAttribute('href', '/dashboard/manageOrders');
  },
};

/** The table of an order's lines, once the order has loaded. */
const linesTable = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'What was ordered' });

/**
 * An order of three lines: a table of every line (product, part number where it has one, unit
 * price, quantity, line total), then the order's net, VAT and total with VAT; the 80-character
 * name wraps between words.
 */
export const SeveralLines: Story = {
  args: { id: multiLineOrder._id },
  parameters: { shop: { orders: [multiLineOrder] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, multiLineOrder)).toBeVisible();
    const table = await linesTable(canvasElement);
    await expectLinesTable(table, multiLineOrder.lines, multiLineOrder.totalPrice, multiLineOrder.tax);
    await expect(canvas.getByText(/^Items/)).toHaveTextContent('Items (3 products, 19 units)');
    // Each product still in the catalogue leads to its page.
    await expect(canvas.getByRole('link', { name: multiLineOrder.lines[1].name })).toHaveAttribute('href', `/productDetail/${multiLineOrder.lines[1].productId}`);
    // An order of several products has no one picture.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expectWordsWhole(table);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const SeveralLinesOnAPhone: Story = {
  ...SeveralLines,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The same order beside the admins' panel on a laptop: the narrower table puts each line's quantity and unit price under its name. */
export const SeveralLinesAsAnAdmin: Story = {
  args: { id: multiLineOrder._id, viewerId: sampleAdmin.id, adminPanel: () => <div className="rounded-card border border-dashed border-line p-5">Admin actions and notes</div> },
  parameters: { shop: { orders: [multiLineOrder], signedInAs: sampleAdmin } },
  play: async ({ canvasElement }) => {
    const table = await linesTable(canvasElement);
    await expectLinesTable(table, multiLineOrder.lines, multiLineOrder.totalPrice, multiLineOrder.tax);
    await expect(within(table).getByText('2 × $189')).toBeVisible();
    await expectWordsWhole(table);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The customer's cart after the shop refunded a wrench and two tape measures, the goods back in stock. */
const [wrench, tape] = multiLineOrder.lines;
const refundedLines = [{ line: 1, quantity: 1 }, { line: 2, quantity: 2 }];
/** Cents, VAT included: the units' share of their lines' gross, $226.80 + $38.40 = $265.20. */
const refundedAmount = amountOf(multiLineOrder, refundedLines);
const partlyRefunded: Order = {
  ...multiLineOrder,
  refunds: [{ key: `${multiLineOrder._id}:refund:1`, lines: refundedLines, amount: refundedAmount, restock: true, refundId: 're_3QxHartwellRefund0003', askedAt: '2025-06-28T10:00:00.000Z' }],
};
const refundedEvent = (order: Order, details: Order['refunds'][number]) =>
  eventsOf(order, [{ hours: 40, type: 'refunded', actor: actorOf(sampleAdmin), details: { refundId: details.refundId!, amount: details.amount, lines: details.lines, restocked: details.restock } }]).map((event) => ({ ...event, _id: `${event._id}-refund` }));

/** Some units refunded: each line says how many, the total says how much went back, and the timeline names the units; the customer reads the shop's name. */
export const PartlyRefunded: Story = {
  args: { id: partlyRefunded._id },
  parameters: { shop: { orders: [partlyRefunded], orderEvents: [...timelineOf(partlyRefunded), ...refundedEvent(partlyRefunded, partlyRefunded.refunds[0])] } },
  play: async ({ canvasElement }) => {
    const rows = within(await linesTable(canvasElement)).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('1 of 2 refunded');
    await expect(rows[2]).toHaveTextContent('2 of 12 refunded');
    await expect(rows[3]).not.toHaveTextContent('refunded');
    await expect(rows.at(-1)!).toHaveTextContent(`Refunded${formatCents(refundedAmount)}`);
    const refunded = timeline(canvasElement).getAllByRole('listitem').at(-1)!;
    await expect(refunded).toHaveTextContent(`${formatCents(refundedAmount)} refunded · Refund ID re_3QxHartwellRefund0003`);
    await expect(refunded).toHaveTextContent(`1 × ${wrench.name}, 2 × ${tape.name} (returned to stock)`);
    await expect(refunded).toHaveTextContent('by Hartwell Tools');
    await expect(within(canvasElement).queryByRole('button', { name: 'Refund items' })).not.toBeInTheDocument();
    await expectWordsWhole(rows[1]);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const PartlyRefundedOnAPhone: Story = {
  ...PartlyRefunded,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

const oneLineRefundedLines = [{ line: 1, quantity: 2 }];
/** Cents, VAT included: 2 of the 6 units, 2 × $64 = $128 and $25.60 of VAT, $153.60. */
const oneLineRefundedAmount = amountOf(paidOrder, oneLineRefundedLines);
/** A one-line order of which two units were refunded, the goods kept: the item's figures and the timeline say so. */
const oneLineRefunded: Order = {
  ...paidOrder,
  refunds: [{ key: `${paidOrder._id}:refund:1`, lines: oneLineRefundedLines, amount: oneLineRefundedAmount, restock: false, refundId: 're_3QxHartwellRefund0004', askedAt: '2025-06-28T10:00:00.000Z' }],
};
export const OneLinePartlyRefunded: Story = {
  args: { id: oneLineRefunded._id },
  parameters: { shop: { orders: [oneLineRefunded], orderEvents: [...timelineOf(oneLineRefunded), ...refundedEvent(oneLineRefunded, oneLineRefunded.refunds[0])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, oneLineRefunded)).toBeVisible();
    await expect(canvas.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent(formatCents(oneLineRefundedAmount));
    await expect(canvas.getByText('2 of 6 refunded')).toBeVisible();
    const refunded = timeline(canvasElement).getAllByRole('listitem').at(-1)!;
    await expect(refunded).toHaveTextContent(`2 × ${paidOrder.lines[0].name}`);
    await expect(refunded).not.toHaveTextContent('returned to stock');
  },
};

/** A cart of 14 lines: the page lists every one of them. */
export const ManyLines: Story = {
  args: { id: bigCartOrder._id },
  parameters: { shop: { orders: [bigCartOrder] } },
  play: async ({ canvasElement }) => {
    await expectLinesTable(await linesTable(canvasElement), bigCartOrder.lines, bigCartOrder.totalPrice, bigCartOrder.tax);
    await expect(within(canvasElement).getByRole('link', { name: 'Pay' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { getOrderDetail: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the order');
  },
};

/** The order could not be read: the API's message and Try again, which reads it afresh. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { getOrderDetail: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('This order could not be loaded')).toBeVisible();
    await expect(canvas.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    storyApi(context).heal('getOrderDetail');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await heading(context.canvasElement, unpaidOrder)).toBeVisible();
  },
};

/** Every text at its longest: the name, the product, the address and a 40-character phone number wrap; nothing scrolls sideways and the actions stay in view. */
const longOrder: Order = {
  ...withProductName(unpaidOrder, unbrokenProductName),
  customerName: unbrokenName,
  phone: '+44 (0) 1248 555 0142 ext. 1234567890123',
  deliveryAddress: (({ _id: _omitId, isDefault: _omitDefault, ...address }) => address)(longAddress),
};
const longNames = (viewport: string): Story => ({
  args: { id: longOrder._id },
  globals: { viewport: { value: viewport, isRotated: false } },
  parameters: {
    shop: {
      orders: [longOrder],
      orderEvents: eventsOf(longOrder, [
        { hours: 0, type: 'placed', actor: { id: sampleCustomer.id, name: unbrokenName, role: 'customer' }, details: { units: 3 } },
        { hours: 1, type: 'hold_released', actor: { id: null, name: 'The shop', role: 'shop' }, details: { units: 3 } },
        { hours: 2, type: 'units_retaken', actor: { id: sampleCustomer.id, name: unbrokenName, role: 'customer' }, details: { units: 3, text: 'Warehouse'.repeat(40) } },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, longOrder)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(canvas.getByRole('button', { name: 'Delete' }));
    await expectInView(canvas.getByText(longOrder.phone));
    for (const event of timeline(canvasElement).getAllByRole('listitem')) await expectInView(event);
  },
});

export const LongNamesOnADesktop: Story = longNames('desktop');
export const LongNamesOnALaptop: Story = longNames('laptop');
export const LongNamesOnAPhone: Story = longNames('phone');

/** Bought on the company's account: not paid yet, so the badge says On account with its due date, and the page says how to pay. */
export const OwedOnAccount: Story = {
  args: { id: owedOnAccountOrder._id },
  parameters: { shop: { orders: [owedOnAccountOrder] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, owedOnAccountOrder)).toBeVisible();
    await expect(canvas.getByText('On account')).toBeVisible();
    await expect(canvas.queryByText('Paid')).not.toBeInTheDocument();
    await expect(canvas.getByText(/^Due /)).toBeVisible();
    await expect(canvas.getByText('Bought on account')).toBeVisible();
    await expect(canvas.getByText(new RegExp(`Quote ${owedOnAccountOrder.number} with the payment`))).toBeVisible();
    // Nothing to pay by card, and nothing to delete: it is sold.
    await expect(canvas.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  },
};

/** Past its due date and still owed: said in red, on the badge and on the page. */
export const OverdueOnAccount: Story = {
  args: { id: overdueOnAccountOrder._id },
  parameters: { shop: { orders: [overdueOnAccountOrder] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, overdueOnAccountOrder)).toBeVisible();
    await expect(canvas.getByText(/^Overdue since /)).toBeVisible();
    await expect(canvas.getByText('Payment overdue')).toBeVisible();
  },
};

/** Its payment recorded: Paid, with the date and the bank's reference. */
export const SettledOnAccount: Story = {
  args: { id: settledOnAccountOrder._id },
  parameters: { shop: { orders: [settledOnAccountOrder] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, settledOnAccountOrder)).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
    await expect(canvas.getByText('Paid on account')).toBeVisible();
    await expect(canvas.getByText(new RegExp(`reference ${settledOnAccountOrder.paymentReference}`))).toBeVisible();
    await expect(canvas.queryByText(/^Due /)).not.toBeInTheDocument();
    const last = timeline(canvasElement).getAllByRole('listitem').at(-1)!;
    await expect(last).toHaveTextContent('Payment on account recorded');
    await expect(last).toHaveTextContent(`Bank reference ${settledOnAccountOrder.paymentReference}`);
  },
};
