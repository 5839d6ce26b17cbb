import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';
import { Table, Td, Th, Tr } from './table';

const orders = [
  { id: '1042', product: 'Cordless Hammer Drill 18V', quantity: 20, total: '$3,780', status: 'paid' },
  { id: '1043', product: 'Combination Wrench Set, 12 pcs', quantity: 6, total: '$384', status: 'unpaid' },
  { id: '1044', product: 'Hex Bolts M10 x 50, box of 100', quantity: 40, total: '$840', status: 'shipped' },
  { id: '1045', product: 'Spirit Level 600 mm', quantity: 4, total: '$136', status: 'paid' },
] as const;

const tone = { paid: 'success', unpaid: 'danger', shipped: 'info' } as const;

const meta = {
  title: 'Design system/Table',
  component: Table,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    caption: 'My orders',
    children: (
      <>
        <thead>
          <tr>
            <Th>Order</Th>
            <Th>Product</Th>
            <Th className="text-right">Quantity</Th>
            <Th className="text-right">Total</Th>
            <Th>Status</Th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <Tr key={order.id}>
              <Td className="font-semibold">#{order.id}</Td>
              <Td>{order.product}</Td>
              <Td className="text-right">{order.quantity}</Td>
              <Td className="text-right">{order.total}</Td>
              <Td>
                <Badge tone={tone[order.status]}>{order.status}</Badge>
              </Td>
            </Tr>
          ))}
        </tbody>
      </>
    ),
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'My orders' });
    // A header row and one row per order.
    await expect(within(table).getAllByRole('row')).toHaveLength(orders.length + 1);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
  },
};

/** On a phone the table scrolls sideways inside its card; the page itself does not. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'My orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
