import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const tones = ['neutral', 'brand', 'success', 'danger', 'info'] as const;

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { tone: 'neutral', children: 'Pending' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Brand: Story = { args: { tone: 'brand', children: 'New' } };
export const Success: Story = { args: { tone: 'success', children: 'Paid' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Unpaid' } };
export const Info: Story = { args: { tone: 'info', children: 'Shipped' } };

export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of tones) await expect(within(canvasElement).getByText(tone)).toBeVisible();
  },
};
