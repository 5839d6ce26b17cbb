import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './text-field';

const review =
  'The hammer drill went through a week of masonry work on site without a hitch. The chuck holds bits firmly and the second speed is a real help for tiles.';

const meta = {
  title: 'Design system/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Your review', name: 'review', placeholder: 'What did you make with it?' },
  decorators: [(Story) => <div className="max-w-lg"><Story /></div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText('Your review');
    await expect(textarea).toHaveValue('');
    await userEvent.type(textarea, 'Solid tool.');
    await expect(textarea).toHaveValue('Solid tool.');
  },
};

export const Filled: Story = {
  args: { defaultValue: review },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Your review')).toHaveValue(review);
  },
};

export const WithError: Story = {
  args: { error: 'Please write a few words about the product' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText('Your review');
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Please write a few words about the product');
  },
};

export const ReadOnly: Story = {
  args: { label: 'Product description', readOnly: true, defaultValue: review },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText('Product description');
    await userEvent.type(textarea, 'x');
    await expect(textarea).toHaveValue(review);
  },
};
