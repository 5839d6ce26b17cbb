import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Update your address',
    description: 'Orders not yet dispatched go to the new address.',
    children: <TextField label="Street and number" defaultValue="Unit 4, Don Valley Works" />,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save address</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    // The dialog is portalled to <body>, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Update your address' });
    await expect(dialog).toHaveAccessibleDescription('Orders not yet dispatched go to the new address.');
    await expect(within(dialog).getByLabelText('Street and number')).toHaveValue('Unit 4, Don Valley Works');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined, title: 'Product image', children: <img src="/catalogue/circular-saw.svg" alt="Circular Saw 185 mm" className="w-full rounded-lg" />, footer: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Product image' });
    const image = within(dialog).getByRole('img', { name: 'Circular Saw 185 mm' });
    // Visible once the dialog's opening animation (from opacity 0) has run.
    await waitFor(() => expect(image).toBeVisible());
  },
};

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Trade accounts" description="Trade customers order above the usual maximums.">
        <p className="text-ink-soft">Ask our sales office for a trade account.</p>
      </Dialog>
    </>
  );
}

/** Opens from a button; Escape closes it and focus goes back to that button. */
export const Interactive: Story = {
  render: () => <DialogDemo />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Trade accounts' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

function FormDialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change address</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Update your address">
        <form className="flex flex-col gap-4">
          <TextField label="Account" defaultValue="margaret@hartwell.example" readOnly />
          <TextField label="Street and number" />
          <Button onClick={() => setOpen(false)}>Save address</Button>
        </form>
      </Dialog>
    </>
  );
}

/** A form opens on its first field to type in, past the close control and the read-only values, and returns focus when saved. */
export const FocusOnTheFirstField: Story = {
  render: () => <FormDialogDemo />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Change address' });
    await userEvent.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Update your address' }));
    await waitFor(() => expect(dialog.getByLabelText('Street and number')).toHaveFocus());
    await expect(dialog.getByLabelText('Account')).toHaveAttribute('tabindex', '-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
