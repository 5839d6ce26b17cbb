import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokenColour } from '../../.storybook/token-colour';
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

/** A badge's word, in its tone's text colour on its tone's soft background. */
const showsInTone =
  (word: string, text: string, background: string): Story['play'] =>
  async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(word);
    await expect(badge).toBeVisible();
    await expect(getComputedStyle(badge).color).toBe(tokenColour(text));
    await expect(getComputedStyle(badge).backgroundColor).toBe(tokenColour(background));
  };

export const Neutral: Story = { play: showsInTone('Pending', '--color-ink-soft', '--color-canvas') };
export const Brand: Story = { args: { tone: 'brand', children: 'New' }, play: showsInTone('New', '--color-brand-strong', '--color-brand-soft') };
export const Success: Story = { args: { tone: 'success', children: 'Paid' }, play: showsInTone('Paid', '--color-success', '--color-success-soft') };
export const Danger: Story = { args: { tone: 'danger', children: 'Unpaid' }, play: showsInTone('Unpaid', '--color-danger', '--color-danger-soft') };
export const Info: Story = { args: { tone: 'info', children: 'Shipped' }, play: showsInTone('Shipped', '--color-info', '--color-info-soft') };

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
