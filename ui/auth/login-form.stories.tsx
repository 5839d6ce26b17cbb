import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './login-form';

const meta = {
  title: 'Accounts/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  decorators: [(Story) => <div className="max-w-md p-6"><Story /></div>],
  args: { onSubmit: fn(), onGoogle: fn(), error: null, busy: false },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** One message at a time, above the button: the first field's. */
export const InvalidFields: Story = {
  args: { defaultValues: { email: 'not-an-email', password: '123' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please Provide A Valid Email');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'That email and password do not match. Check them and try again.', defaultValues: { email: 'ann@example.com' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('That email and password do not match');
  },
};

export const Submitting: Story = {
  args: { busy: true, defaultValues: { email: 'ann@example.com', password: 'secret-pass' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue With Google' })).toBeDisabled();
  },
};

export const SubmitsAndContinuesWithGoogle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret-pass' }, expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue With Google' }));
    await expect(args.onGoogle).toHaveBeenCalledTimes(1);
  },
};
