import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleProducts } from '../../.storybook/msw-handlers';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { ProductDetailView } from './product-detail-view';

const meta = {
  title: 'Catalogue/ProductDetailView',
  component: ProductDetailView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { product: sampleProducts[1] },
} satisfies Meta<typeof ProductDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Circular Saw 185 mm' })).toBeVisible();
    await expect(canvas.getByText('$149')).toBeVisible();
    await expect(canvas.getByText(/1,400 W circular saw/)).toBeVisible();
  },
};

/** The ordering controls go in `children`. */
export const WithOrderControls: Story = {
  args: {
    children: (
      <form className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5" onSubmit={(e) => e.preventDefault()}>
        <TextField label="Quantity" type="number" defaultValue={1} min={1} max={15} />
        <Button type="submit">Place order</Button>
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Quantity')).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled();
  },
};
