import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleReviews } from '../../../.storybook/sample-data/reviews';
import { ReviewsPage, staticTestimonials } from './reviews-page';

/** /reviews: the latest reviews from GET /api/reviews (the story's shop) and the testimonials written into the site. */
const meta = {
  title: 'Pages/ReviewsPage',
  component: ReviewsPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', initialPath: '/reviews' },
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const testimonials = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'What customers say' }));

/** One real review: it shows under Latest reviews, and the six testimonials stay. */
export const OneReview: Story = {
  parameters: { shop: { reviews: sampleReviews.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const latest = await canvas.findByRole('list', { name: 'Latest reviews' });
    await expect(within(latest).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Latest reviews' })).toBeVisible();
    await expect(testimonials(canvasElement).getAllByRole('listitem')).toHaveLength(staticTestimonials.length);
    await expect(staticTestimonials).toHaveLength(6);
  },
};

/** No review yet: the testimonials, and no empty Latest reviews section. */
export const NoReviews: Story = {
  parameters: { shop: { reviews: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await testimonials(canvasElement).findAllByRole('listitem')).toHaveLength(staticTestimonials.length);
    await expect(canvas.queryByRole('heading', { name: 'Latest reviews' })).not.toBeInTheDocument();
  },
};
