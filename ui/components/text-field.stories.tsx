import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Quantity', name: 'quantity', placeholder: 'How many units?' },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Quantity');
    await expect(input).toHaveValue('');
    await userEvent.type(input, '12');
    await expect(input).toHaveValue('12');
  },
};

export const Filled: Story = {
  args: { label: 'Email', name: 'email', type: 'email', defaultValue: 'margaret@hartwell.example', placeholder: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toHaveValue('margaret@hartwell.example');
  },
};

export const WithHint: Story = {
  args: { hint: 'Between 5 and 200 units per order.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Quantity')).toHaveAccessibleDescription('Between 5 and 200 units per order.');
  },
};

export const WithError: Story = {
  args: { defaultValue: '2', hint: 'Between 5 and 200 units per order.', error: 'You must order at least 5 units' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Quantity');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('You must order at least 5 units');
    // The error replaces the hint.
    await expect(within(canvasElement).queryByText('Between 5 and 200 units per order.')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Email', name: 'email', readOnly: true, defaultValue: 'margaret@hartwell.example', placeholder: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('margaret@hartwell.example');
    // Shown, not asked for: Tab passes it by.
    await expect(input).toHaveAttribute('tabindex', '-1');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Quantity')).toBeDisabled();
  },
};
