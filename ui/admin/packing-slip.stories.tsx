import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, unbrokenName, unbrokenProductName } from '../../.storybook/layout-checks';
import { adminOrders, bigCartAdminOrder, multiLineAdminOrder, shippableOrder, withProductName } from '../../.storybook/sample-data/orders';
import { expectWordsWhole } from '../../.storybook/order-lines-checks';
import type { Order } from '../../core/domain/order';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { formatDateTime } from '../format';
import { PackingSlip } from './packing-slip';
import { PackingSlipScreen } from './packing-slip-page';

/** What goes in the parcel, to print: the shop, the order's number and date, the address, phone, product, quantity and a box to sign. */
const meta = {
  title: 'Admin/PackingSlip',
  component: PackingSlip,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { order: shippableOrder, onPrint: fn() },
} satisfies Meta<typeof PackingSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slip: Story = {
  play: async ({ args, canvasElement }) => {
    const slip = within(within(canvasElement).getByRole('article', { name: 'Packing slip' }));
    await expect(slip.getByText('Hartwell Tools Ltd')).toBeVisible();
    await expect(slip.getByText(shippableOrder.number)).toBeVisible();
    await expect(slip.getByText(formatDateTime(shippableOrder.placedAt))).toBeVisible();
    for (const line of ['Marta Kowalczyk', 'Kowalczyk Joinery Ltd', 'Unit 7, Riverside Trading Estate', 'Mill Lane', 'Hamilton, Ontario', 'L8P 4R5', 'Canada']) {
      await expect(slip.getByText(line)).toBeVisible();
    }
    await expect(slip.getByText(`Phone: ${shippableOrder.phone}`)).toBeVisible();
    const row = within(slip.getAllByRole('row')[1]);
    await expect(row.getByRole('cell', { name: shippableOrder.productName })).toBeVisible();
    await expect(row.getByRole('cell', { name: String(shippableOrder.quantity) })).toBeVisible();
    await expect(slip.getByText('Packed and checked by (signature)')).toBeVisible();
    await expect(slip.getByText('Date')).toBeVisible();
    await userEvent.click(slip.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** A row per line of the order, in order: its product's name, part number (or None) and quantity. */
const expectLineRows = async (canvasElement: HTMLElement, order: Order) => {
  const slip = within(within(canvasElement).getByRole('article', { name: 'Packing slip' }));
  const rows = slip.getAllByRole('row');
  await expect(rows).toHaveLength(order.lines.length + 2);
  for (const [i, line] of order.lines.entries()) {
    const row = within(rows[i + 1]);
    await expect(row.getByRole('cell', { name: line.name })).toBeVisible();
    await expect(row.getByRole('cell', { name: line.partNumber ?? 'None' })).toBeVisible();
    await expect(row.getByRole('cell', { name: String(line.quantity) })).toBeVisible();
  }
  await expect(rows.at(-1)!).toHaveTextContent(`${order.lines.length} lines, units in all${order.quantity}`);
};

/** An order of three lines: a row for each, with its part number where it has one, and the units in all to check the parcel against. */
export const SeveralLines: Story = {
  args: { order: multiLineAdminOrder },
  play: async ({ canvasElement }) => {
    await expectLineRows(canvasElement, multiLineAdminOrder);
    await expectWordsWhole(within(canvasElement).getByRole('table'));
  },
};

/** A cart of 14 lines: every one of them, on paper too. */
export const ManyLines: Story = {
  args: { order: bigCartAdminOrder },
  play: async ({ canvasElement }) => expectLineRows(canvasElement, bigCartAdminOrder),
};

export const SeveralLinesOnAPhone: Story = {
  args: { order: multiLineAdminOrder },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectLineRows(canvasElement, multiLineAdminOrder);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Long names and an address without spaces wrap on a phone; nothing scrolls sideways. */
export const LongNamesOnAPhone: Story = {
  args: { order: { ...withProductName(shippableOrder, unbrokenProductName), customerName: unbrokenName, deliveryAddress: { ...shippableOrder.deliveryAddress!, line1: 'Industriestrasse'.repeat(12) } } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Print' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** An order from before addresses says it has none, rather than leave a blank. */
export const WithoutAddress: Story = {
  args: { order: { ...shippableOrder, deliveryAddress: null, phone: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No delivery address on this order')).toBeVisible();
    await expect(within(canvasElement).getByText('No phone given')).toBeVisible();
  },
};

/** /dashboard/order/{id}/slip: the order read from GET /api/order/:id by an admin. */
export const Screen: StoryObj<typeof PackingSlipScreen> = {
  render: () => <PackingSlipScreen id={adminOrders[1]._id} />,
  parameters: { shop: { orders: adminOrders.slice(0, 3), signedInAs: sampleAdmin } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Packing slip' })).toBeVisible();
    await expect(canvas.getByText(adminOrders[1].number)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Manage All Orders' })).toHaveAttribute('href', '/dashboard/manageOrders');
    await expect(storyApi(context).callsOf('getOrder').map((call) => call.params.id)).toEqual([adminOrders[1]._id]);
  },
};

/** An order that is not there: the server's message, and a way to try again. */
export const ScreenNotFound: StoryObj<typeof PackingSlipScreen> = {
  render: () => <PackingSlipScreen id="00000000-0000-4000-8000-000000999999" />,
  parameters: { shop: { orders: [], signedInAs: sampleAdmin } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The packing slip could not be made');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible());
  },
};
