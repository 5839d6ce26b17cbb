import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokenColour } from '../../.storybook/token-colour';
import { Callout } from './callout';

const meta = {
  title: 'Components/Callout',
  component: Callout,
  tags: ['autodocs'],
  args: { tone: 'success', title: 'Order placed', children: '3 × Torque Wrench for a total of $75.' },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Order placed');
  },
};

/** An error is announced at once. */
export const Error: Story = {
  args: { tone: 'error', title: 'Your order was not placed', children: 'The shop could not be reached. Press Purchase to try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your order was not placed');
  },
};

/** A title alone, in the info blue, announced politely as a status. */
export const Info: Story = {
  args: { tone: 'info', title: 'Test mode', children: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status.textContent).toBe('Test mode');
    await expect(getComputedStyle(status).color).toBe(tokenColour('--color-info'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
