import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StarInput, Stars } from './star-rating';

/** A rating shown (Stars) and chosen (StarInput, a radio group). */
const meta = {
  title: 'Reviews/Stars',
  component: Stars,
  tags: ['autodocs'],
  args: { rating: 4 },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Four: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  },
};

/** An average reads to one decimal. */
export const Average: Story = {
  args: { rating: 4.3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4.3 out of 5 stars' })).toBeVisible();
  },
};

function ChooseStars() {
  const [value, setValue] = useState<number | undefined>(undefined);
  return <StarInput value={value} onChange={setValue} />;
}

/** Tab reaches the group; the arrow keys move between the stars. */
export const Input: Story = {
  render: () => <ChooseStars />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Rating' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeChecked();
  },
};
