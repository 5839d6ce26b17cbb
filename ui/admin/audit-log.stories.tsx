import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleAuditEntries } from '../../.storybook/sample-data/audit';
import { otherAdmin, sampleAdmin, sampleCustomer } from '../../.storybook/sample-data/people';
import { expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { AuditLog } from './audit-log';

/** /dashboard/audit: every change an admin made, from GET /api/audit (the story's shop, signed in as its admin), newest first. */
const meta = {
  title: 'Admin/AuditLog',
  component: AuditLog,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { audit: sampleAuditEntries, signedInAs: sampleAdmin } },
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

const changes = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Changes' }));

/** Newest first: who, when, what, and each changed field before and after; a price change with its volume prices. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const list = await changes(canvasElement);
    const items = list.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      `Made an admin: ${sampleCustomer.email}`,
      'Changed a category: Saws',
      'Changed a product: HT-HMR-16 Claw Hammer 16 oz',
      'Added a product: HT-GRD-230-KIT Heavy-Duty Brushless Angle Grinder 230 mm with Anti-Kickback Clutch, Two 5.0 Ah Batteries and Case',
    ]);
    const priced = within(items[2]);
    await expect(priced.getByText(`By ${sampleAdmin.displayName} (`, { exact: false })).toBeVisible();
    const rows = priced.getAllByRole('row').map((row) => row.textContent);
    await expect(rows).toEqual(['FieldBeforeAfter', 'Price$23$24', 'Volume pricesnone20-49: $22; 50+: $20']);
    const role = within(items[0]);
    await expect(role.getByText(/^By Maya Okafor/)).toHaveTextContent(`By ${otherAdmin.displayName} (${otherAdmin.email})`);
    await expect(role.getAllByRole('row').map((row) => row.textContent)).toEqual(['FieldBeforeAfter', 'Rolecustomeradmin']);
    // Something added has no Before.
    await expect(within(items[3]).queryByRole('columnheader', { name: 'Before' })).not.toBeInTheDocument();
  },
};

/** Filtered by who and what: only Maya's category change; Clear shows everything again. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await changes(canvasElement);
    await userEvent.type(canvas.getByLabelText('Who'), otherAdmin.email.toUpperCase());
    await userEvent.selectOptions(canvas.getByLabelText('What'), 'Changed a category');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await waitFor(async () => expect((await changes(canvasElement)).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.selectOptions(canvas.getByLabelText('What'), 'Deleted a product');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(await canvas.findByText('No changes match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect((await changes(canvasElement)).getAllByRole('listitem')).toHaveLength(4));
  },
};

/** Nothing logged yet. */
export const Empty: Story = {
  parameters: { shop: { audit: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No changes yet')).toBeVisible();
  },
};

/** On a phone: the filters stack, and a long name wraps without pushing the page sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await changes(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
