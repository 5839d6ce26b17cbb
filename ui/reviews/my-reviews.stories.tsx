import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paidForReviews } from '../../.storybook/sample-data/orders';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { myReviewable, myReviewList } from '../../.storybook/sample-data/reviews';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { reviewMessages } from '../../core/domain/review';
import { MyReviews, myReviewsText } from './my-reviews';
import { toastList } from '../../.storybook/toast-list';

/** /dashboard/review: GET /api/my-reviews (the story's shop); writing, editing and deleting call POST, PUT and DELETE /api/reviews. */
const meta = {
  title: 'Reviews/MyReviews',
  component: MyReviews,
  tags: ['autodocs'],
  // The customer's two reviews, and paid orders of those products and of two more to review.
  parameters: { layout: 'padded', shop: { orders: paidForReviews, reviews: myReviewList }, initialPath: '/dashboard/review' },
} satisfies Meta<typeof MyReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */

const [toReview] = myReviewable;
const [mine] = myReviewList;

export const Loading: Story = {
  parameters: { api: { myReviews: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your reviews');
    await expect(canvas.queryByRole('heading', { name: 'My Reviews' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { shop: { orders: [], reviews: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My Reviews' })).toBeVisible();
    await expect(canvas.getByText(myReviewsText.nothingToReview)).toBeVisible();
    await expect(canvas.getByText(myReviewsText.noReviews)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /write a review/i })).not.toBeInTheDocument();
  },
};

/** Two products to review and two reviews, each with Edit and Delete. */
export const Some: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My Reviews' })).toBeVisible();
    const toDo = within(canvas.getByRole('list', { name: 'Products you can review' }));
    await expect(toDo.getAllByRole('listitem')).toHaveLength(myReviewable.length);
    for (const item of myReviewable) await expect(toDo.getByRole('button', { name: `Write a review of ${item.productName}` })).toHaveTextContent('Write a review');
    const done = within(canvas.getByRole('list', { name: 'Your reviews' }));
    await expect(done.getAllByRole('listitem')).toHaveLength(myReviewList.length);
    await expect(done.getByText(mine.text)).toBeVisible();
    await expect(done.getByRole('button', { name: `Edit your review of ${mine.productName}` })).toBeVisible();
    await expect(done.getByRole('button', { name: `Delete your review of ${mine.productName}` })).toBeVisible();
  },
};

/** Write a review: it is posted, thanked for, and moves from the products to the reviews. */
export const WritesAReview: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Write a review of ${toReview.productName}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Write a review' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Post review' }));
    await expect(await dialog.findByText(reviewMessages.ratingRequired)).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(dialog.getByLabelText('Review'), 'Hits hard and the claw pulls old nails clean.');
    await userEvent.click(dialog.getByRole('button', { name: 'Post review' }));

    const toast = await (await toastList()).findByText(myReviewsText.thanks(toReview.productName));
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: `Write a review of ${toReview.productName}` })).not.toBeInTheDocument();
    const done = within(canvas.getByRole('list', { name: 'Your reviews' }));
    await expect(done.getAllByRole('listitem')).toHaveLength(myReviewList.length + 1);
    const written = within(done.getAllByRole('listitem')[0]);
    await expect(written.getByText('Hits hard and the claw pulls old nails clean.')).toBeVisible();
    await expect(written.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(written.getByRole('link', { name: toReview.productName })).toBeVisible();
    await expect(await storyApi(context).shop.repositories.reviews.listByCustomer(sampleCustomer.id)).toHaveLength(myReviewList.length + 1);
  },
};

/** The shop no longer holds a paid order of the product and refuses: its message shows in the form, which stays open. */
export const WriteRefusedNotPaid: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Write a review of ${toReview.productName}` }));
    // Meanwhile the orders are gone from the shop's records.
    await storyApi(context).shop.repositories.orders.deleteAll();
    const dialog = within(await screen.findByRole('dialog', { name: 'Write a review' }));
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(dialog.getByLabelText('Review'), 'Lovely.');
    await userEvent.click(dialog.getByRole('button', { name: 'Post review' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(reviewMessages.notPaid);
    await expect(dialog.getByLabelText('Review')).toHaveValue('Lovely.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: `Write a review of ${toReview.productName}` })).toBeVisible();
  },
};

/** Edit opens the form filled in; saving shows the new words. */
export const EditsAReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit your review of ${mine.productName}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit your review' }));
    await expect(dialog.getByRole('radio', { name: `${mine.rating} stars` })).toBeChecked();
    const text = dialog.getByLabelText('Review');
    await expect(text).toHaveValue(mine.text);
    await userEvent.clear(text);
    await userEvent.type(text, 'After a year: still every size I need.');
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    const toast = await (await toastList()).findByText(myReviewsText.updated);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const done = within(canvas.getByRole('list', { name: 'Your reviews' }));
    await expect(done.getByText('After a year: still every size I need.')).toBeVisible();
    await expect(done.queryByText(mine.text)).not.toBeInTheDocument();
    await expect(done.getAllByRole('listitem')).toHaveLength(myReviewList.length);
  },
};

/** Delete asks first; the review goes and its product may be reviewed again. */
export const DeletesAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete your review of ${mine.productName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    await expect(dialog).toHaveAccessibleDescription(`Your review of ${mine.productName} will be removed. This cannot be undone.`);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(confirm);

    const toast = await (await toastList()).findByText(myReviewsText.deleted);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const done = within(canvas.getByRole('list', { name: 'Your reviews' }));
    await expect(done.queryByText(mine.text)).not.toBeInTheDocument();
    await expect(done.getAllByRole('listitem')).toHaveLength(myReviewList.length - 1);
    await expect(canvas.getByRole('button', { name: `Write a review of ${mine.productName}` })).toBeVisible();
  },
};

/** DELETE answers 500: the message is shown and the review stays. */
export const DeleteFails: Story = {
  parameters: { api: { deleteReview: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete your review of ${mine.productName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await (await toastList()).findByText('Something went wrong on our side. Please try again.');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText(mine.text)).toBeVisible();
  },
};

/** GET /api/my-reviews answers 500; "Try again" loads the lists once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { myReviews: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your reviews could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    storyApi(context).heal('myReviews');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'My Reviews' })).toBeVisible();
  },
};
