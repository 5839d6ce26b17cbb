import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { unbrokenName } from '../../.storybook/layout-checks';
import { ConfirmDialog } from './dialog';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Delete this product?',
    description: 'Circular Saw 185 mm leaves the catalogue. Orders already placed keep its name and price.',
    confirmLabel: 'Delete product',
    tone: 'danger',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete product' });
    // Visible once its opening animation (from opacity 0) has run.
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const PrimaryTone: Story = {
  args: { tone: 'primary', title: 'Ship this order?', description: 'The customer is told by email that order #1042 is on its way.', confirmLabel: 'Mark as shipped' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Ship this order?' });
    await expect(within(dialog).getByRole('button', { name: 'Mark as shipped' })).toBeEnabled();
  },
};

/** While the action runs both buttons are blocked. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete product' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Removing a user with a 360-character name: the title and words wrap inside the dialog, which never scrolls sideways. */
export const LongNameOnAPhone: Story = {
  args: { title: `Remove ${unbrokenName}?`, description: `${unbrokenName} will be removed and can no longer sign in.`, confirmLabel: 'Remove User' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove User' })).toBeVisible());
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const title = within(dialog).getByRole('heading');
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};
