import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../core/domain/messages';
import { newProfileValues, sampleProfile } from '../../.storybook/sample-data/profiles';
import { ProfileForm } from './profile-form';

/** The My Profile form on its own: `onSave` stands in for the API. */
const meta = {
  title: 'Profile/ProfileForm',
  component: ProfileForm,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { email: sampleProfile.email, onSave: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const webAddressMessage = 'Please provide a web address, like https://example.com';
const requiredMessages = [messages.nameRequired, messages.homeRequired, messages.educationRequired, messages.linkRequired];

const fill = async (canvas: ReturnType<typeof within>, values: Partial<Record<'Name' | 'Home address' | 'Education' | 'Link', string>>) => {
  for (const [label, value] of Object.entries(values)) {
    const input = canvas.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
};

const labelled = (values: typeof newProfileValues) => ({ Name: values.name, 'Home address': values.home, Education: values.education, Link: values.link });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveValue(sampleProfile.email);
    await expect(email).toHaveAttribute('readonly');
    for (const label of ['Name', 'Home address', 'Education', 'Link']) await expect(canvas.getByLabelText(label)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Saving nothing shows the four messages, once each; a link that is not a web address is refused too. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of requiredMessages) await expect(await canvas.findAllByText(message)).toHaveLength(1);
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(messages.nameRequired);
    await expect(canvas.getByLabelText('Link')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();

    await fill(canvas, { ...labelled(newProfileValues), Link: 'my website' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(webAddressMessage)).toBeVisible();
    await expect(canvas.getByLabelText('Link')).toHaveAccessibleDescription(webAddressMessage);
    for (const message of requiredMessages) await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();

    // Spaces alone are not a value either.
    await fill(canvas, { Name: '   ', Link: newProfileValues.link });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.nameRequired)).toBeVisible();
    await expect(canvas.queryByText(webAddressMessage)).not.toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A filled-in form saves what was typed, trimmed. */
export const FillsAndSaves: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { ...labelled(newProfileValues), Name: `  ${newProfileValues.name} ` });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({ ...newProfileValues });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** What is saved already fills the form; saving it again sends it unchanged. */
export const Prefilled: Story = {
  name: 'Saved',
  args: { initial: sampleProfile },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveValue(sampleProfile.name);
    await expect(canvas.getByLabelText('Home address')).toHaveValue(sampleProfile.home);
    await expect(canvas.getByLabelText('Education')).toHaveValue(sampleProfile.education);
    await expect(canvas.getByLabelText('Link')).toHaveValue(sampleProfile.link);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ name: sampleProfile.name, home: sampleProfile.home, education: sampleProfile.education, link: sampleProfile.link }));
  },
};

/** While the save runs, Save shows a spinner and cannot be pressed again. */
export const Saving: Story = {
  args: { initial: sampleProfile, onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

const refusal = Object.assign(new Error('Keep it under 500 characters'), { type: 'invalid_data' });

/** The server refuses the profile: its message shows above Save, and what was typed stays. */
export const ServerRefuses: Story = {
  args: { initial: sampleProfile, onSave: fn(() => Promise.reject(refusal)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(refusal.message);
    // Above the button.
    await expect(alert.compareDocumentPosition(canvas.getByRole('button', { name: 'Save' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByLabelText('Name')).toHaveValue(sampleProfile.name);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
