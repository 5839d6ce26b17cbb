import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleProducts } from '../../.storybook/sample-data/catalogue';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { ProductDetailView } from './product-detail-view';
import { withVat } from '../../.storybook/sample-data/shown-prices';

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
    await expect(canvas.getByText(withVat(149))).toBeVisible();
    await expect(canvas.getByText('HT-CSW-185')).toBeVisible();
    await expect(canvas.getByText(/1,400 W circular saw/)).toBeVisible();
  },
};

const orderControls = (
  <form className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5" onSubmit={(e) => e.preventDefault()}>
    <TextField label="Quantity" type="number" defaultValue={1} min={1} max={15} />
    <Button type="submit">Place order</Button>
  </form>
);

/** The picture's card ends where its picture does: no empty strip under it. */
const playPictureFillsItsCard: Story['play'] = async ({ canvasElement }) => {
  const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: sampleProducts[1].name });
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  const card = image.parentElement!.getBoundingClientRect();
  // Only the card's 1 px border below the picture.
  await expect(card.bottom - image.getBoundingClientRect().bottom).toBeLessThanOrEqual(1);
};

/** On a laptop the facts and the ordering controls beside the picture are taller than it; its card is not. */
export const PictureCardOnALaptop: Story = {
  args: { children: orderControls },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: playPictureFillsItsCard,
};

/** On a phone the picture is on top, its card no taller than it. */
export const PictureCardOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: playPictureFillsItsCard,
};

/** The ordering controls go in `children`. */
export const WithOrderControls: Story = {
  args: { children: orderControls },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Quantity')).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled();
  },
};

/** Tape measures: sold by the box of ten, cheaper by the fifty and the hundred, the table under the price. */
export const WithVolumePricesAndPacks: Story = {
  args: { product: sampleProducts.find((product) => product.partNumber === 'HT-TPM-8M')! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Price by quantity' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    await expect(rows).toEqual(['QuantityPrice each (inc. VAT)', `10–49${withVat(16)}`, `50–99${withVat(15)}`, `100 and more${withVat(14)}`]);
    await expect(canvas.getByText('Pack size')).toBeVisible();
    await expect(canvas.getByText('(Sold in packs of 10)')).toBeInTheDocument();
  },
};

/** One price for every quantity: no table. */
export const WithoutVolumePrices: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Pack size')).not.toBeInTheDocument();
  },
};
