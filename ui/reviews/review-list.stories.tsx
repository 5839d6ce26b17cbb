import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, unbrokenName, unbrokenProductName } from '../../.storybook/layout-checks';
import { manySampleReviews, sampleReview, sampleReviews, scriptReview, scriptText } from '../../.storybook/sample-data/reviews';
import { Button } from '../components/button';
import { ReviewList } from './review-list';

const meta = {
  title: 'Reviews/ReviewList',
  component: ReviewList,
  tags: ['autodocs'],
  decorators: [(Story) => <div className="max-w-2xl"><Story /></div>],
  args: { reviews: sampleReviews, showProduct: true, empty: <p>No reviews yet</p> },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Reviews' })).not.toBeInTheDocument();
  },
};

const onEdit = fn();

/** Stars, product, author, date and words; actions under each review. */
export const Some: Story = {
  args: { actions: (review) => <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit your review of ${review.productName}`}>Edit</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleReviews.length);
    const first = within(within(list).getAllByRole('listitem')[0]);
    const review = sampleReviews[0];
    await expect(first.getByRole('img', { name: `${review.rating} out of 5 stars` })).toBeVisible();
    await expect(first.getByRole('link', { name: review.productName })).toHaveAttribute('href', `/productDetail/${review.productId}`);
    await expect(first.getByText(review.customerName)).toBeVisible();
    await expect(first.getByText('1 July 2025')).toBeVisible();
    await expect(first.getByText(review.text)).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: `Edit your review of ${review.productName}` }));
    await expect(onEdit).toHaveBeenCalled();
  },
};
/** Without the product: one product's page. */
export const Many: Story = {
  args: { reviews: manySampleReviews, showProduct: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Markup in a review is shown as the characters typed; nothing in it runs or renders. */
export const ScriptShownAsText: Story = {
  args: { reviews: [scriptReview] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Reviews' });
    await expect(within(list).getByText(scriptText)).toBeVisible();
    await expect(list.querySelector('script')).toBeNull();
    await expect(list.querySelector('b')).toBeNull();
    await expect(list.textContent).toContain(scriptText);
  },
};

const longReview = sampleReview(0, { _id: 'long-review', customerName: unbrokenName, productName: unbrokenProductName, text: 'Solid'.repeat(60) });

/** A 360-character name, a long product name and words without spaces stay inside the card; Edit stays in view. */
export const LongNamesOnAPhone: Story = {
  args: {
    reviews: [longReview, sampleReviews[1]],
    actions: (review) => <Button size="sm" variant="secondary" aria-label={`Edit your review of ${review.productName}`}>Edit</Button>,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    for (const item of within(canvas.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    await expectInView(canvas.getByRole('button', { name: `Edit your review of ${unbrokenProductName}` }));
    // Cut to one line, the whole name in its tooltip.
    await expect(canvas.getByTitle(unbrokenName)).toHaveTextContent(unbrokenName);
  },
};
