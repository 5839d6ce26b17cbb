import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { bookOf, fullAddressBook, longAddress, sampleAddresses } from '../../.storybook/sample-data/addresses';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn } from '../../.storybook/layout-checks';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { addressMessages, MAX_SAVED_ADDRESSES, type SavedAddress } from '../../core/domain/address';
import { AddressBook, addressBookText } from './address-book';

/**
 * The address book on /dashboard/myProfile: GET /api/addresses (the story's shop); adding,
 * changing, deleting and choosing the default call POST, PUT and DELETE /api/addresses.
 */
const meta = {
  title: 'Profile/AddressBook',
  component: AddressBook,
  tags: ['autodocs'],
  parameters: { layout: 'padded', initialPath: '/dashboard/myProfile' },
  decorators: [inDashboardColumn],
  globals: { viewport: { value: 'laptop', isRotated: false } },
  args: { recipient: sampleCustomer.displayName },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

const [home, workshop, site] = sampleAddresses;
const nameOf = (address: SavedAddress) => `${address.recipient}, ${address.line1}`;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */
const expectToast = async (message: string) => {
  const toast = await within(await screen.findByRole('region', { name: /notifications/i })).findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};

const savedList = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Saved addresses' }));
const items = async (canvasElement: HTMLElement) => (await savedList(canvasElement)).getAllByRole('listitem');
const openDialog = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};
const bookInShop = (context: Parameters<typeof storyApi>[0]) => storyApi(context).shop.repositories.addresses.list(sampleCustomer.id);

export const Loading: Story = {
  parameters: { api: { listAddresses: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: addressBookText.heading })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your addresses');
  },
};

/** Nothing saved: the empty state offers the first address, which becomes the default; the form names each missing field. */
export const EmptyThenAdds: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(addressBookText.empty)).toBeVisible();
    await expect(canvas.getByText(addressBookText.emptyHint)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));

    const dialog = await openDialog('Add an address');
    await expect(dialog.getByLabelText('Recipient')).toHaveValue(sampleCustomer.displayName);
    // The first address is the default whatever is ticked: nothing to ask.
    await expect(dialog.queryByLabelText(addressBookText.makeDefault)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    for (const message of ['Address line 1 is required', 'City is required', 'Postcode is required', 'Country is required']) await expect(await dialog.findByText(message)).toBeVisible();
    await expect(dialog.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(dialog.getByLabelText('Address line 1'), '7 Mill Lane');
    await userEvent.type(dialog.getByLabelText('City'), 'Hamilton');
    await userEvent.type(dialog.getByLabelText('Postcode'), 'L8P 4R5');
    await userEvent.type(dialog.getByLabelText('Country'), 'Canada');
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));

    await expectToast(addressBookText.added);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [only] = await items(context.canvasElement);
    await expect(only).toHaveTextContent('7 Mill Lane');
    await expect(within(only).getByText('Default')).toBeVisible();
    await expect(canvas.getByText(addressBookText.count(1))).toBeVisible();
    await expect(await bookInShop(context)).toEqual([expect.objectContaining({ recipient: 'Dev Patel', line1: '7 Mill Lane', isDefault: true })]);
  },
};

/** Three saved: the default first and marked, the rest oldest first, each with its actions. */
export const Saved: Story = {
  parameters: { shop: { addresses: bookOf(sampleAddresses) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listed = await items(canvasElement);
    await expect(listed.map((item) => item.querySelector('address span')?.textContent)).toEqual([workshop.recipient, home.recipient, site.recipient]);
    await expect(listed[0]).toHaveTextContent(workshop.company);
    await expect(within(listed[0]).getByText('Default')).toBeVisible();
    for (const item of listed.slice(1)) await expect(within(item).queryByText('Default')).not.toBeInTheDocument();
    await expect(within(listed[0]).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();
    await expect(within(listed[1]).getByRole('button', { name: `Make default: ${nameOf(home)}` })).toBeVisible();
    await expect(canvas.getByText(addressBookText.count(3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an address' })).toBeEnabled();
  },
};

/** Make default: the address moves to the top with the mark; the old default loses it. */
export const MakesDefault: Story = {
  parameters: { shop: { addresses: bookOf(sampleAddresses) } },
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click((await savedList(canvasElement)).getByRole('button', { name: `Make default: ${nameOf(site)}` }));
    await expectToast(addressBookText.madeDefault);
    await waitFor(async () => expect((await items(canvasElement))[0]).toHaveTextContent(site.line1));
    const listed = await items(canvasElement);
    await expect(within(listed[0]).getByText('Default')).toBeVisible();
    await expect(listed.filter((item) => within(item).queryByText('Default'))).toHaveLength(1);
    await expect((await bookInShop(context)).filter((a) => a.isDefault).map((a) => a._id)).toEqual([site._id]);
  },
};

/** Edit: the form starts from the saved address; a bad change is refused in the schema's words, a good one saved. */
export const Edits: Story = {
  parameters: { shop: { addresses: bookOf(sampleAddresses) } },
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click((await savedList(canvasElement)).getByRole('button', { name: `Edit ${nameOf(home)}` }));
    const dialog = await openDialog('Edit this address');
    await expect(dialog.getByLabelText('Address line 2 (optional)')).toHaveValue(home.line2);
    const city = dialog.getByLabelText('City');
    await expect(city).toHaveValue(home.city);
    await userEvent.clear(city);
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByText('City is required')).toBeVisible();
    await userEvent.type(city, 'Oakville');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    await expectToast(addressBookText.updated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect((await items(canvasElement))[1]).toHaveTextContent('Oakville, ON');
    await expect((await bookInShop(context)).find((a) => a._id === home._id)).toMatchObject({ city: 'Oakville', isDefault: false });
  },
};

/** Delete asks first; Cancel keeps the address. Deleting the default passes the mark to the oldest one left. */
export const DeletesAfterConfirming: Story = {
  parameters: { shop: { addresses: bookOf(sampleAddresses) } },
  play: async (context) => {
    const { canvasElement } = context;
    const remove = async () => userEvent.click((await savedList(canvasElement)).getByRole('button', { name: `Delete ${nameOf(workshop)}` }));
    await remove();
    let dialog = await openDialog('Delete this address?');
    await expect(dialog.getByText(/Your oldest remaining address becomes the default/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await items(canvasElement)).toHaveLength(3);

    await remove();
    dialog = await openDialog('Delete this address?');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(addressBookText.deleted);
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(2));
    const [first] = await items(canvasElement);
    await expect(first).toHaveTextContent(home.line1);
    await expect(within(first).getByText('Default')).toBeVisible();
    await expect((await bookInShop(context)).map((a) => a._id)).toEqual([home._id, site._id]);
  },
};

/** At the limit: no more can be added, and the book says why. */
export const Full: Story = {
  parameters: { shop: { addresses: bookOf(fullAddressBook) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await items(canvasElement)).toHaveLength(MAX_SAVED_ADDRESSES);
    await expect(canvas.getByText(addressBookText.count(MAX_SAVED_ADDRESSES))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an address' })).toBeDisabled();
    await expect(canvas.getByText(addressMessages.bookFull)).toBeVisible();
  },
};

/** The book filled up elsewhere while the form was open: the shop's refusal shows in the form, which keeps what was typed. */
export const AddRefusedWhenTheBookFilledUp: Story = {
  parameters: { shop: { addresses: bookOf(fullAddressBook.slice(0, MAX_SAVED_ADDRESSES - 1)) } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an address' }));
    const dialog = await openDialog('Add an address');
    await userEvent.type(dialog.getByLabelText('Address line 1'), '1 Last Street');
    await userEvent.type(dialog.getByLabelText('City'), 'Guelph');
    await userEvent.type(dialog.getByLabelText('Postcode'), 'N1H 1A1');
    await userEvent.type(dialog.getByLabelText('Country'), 'Canada');
    await userEvent.click(dialog.getByLabelText(addressBookText.makeDefault));
    const { shop } = storyApi(context);
    shop.repositories.addresses.seed(sampleCustomer.id, [{ ...fullAddressBook[0], _id: crypto.randomUUID(), isDefault: false }]);
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(addressMessages.bookFull);
    await expect(dialog.getByLabelText('City')).toHaveValue('Guelph');
    await expect(storyApi(context).callsOf('addAddress')[0].body).toMatchObject({ makeDefault: true });
  },
};

/** GET answers 500: the book says so; "Try again" shows the addresses once the shop answers. */
export const Failed: Story = {
  name: 'Error',
  parameters: { shop: { addresses: bookOf(sampleAddresses) }, api: { listAddresses: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your addresses could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    storyApi(context).heal('listAddresses');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await items(context.canvasElement)).toHaveLength(3);
  },
};

/** Make default fails on the shop's side: a toast says so and the default stays where it was. */
export const MakeDefaultFails: Story = {
  parameters: { shop: { addresses: bookOf(sampleAddresses) }, api: { makeDefaultAddress: 500 } },
  play: async ({ canvasElement }) => {
    await userEvent.click((await savedList(canvasElement)).getByRole('button', { name: `Make default: ${nameOf(site)}` }));
    await expectToast('Something went wrong on our side. Please try again.');
    const [first] = await items(canvasElement);
    await expect(first).toHaveTextContent(workshop.line1);
  },
};

/** Every field at its longest, some without a space: the cards wrap them and keep their buttons on screen. */
const longNames = (viewport: string): Story => ({
  globals: { viewport: { value: viewport, isRotated: false } },
  parameters: { shop: { addresses: bookOf([longAddress, { ...sampleAddresses[0], isDefault: false }]) } },
  play: async ({ canvasElement }) => {
    const listed = await items(canvasElement);
    await expect(listed[0]).toHaveTextContent(longAddress.line1);
    for (const button of within(canvasElement).getAllByRole('button')) await expectInView(button);
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(within(listed[0]).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit this address' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
});

export const LongNamesOnADesktop: Story = longNames('desktop');
export const LongNamesOnALaptop: Story = longNames('laptop');
export const LongNamesOnAPhone: Story = longNames('phone');
