import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const Empty: Story = {};

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
