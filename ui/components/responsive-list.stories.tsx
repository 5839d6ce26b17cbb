import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inColumn } from '../../.storybook/layout-checks';
import { Badge } from './badge';
import { ResponsiveList, type ListColumn } from './responsive-list';

interface Part {
  code: string;
  name: string;
  stock: number;
  discontinued: boolean;
}

const parts: Part[] = [
  { code: 'HW-1042', name: 'Chuck key, 13 mm', stock: 412, discontinued: false },
  { code: 'HW-2210', name: 'Carbon brush pair', stock: 9, discontinued: false },
  { code: 'HW-0077', name: 'Blade guard, 1998 pattern', stock: 0, discontinued: true },
];

const status = (part: Part) => (part.discontinued ? <Badge>Discontinued</Badge> : <Badge tone="brand">In range</Badge>);
const columns: ListColumn<Part>[] = [
  { header: 'Part', cell: (part) => part.name, strong: true, inCard: false },
  { header: 'Code', cell: (part) => <code>{part.code}</code> },
  { header: 'In stock', cell: (part) => part.stock, numeric: true },
  { header: 'Status', cell: status, inCard: false },
];

/**
 * Rows as a table where the columns fit and one card per row below that width (the list's own
 * width, not the screen's); every list of the dashboard (orders, users, products) is one. Both
 * are rendered and CSS shows one.
 */
const meta = {
  title: 'Design system/ResponsiveList',
  component: ResponsiveList<Part>,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { items: parts, keyOf: (part: Part) => part.code, caption: 'Spare parts', columns, tableFrom: 'xl', card: { title: (part: Part) => part.name, badge: status } },
} satisfies Meta<typeof ResponsiveList<Part>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide enough: a table with a header row and one row per item, figures right-aligned. */
export const Table: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Spare parts' }));
    await expect(table.getAllByRole('row')).toHaveLength(parts.length + 1);
    await expect(table.getByRole('columnheader', { name: 'In stock' })).toHaveClass('text-right');
    await expect(table.getByRole('cell', { name: '412' })).toHaveClass('text-right');
    await expect(within(canvasElement).queryByRole('list', { name: 'Spare parts' })).not.toBeInTheDocument();
  },
};

/** On a phone: a card per item with its title and badge, and a labelled line per other column. */
export const Cards: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'Spare parts' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(parts.length);
    const last = within(cards[2]);
    await expect(last.getByText('Blade guard, 1998 pattern')).toBeVisible();
    await expect(last.getByText('Discontinued')).toBeVisible();
    // The title and badge columns are not repeated as lines.
    await expect(last.getAllByRole('term').map((term) => term.textContent)).toEqual(['Code', 'In stock']);
    await expect(last.getByText('0')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The list's own width decides, not the screen's: in a narrow column of a wide screen (beside a sidebar, say), cards. */
export const NarrowColumnOfAWideScreen: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  decorators: [inColumn('30rem')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Spare parts' })).getAllByRole('listitem')).toHaveLength(parts.length);
  },
};

/** From the width it was told its columns need (here `xl`, 36rem), the table. */
export const WideEnoughColumn: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  decorators: [inColumn('36rem')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Spare parts' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Spare parts' })).not.toBeInTheDocument();
  },
};
