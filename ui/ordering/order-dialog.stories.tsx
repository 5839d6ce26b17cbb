import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleProduct } from '../../.storybook/sample-data/catalogue';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { OrderDialog } from './order-dialog';

/** Presentational: ProductOrdering opens it on Purchase and sends what it reports. */
const meta = {
  title: 'Ordering/OrderDialog',
  component: OrderDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    open: true,
    productName: sampleProduct.name,
    customer: sampleCustomer,
    quantity: 3,
    total: 3 * sampleProduct.price,
    phone: '+1 416 555 014',
    submitting: false,
    onPhone: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof OrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = `Order For : ${sampleProduct.name}`;

/** Who orders what is read-only; only the phone number is typed. */
export const Filled: Story = {
  play: async ({ args }) => {
    // The dialog is portalled to <body>, outside the story's canvas.
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    const field = (name: string) => dialog.getByRole('textbox', { name });
    await expect(field('Name')).toHaveValue(sampleCustomer.displayName);
    await expect(field('Email')).toHaveValue(sampleCustomer.email);
    await expect(field('Quantity')).toHaveValue('3');
    await expect(field('Price')).toHaveValue('$567');
    for (const name of ['Name', 'Email', 'Quantity', 'Price']) await expect(field(name)).toHaveAttribute('readonly');

    const phone = field('Phone Number');
    await expect(phone).toHaveAccessibleDescription('So we can reach you about delivery');
    await userEvent.type(phone, '2');
    await expect(args.onPhone).toHaveBeenLastCalledWith('+1 416 555 0142');

    const submit = dialog.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeVisible());
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** While the order is sent: Submit is busy and the phone number locked. */
export const Submitting: Story = {
  args: { phone: '+1 416 555 0142', submitting: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    const submit = dialog.getByRole('button', { name: 'Placing your order…' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Phone Number' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
