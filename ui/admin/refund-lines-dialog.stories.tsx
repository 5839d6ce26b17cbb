import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn } from '../../.storybook/layout-checks';
import { multiLineAdminOrder } from '../../.storybook/sample-data/orders';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { toastList } from '../../.storybook/toast-list';
import type { Order } from '../../core/domain/order';
import { actorOf } from '../../core/domain/order-event';
import { formatCents } from '../../core/domain/money';
import { amountOf, type LineRefund, type RefundedLine } from '../../core/domain/order-refund';
import { amountDue } from '../../core/domain/tax';
import { orderSteps } from '../../tests/support/order-steps';
import { OrderView } from '../orders/order-view';
import { orderKeys } from '../queries/orders';
import { AdminOrderPanel } from './admin-order-panel';
import { refundText } from './refund-lines-dialog';

/** The order page as an admin sees it (/dashboard/order/{id}): the order's details with the admins' panel beside them. */
function OrderPageAsAdmin({ id }: { id: string }) {
  return <OrderView id={id} viewerId={sampleAdmin.id} adminPanel={(order) => <AdminOrderPanel order={order} detailKey={orderKeys.detail(id)} />} />;
}

/** A cart of three lines (2 wrenches, 12 tape measures, 5 boxes of bolts), paid through the sandbox in a story's beforeEach so the refund goes back to a real intent. */
const cart: Order = { ...multiLineAdminOrder, paid: false, transactionId: null, holdExpiresAt: '2099-01-01T00:00:00.000Z' };
const [wrench, tape] = cart.lines;
/** Cents that units of `order`'s lines go back to the card for, VAT included: the core's amountOf. */
const refundOf = (lines: RefundedLine[], order: Order = cart) => amountOf(order, lines);
/** One of the two wrenches: $189 and its VAT, $226.80. */
const oneWrench = refundOf([{ line: 1, quantity: 1 }]);
/** Both wrenches, their line's gross: $378 and its VAT, $453.60. */
const bothWrenches = refundOf([{ line: 1, quantity: wrench.quantity }]);

type Story = StoryObj<typeof OrderPageAsAdmin>;

const paidThroughTheSandbox: Story['beforeEach'] = async (context) => {
  const { shop } = storyApi(context);
  const intent = await shop.sandbox.createIntent({ orderId: cart._id, amount: amountDue(cart), customerEmail: cart.customerEmail });
  await shop.sandbox.confirm(intent.clientSecret, { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, { name: cart.customerName, email: cart.customerEmail });
  await orderSteps(shop.repositories.orders).markPaid(cart._id, intent.id, actorOf({ id: cart.customerId, displayName: cart.customerName, email: cart.customerEmail }));
};

/** A refund of both wrenches, made by another admin: the first line is refunded in full. */
const wrenchesRefunded = (refundId: string | null, askedAt = '2025-08-02T09:00:00.000Z'): LineRefund => ({
  key: `${cart._id}:refund:1`,
  lines: [{ line: 1, quantity: wrench.quantity }],
  amount: bothWrenches,
  restock: false,
  refundId,
  askedAt,
});

/**
 * Refund items, from the admins' panel of the order page: POST /api/order/:id/refunds with the units
 * chosen of each line and whether the goods came back; the amount is the core's (amountOf).
 */
const meta = {
  title: 'Admin/RefundLinesDialog',
  component: OrderPageAsAdmin,
  parameters: { layout: 'padded', shop: { orders: [cart], signedInAs: sampleAdmin } },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  args: { id: cart._id },
} satisfies Meta<typeof OrderPageAsAdmin>;

export default meta;

const panel = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'For admins' }));

/** Opens the dialog from the panel's Refund items. */
const openRefund = async (canvasElement: HTMLElement) => {
  await userEvent.click(await (await panel(canvasElement)).findByRole('button', { name: 'Refund items' }));
  return within(await screen.findByRole('dialog', { name: refundText.title(cart) }));
};

const unitsField = (dialog: ReturnType<typeof within>, name: string) => dialog.getByRole('spinbutton', { name: `${refundText.units} units of ${name}` });

const setUnits = async (field: HTMLElement, units: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, units);
};

/**
 * One wrench and two tape measures refunded, the goods back: the amount follows the fields (more
 * units than are left are refused under the line), the toast says what went back, the lines and the
 * total say what was refunded, the timeline names the units and the tapes return to stock.
 */
export const RefundsSomeItems: Story = {
  beforeEach: paidThroughTheSandbox,
  play: async (context) => {
    const { canvasElement } = context;
    const { shop } = storyApi(context);
    const tapesBefore = (await shop.repositories.products.findById(tape.productId!))!.stock;
    const dialog = await openRefund(canvasElement);
    const amount = dialog.getByRole('status');
    await expect(amount).toHaveTextContent(formatCents(0));
    await expect(dialog.getByRole('button', { name: refundText.submit(0) })).toBeDisabled();
    // Focus opens on the first line's field.
    await waitFor(() => expect(unitsField(dialog, wrench.name)).toHaveFocus());

    await setUnits(unitsField(dialog, wrench.name), '3');
    await userEvent.tab();
    await expect(await dialog.findByText('Only 2 of line 1 are left to refund')).toBeVisible();
    await expect(unitsField(dialog, wrench.name)).toHaveAccessibleDescription('Only 2 of line 1 are left to refund');
    await expect(amount).toHaveTextContent(formatCents(0));

    await setUnits(unitsField(dialog, wrench.name), '1');
    await expect(amount).toHaveTextContent(formatCents(oneWrench));
    await setUnits(unitsField(dialog, tape.name), '2');
    // $189 + 2 × $16 = $221 and its VAT: $265.20.
    const total = refundOf([{ line: 1, quantity: 1 }, { line: 2, quantity: 2 }]);
    await expect(amount).toHaveTextContent(formatCents(total));
    await userEvent.click(dialog.getByRole('checkbox', { name: refundText.restock }));
    await userEvent.click(dialog.getByRole('button', { name: refundText.submit(total) }));

    await expect(await (await toastList()).findByText(`Refunded ${formatCents(total)} of ${cart.number}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = within(within(canvasElement).getByRole('table', { name: 'What was ordered' })).getAllByRole('row');
    await waitFor(() => expect(rows[1]).toHaveTextContent('1 of 2 refunded'));
    await expect(rows[2]).toHaveTextContent('2 of 12 refunded');
    await expect(rows[3]).not.toHaveTextContent('refunded');
    await expect(within(canvasElement).getByRole('table', { name: 'What was ordered' })).toHaveTextContent(`Refunded${formatCents(total)}`);
    const refunded = within(within(canvasElement).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem').at(-1)!;
    await expect(refunded).toHaveTextContent(`${formatCents(total)} refunded`);
    await expect(refunded).toHaveTextContent(`1 × ${wrench.name}, 2 × ${tape.name} (returned to stock)`);
    await expect((await shop.repositories.products.findById(tape.productId!))!.stock).toBe(tapesBefore + 2);
    // Some is left to refund: the button stays.
    await expect((await panel(canvasElement)).getByRole('button', { name: 'Refund items' })).toBeVisible();
  },
};

const withWrenchesRefunded: Order = { ...multiLineAdminOrder, refunds: [wrenchesRefunded('re_sandbox_wrenches')] };
/** The wrenches went back already: their line says so and its field is disabled; the others can still be refunded. */
export const ALineRefundedInFull: Story = {
  parameters: { shop: { orders: [withWrenchesRefunded], signedInAs: sampleAdmin } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'What was ordered' })).toHaveTextContent(`Refunded${formatCents(bothWrenches)}`);
    const dialog = await openRefund(canvasElement);
    await expect(unitsField(dialog, wrench.name)).toBeDisabled();
    await expect(dialog.getAllByRole('listitem')[0]).toHaveTextContent('2 of 2 refunded');
    await expect(unitsField(dialog, tape.name)).toBeEnabled();
    await waitFor(() => expect(unitsField(dialog, tape.name)).toHaveFocus());
    await setUnits(unitsField(dialog, tape.name), '12');
    // 12 × $16 = $192 and its VAT: $230.40.
    await expect(dialog.getByRole('button', { name: refundText.submit(refundOf([{ line: 2, quantity: 12 }], withWrenchesRefunded)) })).toBeEnabled();
  },
};

/** A refund still waits for the provider: the panel says so in place of Refund items. */
export const RefundUnderWay: Story = {
  parameters: { shop: { orders: [{ ...multiLineAdminOrder, refunds: [wrenchesRefunded(null, new Date().toISOString())] }], signedInAs: sampleAdmin } },
  play: async ({ canvasElement }) => {
    const actions = await panel(canvasElement);
    await expect(actions.getByRole('note')).toHaveTextContent(`A refund of ${formatCents(bothWrenches)} is under way`);
    await expect(actions.queryByRole('button', { name: 'Refund items' })).not.toBeInTheDocument();
  },
};

/** A refund left under way by a server that stopped, long ago: Refund items stays, and finishes it before the new one. */
export const RefundLeftUnfinished: Story = {
  parameters: { shop: { orders: [{ ...multiLineAdminOrder, refunds: [wrenchesRefunded(null)] }], signedInAs: sampleAdmin } },
  play: async ({ canvasElement }) => {
    const actions = await panel(canvasElement);
    await expect(actions.getByRole('note')).toHaveTextContent(`A refund of ${formatCents(bothWrenches)} did not finish`);
    await expect(actions.getByRole('button', { name: 'Refund items' })).toBeVisible();
  },
};

/** A product name of 300 characters. */
const longName = 'Heavy-Duty Cordless Impact Wrench 18V with Two 5.0 Ah Batteries, Fast Charger, Belt Clip, '.repeat(4).slice(0, 300);
const longNamed: Order = { ...multiLineAdminOrder, lines: multiLineAdminOrder.lines.map((line, i) => (i === 0 ? { ...line, name: longName } : line)) };

/** On a phone, a 300-character name wraps beside its field; nothing scrolls sideways and every control stays in view. */
export const LongNameOnAPhone: Story = {
  parameters: { shop: { orders: [longNamed], signedInAs: sampleAdmin } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await setUnits(unitsField(dialog, longName), '1');
    await expect(dialog.getByRole('status')).toHaveTextContent(formatCents(refundOf([{ line: 1, quantity: 1 }], longNamed)));
    await expectNoSidewaysScroll(canvasElement);
    // Once the dialog's opening animation is over.
    await Promise.all(screen.getByRole('dialog').getAnimations().map((animation) => animation.finished));
    for (const control of [...dialog.getAllByRole('spinbutton'), dialog.getByRole('checkbox'), ...dialog.getAllByRole('button')]) await expectInView(control);
    await expect(dialog.getByText(longName)).toBeVisible();
  },
};

/**
 * Another admin refunded the wrenches while this one chose: the server's refusal is said in the
 * dialog, which stays open and shows the order as it now is.
 */
export const ServerRefuses: Story = {
  beforeEach: paidThroughTheSandbox,
  play: async (context) => {
    const { canvasElement } = context;
    const api = storyApi(context);
    api.meanwhile('refundLines', async () => {
      const { changes } = orderSteps(api.shop.repositories.orders);
      const order = (await api.shop.repositories.orders.findById(cart._id))!;
      const claimed = await changes.attempt('refundLines', order, { lines: [{ line: 1, quantity: 2 }], restock: false, key: `${cart._id}:refund:1`, now: new Date() });
      if ('order' in claimed) await changes.attempt('completeRefund', claimed.order, { actor: actorOf(sampleAdmin), key: `${cart._id}:refund:1`, refundId: 're_sandbox_other_admin' });
    });
    const dialog = await openRefund(canvasElement);
    await setUnits(unitsField(dialog, wrench.name), '1');
    await userEvent.click(dialog.getByRole('button', { name: refundText.submit(oneWrench) }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Line 1 is refunded already');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await waitFor(() => expect(unitsField(dialog, wrench.name)).toBeDisabled());
    await expect(dialog.getAllByRole('listitem')[0]).toHaveTextContent('2 of 2 refunded');
  },
};
