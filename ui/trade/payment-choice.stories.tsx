import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PaymentMethod } from '../../core/domain/on-account';
import { PaymentChoice } from './payment-choice';

// $5,000 of credit; $1,250 owed with VAT, in cents.
const standing = { limit: 5000, termsDays: 30, owed: 125_000, left: 375_000 };

/** The choice holds its own state here, as the ordering and checkout machines do in the shop. */
function Chooser({ onChange, ...props }: Omit<Parameters<typeof PaymentChoice>[0], 'value'> & { value?: PaymentMethod }) {
  const [value, setValue] = useState<PaymentMethod>(props.value ?? 'card');
  return (
    <PaymentChoice
      {...props}
      value={value}
      onChange={(method) => {
        setValue(method);
        onChange(method);
      }}
    />
  );
}

/** How a company's buyer pays, in the order form and at checkout: by card, or on the company's account while its credit covers the order. */
const meta = {
  title: 'Trade/PaymentChoice',
  component: Chooser,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { standing, total: 48_000, onChange: fn() },
} satisfies Meta<typeof Chooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By card to start with; the account says when orders are due and what is left. */
export const OnAccountOffered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'How to pay' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'By card, once the order is placed' })).toBeChecked();
    const account = canvas.getByRole('radio', { name: /On your company’s account/ });
    await expect(canvas.getByText('Due 30 days after ordering. $3,750.00 left of your $5,000 credit')).toBeVisible();
    await userEvent.click(account);
    await expect(account).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('account');
  },
};

/** An order larger than what is left: the account cannot be chosen, and a choice made before goes back to the card. */
export const MoreThanIsLeft: Story = {
  args: { total: 400_000, value: 'account' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /On your company’s account/ })).toBeDisabled();
    await expect(canvas.getByText('This order is more than the $3,750.00 left of your company’s credit')).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('card'));
    await expect(canvas.getByRole('radio', { name: 'By card, once the order is placed' })).toBeChecked();
  },
};

/** A company without credit, or a customer of none: nothing is asked. */
export const PaysByCard: Story = {
  args: { standing: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'How to pay' })).not.toBeInTheDocument();
  },
};
