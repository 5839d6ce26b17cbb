import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password's form: POST /api/password-reset, whose answer never says whether an account uses the address. */
const meta = {
  title: 'Account/Forgot password form',
  component: ForgotPasswordForm,
  parameters: { layout: 'centered', shop: { signedInAs: null } },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent: the page says to check the inbox; the story's outbox holds the reset email. */
export const Sent: Story = {
  play: async (context) => {
    const form = within(within(context.canvasElement).getByRole('form', { name: 'Forgot password' }));
    await userEvent.type(form.getByLabelText('Email'), 'Dev.Patel@Example.com');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));
    const status = await within(context.canvasElement).findByText('Check your email');
    await expect(status).toBeVisible();
    await expect(within(context.canvasElement).getByText(/If an account uses dev\.patel@example\.com, a link to choose a new password is on its way to it\./)).toBeVisible();
    await waitFor(() => expect(storyApi(context).shop.repositories.outbox.all().map((m) => m.subject)).toEqual(['Choose a new password for Hartwell Tools']));
  },
};

/** The login form's words for a missing or malformed address; nothing is sent. */
export const BadAddress: Story = {
  play: async (context) => {
    const form = within(within(context.canvasElement).getByRole('form', { name: 'Forgot password' }));
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Email is Required');
    await userEvent.type(form.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Please Provide A Valid Email'));
    await expect(storyApi(context).shop.repositories.outbox.all()).toEqual([]);
  },
};

/** POST /api/password-reset answers 500: the message shows above the button, and the address stays for another try. */
export const ShopFails: Story = {
  parameters: { api: { requestPasswordReset: 500 } },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Forgot password' }));
    await userEvent.type(form.getByLabelText('Email'), 'dev.patel@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(form.getByLabelText('Email')).toHaveValue('dev.patel@example.com');
  },
};
