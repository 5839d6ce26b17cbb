import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { manySampleReviews, productReviewList, reviewedProduct } from '../../.storybook/sample-data/reviews';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { ProductReviews } from './product-reviews';

/** Under a product on its page: GET /api/products/:id/reviews (the story's shop). */
const meta = {
  title: 'Reviews/ProductReviews',
  component: ProductReviews,
  tags: ['autodocs'],
  parameters: { layout: 'padded', initialPath: `/productDetail/${reviewedProduct._id}` },
  args: { productId: reviewedProduct._id },
} satisfies Meta<typeof ProductReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {
  parameters: { shop: { reviews: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(await canvas.findByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Latest reviews' })).not.toBeInTheDocument();
  },
};

/** Three reviews: 5, 4 and 5 stars. */
export const Some: Story = {
  parameters: { shop: { reviews: productReviewList(3) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reviews = productReviewList(3);
    await expect(await canvas.findByText('4.7 out of 5 from 3 reviews')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4.7 out of 5 stars' })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Latest reviews' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByText(reviews[0].customerName)).toBeVisible();
    await expect(list.queryByRole('link', { name: reviewedProduct.name })).not.toBeInTheDocument();
  },
};

/** Twenty reviews: the rating counts them all, the latest six are shown. */
export const Many: Story = {
  parameters: { shop: { reviews: manySampleReviews } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    // The rating as the shop keeps it.
    const { average } = await storyApi(context).shop.repositories.reviews.summaryFor(reviewedProduct._id);
    await expect(await canvas.findByText(`${average?.toFixed(1)} out of 5 from 20 reviews`)).toBeVisible();
    await expect(canvas.getByText('The latest 6 of 20 reviews:')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Latest reviews' })).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** Quiet while loading: the heading and a small spinner. */
export const Loading: Story = {
  parameters: { api: { productReviews: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reviews');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A failure is one line; the page around it is unaffected. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { productReviews: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The reviews could not be loaded just now.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Latest reviews' })).not.toBeInTheDocument();
  },
};
