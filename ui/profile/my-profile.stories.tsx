import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../core/domain/messages';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { newProfileValues, sampleProfile } from '../../.storybook/sample-data/profiles';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { MyProfile } from './my-profile';

/**
 * /dashboard/myProfile: the profile from GET /api/myProfile/:email (the story's shop), a form that saves it with
 * PATCH /api/myProfile/:email, and the Personal Information card of what is saved.
 */
const meta = {
  title: 'Profile/MyProfile',
  component: MyProfile,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { email: sampleProfile.email, displayName: 'Dev Patel' },
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

const nothingSaved = 'Nothing saved yet: fill in the form to add your details.';

/** The toasts are listed in Radix's viewport, a region named "Notifications", inside the canvas. */
const expectToast = async (canvasElement: HTMLElement, message: string) => {
  const toasts = within(await within(canvasElement).findByRole('region', { name: /notifications/i }));
  const toast = await toasts.findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};

const cardOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Personal Information' }));

const fillForm = async (canvas: ReturnType<typeof within>, values: typeof newProfileValues) => {
  const fields = { Name: values.name, 'Home address': values.home, Education: values.education, Link: values.link };
  for (const [label, value] of Object.entries(fields)) {
    const input = canvas.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
};

export const Loading: Story = {
  parameters: { api: { getProfile: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your profile');
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** GET answers 500; "Try again" loads the profile once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { shop: { profiles: { [sampleCustomer.id]: sampleProfile } }, api: { getProfile: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your profile could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    storyApi(context).heal('getProfile');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByLabelText('Name')).toHaveValue(sampleProfile.name);
  },
};

/** Nothing saved yet: the form starts with the account's name only; saving it toasts and the card shows what was saved. */
export const EmptyThenSaves: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const card = await cardOf(canvasElement);
    await expect(card.getByText(nothingSaved)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue(sampleProfile.email);
    await expect(canvas.getByLabelText('Name')).toHaveValue('Dev Patel');
    for (const label of ['Home address', 'Education', 'Link']) await expect(canvas.getByLabelText(label)).toHaveValue('');

    await fillForm(canvas, newProfileValues);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expectToast(canvasElement, messages.profileUpdated);
    await waitFor(() => expect(card.queryByText(nothingSaved)).not.toBeInTheDocument());
    await expect(card.getByText(newProfileValues.name)).toBeVisible();
    await expect(card.getByText(newProfileValues.home)).toBeVisible();
    await expect(card.getByText(newProfileValues.education)).toBeVisible();
    await expect(card.getByRole('link', { name: newProfileValues.link })).toHaveAttribute('href', newProfileValues.link);
    await expect(await storyApi(context).shop.repositories.profiles.find(sampleCustomer.id)).toMatchObject(newProfileValues);
    await expect(canvas.getByLabelText('Name')).toHaveValue(newProfileValues.name);
  },
};

/** A saved name wins over the account's display name. */
export const SavedNameKept: Story = {
  args: { displayName: 'D. Patel (account)' },
  parameters: { shop: { profiles: { [sampleCustomer.id]: sampleProfile } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Name')).toHaveValue(sampleProfile.name);
  },
};

/** A saved profile fills the form and the card; changes replace it. */
export const Saved: Story = {
  parameters: { shop: { profiles: { [sampleCustomer.id]: sampleProfile } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await cardOf(canvasElement);
    await expect(card.getByText(sampleProfile.home)).toBeVisible();
    await expect(card.queryByText(nothingSaved)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Home address')).toHaveValue(sampleProfile.home);

    const home = canvas.getByLabelText('Home address');
    await userEvent.clear(home);
    await userEvent.type(home, newProfileValues.home);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, messages.profileUpdated);
    await expect(await card.findByText(newProfileValues.home)).toBeVisible();
    await expect(card.queryByText(sampleProfile.home)).not.toBeInTheDocument();
    await expect(card.getByText(sampleProfile.name)).toBeVisible();
  },
};

/** PATCH answers 500: the server's message is toasted, the card keeps what was saved and the form what was typed. */
export const SaveFails: Story = {
  parameters: { api: { saveProfile: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await cardOf(canvasElement);
    await fillForm(canvas, newProfileValues);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expectToast(canvasElement, 'Something went wrong on our side. Please try again.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(card.getByText(nothingSaved)).toBeVisible();
    await expect(card.queryByText(newProfileValues.name)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Name')).toHaveValue(newProfileValues.name);
    await expect(within(canvasElement).queryByText(messages.profileUpdated)).not.toBeInTheDocument();
  },
};

/** On a wide screen the form and the card sit side by side. */
export const Wide: Story = {
  parameters: { shop: { profiles: { [sampleCustomer.id]: sampleProfile } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = (await canvas.findByRole('form', { name: 'Your details' })).getBoundingClientRect();
    const card = canvas.getByRole('region', { name: 'Personal Information' }).getBoundingClientRect();
    await expect(card.left).toBeGreaterThanOrEqual(form.right);
    await expect(card.top).toBeLessThan(form.bottom);
  },
};

/** On a phone the card comes below the form, and nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { shop: { profiles: { [sampleCustomer.id]: sampleProfile } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = (await canvas.findByRole('form', { name: 'Your details' })).getBoundingClientRect();
    const card = canvas.getByRole('region', { name: 'Personal Information' }).getBoundingClientRect();
    await expect(card.top).toBeGreaterThanOrEqual(form.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
