import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { size: 'md', label: 'Loading', className: 'text-brand' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

/** Says Loading to a screen reader, around a ring of the size's width and height. */
const ringOf =
  (side: string): Story['play'] =>
  async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    const ring = status.querySelector('[aria-hidden]');
    if (!ring) throw new Error('The spinner has no ring');
    await expect(getComputedStyle(ring)).toMatchObject({ width: side, height: side });
  };

/** 16 px, the size inside a busy button. */
export const Small: Story = { args: { size: 'sm' }, play: ringOf('16px') };
/** 40 px, the size of a page or a list loading. */
export const Large: Story = { args: { size: 'lg' }, play: ringOf('40px') };

/** Inside a labelled control (a busy button) the spinner says nothing itself. */
export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(3);
  },
};
