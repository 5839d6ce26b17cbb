import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { bookOf, sampleAddresses } from '../../.storybook/sample-data/addresses';
import { sampleProduct } from '../../.storybook/sample-data/catalogue';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { addressMessages } from '../../core/domain/address';
import { OrderDialog } from './order-dialog';
import { withVat } from '../../.storybook/sample-data/shown-prices';

/** Presentational: ProductOrdering opens it on Purchase and sends what it reports. */
const meta = {
  title: 'Ordering/OrderDialog',
  component: OrderDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { addresses: bookOf(sampleAddresses) } },
  args: {
    open: true,
    productName: sampleProduct.name,
    partNumber: sampleProduct.partNumber,
    customer: sampleCustomer,
    quantity: 3,
    total: 3 * sampleProduct.price,
    phone: '+1 416 555 014',
    address: null,
    addressError: null,
    submitting: false,
    onPhone: fn(),
    onAddress: fn(),
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
    await expect(field('Price')).toHaveValue(`${withVat(567)} inc. VAT`);
    for (const name of ['Name', 'Email', 'Quantity', 'Price']) await expect(field(name)).toHaveAttribute('readonly');

    const phone = field('Phone Number (optional)');
    await expect(phone).toHaveAccessibleDescription('So we can reach you about delivery');
    await userEvent.type(phone, '2');
    await expect(args.onPhone).toHaveBeenLastCalledWith('+1 416 555 0142');

    // Where to deliver comes after the phone number: the default address is chosen and reported.
    const [home, workshop] = sampleAddresses;
    await expect(await dialog.findByRole('radio', { name: new RegExp(workshop.company) })).toBeInTheDocument();
    await waitFor(() => expect(args.onAddress).toHaveBeenLastCalledWith({ addressId: workshop._id }));
    await userEvent.click(dialog.getByRole('radio', { name: new RegExp(home.line2) }));
    await expect(args.onAddress).toHaveBeenLastCalledWith({ addressId: home._id });
    const phoneFirst = field('Phone Number (optional)').compareDocumentPosition(dialog.getByRole('group', { name: 'Deliver to' }));
    await expect(phoneFirst & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

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
    await expect(dialog.getByRole('textbox', { name: 'Phone Number (optional)' })).toBeDisabled();
    for (const radio of await dialog.findAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Submitted without an address that can be sent (an empty book, the new one unfinished): the form says to choose one, and each field what it needs. */
export const NoAddressChosen: Story = {
  parameters: { shop: { addresses: bookOf([]) } },
  args: { addressError: addressMessages.chooseOne },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    await waitFor(() => expect(dialog.getByText(addressMessages.chooseOne)).toBeVisible());
    await expect(await dialog.findByText('Address line 1 is required')).toBeVisible();
    await expect(dialog.getByLabelText('Recipient')).toHaveValue(sampleCustomer.displayName);
  },
};

/** Submit stays on screen without scrolling, even with the whole new-address form open (an empty book). */
const submitInView = (viewport: 'laptop' | 'desktop'): Story => ({
  parameters: { shop: { addresses: bookOf([]) } },
  globals: { viewport: { value: viewport, isRotated: false } },
  play: async () => {
    const opening = await screen.findByRole('dialog', { name: title });
    // Halfway through its opening animation, the dialog is already centred: it grows in place.
    const animations = opening.getAnimations();
    for (const animation of animations) {
      animation.pause();
      animation.currentTime = 80;
    }
    const midway = opening.getBoundingClientRect();
    await expect(Math.abs(midway.left + midway.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    for (const animation of animations) animation.finish();
    const dialog = within(opening);
    const line1 = await dialog.findByLabelText('Address line 1');
    // Visible once the dialog's opening animation is done.
    await waitFor(() => expect(line1).toBeVisible());
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeVisible());
    const box = submit.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    // And in the dialog's visible part, not scrolled out of its own box.
    const frame = (await screen.findByRole('dialog', { name: title })).getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button')).toBe(submit);
  },
});
export const SubmitInViewOnALaptop: Story = submitInView('laptop');
export const SubmitInViewOnADesktop: Story = submitInView('desktop');

/** The phone number is optional and says so; a new address's fields say what they need only once Submit is pressed, not when Tab passes them. */
export const OptionalPhoneAndNoEarlyErrors: Story = {
  parameters: { shop: { addresses: bookOf([]) } },
  args: { phone: '' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    await expect(dialog.getByRole('textbox', { name: 'Phone Number (optional)' })).toBeInTheDocument();
    const line1 = await dialog.findByLabelText('Address line 1');
    await userEvent.click(line1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.queryByText('Address line 1 is required')).not.toBeInTheDocument();
    await expect(line1).not.toHaveAttribute('aria-invalid');
  },
};
