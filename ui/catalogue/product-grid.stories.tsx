import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { sampleProducts } from '../../.storybook/sample-data/catalogue';
import { ProductGrid } from './product-grid';
import { withVat } from '../../.storybook/sample-data/shown-prices';

/** The grid is presentational: its `status` says what to show. OurTools feeds it from the API. */
const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { status: 'success', products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tools in the catalogue yet')).toBeVisible();
    await expect(canvas.getByText('New products appear here as soon as they are added.')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', message: 'The catalogue is unavailable right now.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The tools could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    if (args.status === 'error') await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Full: Story = {
  args: { status: 'success', products: sampleProducts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await expect(canvas.getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(12);
    await expect(canvas.queryByRole('button', { name: 'Show more tools' })).not.toBeInTheDocument();
  },
};

export const HasMore: Story = {
  args: { status: 'success', products: sampleProducts, hasMore: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more tools' }));
    if (args.status === 'success') await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = {
  args: { status: 'success', products: sampleProducts, hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show more tools' })).toBeDisabled();
  },
};

const mobileProducts = sampleProducts.slice(0, 3);

/** On a 320 px phone: one card a row, each with its name, price and Buy Now to its own page; nothing scrolls sideways. */
export const Mobile: Story = {
  args: { status: 'success', products: mobileProducts },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(mobileProducts.length);
    for (const [i, product] of mobileProducts.entries()) {
      const card = within(cards[i]);
      await expect(card.getByRole('heading', { name: product.name })).toBeVisible();
      await expect(card.getByLabelText(`Price ${withVat(product.price)} inc. VAT`)).toBeVisible();
      await expect(card.getByRole('link', { name: `Buy Now: ${product.name}` })).toHaveAttribute('href', `/productDetail/${product._id}`);
    }
    // One column: every card starts at the same left edge, each below the one before.
    const boxes = cards.map((card) => card.getBoundingClientRect());
    for (const [i, box] of boxes.entries()) {
      await expect(box.left).toBe(boxes[0].left);
      if (i > 0) await expect(box.top).toBeGreaterThanOrEqual(boxes[i - 1].bottom);
    }
    await expectNoSidewaysScroll(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Show more tools' })).not.toBeInTheDocument();
  },
};
