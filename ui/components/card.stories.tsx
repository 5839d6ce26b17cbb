import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokenColour } from '../../.storybook/token-colour';
import { Badge } from './badge';
import { Button } from './button';
import { Card } from './card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { className: 'max-w-sm p-6' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: (
      <>
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-lg font-bold text-ink">Order #1042</h3>
          <Badge tone="success">Paid</Badge>
        </div>
        <p className="mt-2 text-muted">20 × Cordless Hammer Drill 18V, dispatched from Sheffield within one working day.</p>
        <Button className="mt-4" variant="secondary" size="sm">
          View order
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order #1042' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View order' })).toBeVisible();
  },
};

export const TextOnly: Story = {
  args: { children: <p className="text-ink-soft">A card is the shop's surface for grouped content: a white panel with a line and a soft shadow.</p> },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/^A card is the shop's surface for grouped content/);
    await expect(text).toBeVisible();
    // The panel the text sits on: white, within a 1 px line, with a shadow.
    const card = text.parentElement;
    if (!card) throw new Error('The text is not in a card');
    await expect(getComputedStyle(card)).toMatchObject({ backgroundColor: tokenColour('--color-surface'), borderTopWidth: '1px', borderTopColor: tokenColour('--color-line') });
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};
