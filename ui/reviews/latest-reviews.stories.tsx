import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleReviews, scriptText } from '../../.storybook/sample-data/reviews';
import { LatestReviews } from './latest-reviews';

const fallback = <p>What customers say, in the words of the page.</p>;

/** The public reviews page's list: GET /api/reviews (the story's shop); the page's own words while there are none. */
const meta = {
  title: 'Reviews/LatestReviews',
  component: LatestReviews,
  tags: ['autodocs'],
  parameters: { layout: 'padded', initialPath: '/reviews' },
  args: { fallback },
} satisfies Meta<typeof LatestReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No reviews yet: the fallback shows. */
export const None: Story = {
  parameters: { shop: { reviews: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('What customers say, in the words of the page.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Latest reviews' })).not.toBeInTheDocument();
  },
};

/** The latest reviews with their products; markup in one is shown as text. */
export const Some: Story = {
  parameters: { shop: { reviews: sampleReviews } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Latest reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleReviews.length);
    await expect(within(list).getByRole('link', { name: sampleReviews[0].productName })).toHaveAttribute('href', `/productDetail/${sampleReviews[0].productId}`);
    await expect(within(list).getByText(scriptText)).toBeVisible();
    await expect(list.querySelector('script, b')).toBeNull();
    await expect(canvas.queryByText('What customers say, in the words of the page.')).not.toBeInTheDocument();
  },
};

/** The call fails: the fallback shows, without an error. */
export const Failed: Story = {
  name: 'Error → fallback',
  parameters: { api: { latestReviews: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('What customers say, in the words of the page.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
