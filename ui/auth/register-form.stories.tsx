import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { passwordRule } from '../../core/domain/credentials';
import { RegisterForm } from './register-form';

const meta = {
  title: 'Accounts/RegisterForm',
  component: RegisterForm,
  tags: ['autodocs'],
  decorators: [(Story) => <div className="max-w-md p-6"><Story /></div>],
  args: { onSubmit: fn(), onGoogle: fn(), error: null, busy: false },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three empty fields, the password's rule under its field, no message yet, both ways to sign up open. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Name', 'Email', 'Password']) await expect(canvas.getByLabelText(label)).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(passwordRule);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continue With Google' })).toBeEnabled();
  },
};

/** The first of the form's messages shows above the button. */
export const InvalidFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Name is Required');
    await userEvent.type(canvas.getByLabelText('Name'), 'Ann');
    await userEvent.type(canvas.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Set your password more than 6 character');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An address without a domain's last part is refused in the shop's words, and nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Ann');
    await userEvent.type(canvas.getByLabelText('Email'), 'ann@example');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please Provide A Valid Email');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid fields are sent as the shop keeps them (the email in lower case); Google is the other way in. */
export const SubmitsAndContinuesWithGoogle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Ann Lee');
    await userEvent.type(canvas.getByLabelText('Email'), 'Ann@Example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ann Lee', email: 'ann@example.com', password: 'secret-pass' }, expect.anything());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue With Google' }));
    await expect(args.onGoogle).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: { error: 'An account already uses that email. Log in instead.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An account already uses that email');
  },
};

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  },
};
