import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bookOf, fullAddressBook, longAddress, sampleAddresses } from '../../.storybook/sample-data/addresses';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { expectInView, expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { addressMessages, MAX_SAVED_ADDRESSES } from '../../core/domain/address';
import { Button } from '../components/button';
import { AddressPicker, addressPickerText, type AddressChoice, type AddressPickerProps } from './address-picker';

/** The picker as the order form holds it: the form keeps the value it reports, and shows every message once it is submitted. */
function InTheOrderForm(props: AddressPickerProps) {
  const [value, setValue] = useState(props.value);
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      noValidate
      aria-label="Order"
      className="flex max-w-lg flex-col gap-4 rounded-card bg-surface p-6 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <AddressPicker
        {...props}
        value={value}
        showErrors={props.showErrors || submitted}
        onChange={(choice) => {
          setValue(choice);
          props.onChange(choice);
        }}
      />
      <Button type="submit">Submit</Button>
    </form>
  );
}

/**
 * Where to deliver, in the order form: the customer's saved addresses from GET /api/addresses
 * (the story's shop), the default chosen, or a new address typed there and saved with the order.
 */
const meta = {
  title: 'Ordering/AddressPicker',
  component: AddressPicker,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  args: { value: null, onChange: fn(), recipient: sampleCustomer.displayName },
  render: (args) => <InTheOrderForm {...args} />,
} satisfies Meta<typeof AddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const [home, workshop] = sampleAddresses;
const typed = { recipient: 'Dev Patel', company: '', line1: '7 Mill Lane', line2: '', city: 'Hamilton', region: '', postcode: 'L8P 4R5', country: 'Canada' };

const lastReported = (onChange: AddressPickerProps['onChange'], choice: AddressChoice | null) => waitFor(() => expect(onChange).toHaveBeenLastCalledWith(choice));

const typeTheRest = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByLabelText('Address line 1'), typed.line1);
  await userEvent.type(canvas.getByLabelText('City'), typed.city);
  await userEvent.type(canvas.getByLabelText('Postcode'), typed.postcode);
  await userEvent.type(canvas.getByLabelText('Country'), typed.country);
};

export const Loading: Story = {
  parameters: { api: { listAddresses: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(addressPickerText.loading);
    await expect(canvas.queryByLabelText('Address line 1')).not.toBeInTheDocument();
  },
};

/** No saved address: the form shows at once, starting with the customer's name, and the new address is saved unless they say not to. */
export const EmptyBook: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const line1 = await canvas.findByLabelText('Address line 1');
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Recipient')).toHaveValue(sampleCustomer.displayName);
    const save = canvas.getByLabelText(addressPickerText.saveIt);
    await expect(save).toBeChecked();
    await lastReported(args.onChange, null);

    // A field left empty says nothing when Tab passes it: its message waits for Submit (see NewAddressWithErrors).
    await userEvent.click(line1);
    await userEvent.tab();
    await expect(canvas.queryByText('Address line 1 is required')).not.toBeInTheDocument();

    await typeTheRest(canvas);
    await lastReported(args.onChange, { address: typed, saveAddress: true });
    await expect(canvas.queryByText('Address line 1 is required')).not.toBeInTheDocument();
    await userEvent.click(save);
    await lastReported(args.onChange, { address: typed, saveAddress: false });
  },
};

/** Saved addresses: the default is chosen at first; another can be chosen, or a new one typed. */
export const WithSavedAddresses: Story = {
  parameters: { shop: { addresses: bookOf(sampleAddresses) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radios = await canvas.findAllByRole('radio');
    await expect(radios).toHaveLength(sampleAddresses.length + 1);
    // The default is listed first, with its mark, and chosen.
    await expect(radios[0]).toBeChecked();
    await expect(radios[0].closest('label')).toHaveTextContent(workshop.company);
    await expect(within(radios[0].closest('label')!).getByText('Default')).toBeVisible();
    await lastReported(args.onChange, { addressId: workshop._id });
    await expect(canvas.queryByLabelText('Address line 1')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(home.line2) }));
    await lastReported(args.onChange, { addressId: home._id });
    await expect(radios[0]).not.toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: addressPickerText.newAddress }));
    await expect(canvas.getByLabelText('Recipient')).toHaveValue(sampleCustomer.displayName);
    await expect(canvas.getByLabelText(addressPickerText.saveIt)).toBeChecked();
    await lastReported(args.onChange, null);
    await typeTheRest(canvas);
    await lastReported(args.onChange, { address: typed, saveAddress: true });

    // Back to a saved address: the form goes, and what was typed waits for another change of mind.
    await userEvent.click(radios[0]);
    await lastReported(args.onChange, { addressId: workshop._id });
    await expect(canvas.queryByLabelText('Address line 1')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: addressPickerText.newAddress }));
    await expect(canvas.getByLabelText('City')).toHaveValue(typed.city);
    await lastReported(args.onChange, { address: typed, saveAddress: true });
  },
};

/** The order was submitted with the new address unfinished: every field says what it needs, in the address schema's words. */
export const NewAddressWithErrors: Story = {
  parameters: { shop: { addresses: bookOf(sampleAddresses) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: addressPickerText.newAddress }));
    await userEvent.clear(canvas.getByLabelText('Recipient'));
    await userEvent.type(canvas.getByLabelText('City'), 'Toronto');
    await userEvent.type(canvas.getByLabelText('Postcode'), 'M5J 2N8 ONTARIO CANADA');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));

    for (const message of ['Recipient is required', 'Address line 1 is required', 'Keep it under 20 characters', 'Country is required']) await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('City is required')).not.toBeInTheDocument();
    await lastReported(args.onChange, null);

    await userEvent.type(canvas.getByLabelText('Recipient'), 'Dev Patel');
    await userEvent.type(canvas.getByLabelText('Address line 1'), '42 Harbour Street');
    const postcode = canvas.getByLabelText('Postcode');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'M5J 2N8');
    await userEvent.type(canvas.getByLabelText('Country'), 'Canada');
    await waitFor(() => expect(canvas.queryByText('Keep it under 20 characters')).not.toBeInTheDocument());
    await lastReported(args.onChange, {
      address: { recipient: 'Dev Patel', company: '', line1: '42 Harbour Street', line2: '', city: 'Toronto', region: '', postcode: 'M5J 2N8', country: 'Canada' },
      saveAddress: true,
    });
  },
};

/** A new address chosen before (the order form opened again): the picker starts with it. */
export const StartsFromANewAddress: Story = {
  parameters: { shop: { addresses: bookOf(sampleAddresses) } },
  args: { value: { address: typed, saveAddress: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: addressPickerText.newAddress })).toBeChecked();
    await expect(canvas.getByLabelText('Address line 1')).toHaveValue(typed.line1);
    await expect(canvas.getByLabelText(addressPickerText.saveIt)).not.toBeChecked();
  },
};

/** A full book: a new address can still be sent with the order, but not saved, and the picker says why. */
export const FullBook: Story = {
  parameters: { shop: { addresses: bookOf(fullAddressBook) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('radio')).toHaveLength(MAX_SAVED_ADDRESSES + 1);
    await userEvent.click(canvas.getByRole('radio', { name: addressPickerText.newAddress }));
    const save = canvas.getByLabelText(addressPickerText.saveIt);
    await expect(save).toBeDisabled();
    await expect(save).not.toBeChecked();
    await expect(canvas.getByText(addressMessages.bookFull)).toBeVisible();
    await typeTheRest(canvas);
    await lastReported(args.onChange, { address: typed, saveAddress: false });
  },
};

/** The book could not be read: the address can be typed all the same, or the book tried again. */
export const BookFails: Story = {
  name: 'Error',
  parameters: { shop: { addresses: bookOf(sampleAddresses) }, api: { listAddresses: 500 } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(addressPickerText.failed);
    await expect(canvas.getByLabelText('Address line 1')).toBeVisible();
    storyApi(context).heal('listAddresses');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('radio', { name: new RegExp(workshop.company) })).toBeChecked();
    await lastReported(args.onChange, { addressId: workshop._id });
  },
};

/** While the order is placed nothing can be changed. */
export const Disabled: Story = {
  parameters: { shop: { addresses: bookOf(sampleAddresses) } },
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const radios = await within(canvasElement).findAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
  },
};

/** Every field at its longest, some without a space: the choices wrap within the form, which never scrolls sideways. */
const longNames = (viewport: string): Story => ({
  globals: { viewport: { value: viewport, isRotated: false } },
  parameters: { shop: { addresses: bookOf([longAddress, { ...home, isDefault: false }]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = await canvas.findAllByRole('radio');
    await expect(radios[0]).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: addressPickerText.newAddress }));
    for (const radio of radios) await expectInView(radio);
    await expectInView(canvas.getByLabelText('Country'));
    await expectNoSidewaysScroll(canvasElement);
  },
});

export const LongNamesOnADesktop: Story = longNames('desktop');
export const LongNamesOnALaptop: Story = longNames('laptop');
export const LongNamesOnAPhone: Story = longNames('phone');
