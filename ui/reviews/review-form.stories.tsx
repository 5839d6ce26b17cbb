import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { REVIEW_TEXT_MAX, reviewMessages } from '../../core/domain/review';
import { ReviewForm } from './review-form';

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  decorators: [(Story) => <div className="max-w-lg"><Story /></div>],
  args: { submitLabel: 'Post review', onSubmit: fn(async () => {}), onCancel: fn() },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet; with stars and words it submits them, the text trimmed. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByLabelText('Review')).toHaveValue('');
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByLabelText('Review'), '  Solid and square.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, text: 'Solid and square.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Each field's message shows beneath it, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await expect(await canvas.findByText(reviewMessages.ratingRequired)).toBeVisible();
    await expect(canvas.getByText(reviewMessages.textRequired)).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Rating' })).toHaveAccessibleDescription(reviewMessages.ratingRequired);
    await expect(canvas.getByLabelText('Review')).toHaveAccessibleDescription(reviewMessages.textRequired);

    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await userEvent.click(canvas.getByLabelText('Review'));
    await userEvent.paste('x'.repeat(REVIEW_TEXT_MAX + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await expect(await canvas.findByText(reviewMessages.textTooLong)).toBeVisible();
    await expect(canvas.queryByText(reviewMessages.ratingRequired)).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing: the review's stars and words are filled in. */
export const Prefilled: Story = {
  args: { initial: { rating: 3, text: 'Cuts well, the guard sticks in the cold.' }, submitLabel: 'Save changes' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(canvas.getByLabelText('Review')).toHaveValue('Cuts well, the guard sticks in the cold.');
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, text: 'Cuts well, the guard sticks in the cold.' }));
  },
};

/** The server refuses: its message shows above the button and the form keeps what was written. */
export const ServerMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(reviewMessages.notPaid))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(canvas.getByLabelText('Review'), 'Great drill.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(reviewMessages.notPaid);
    await expect(canvas.getByLabelText('Review')).toHaveValue('Great drill.');
    await expect(canvas.getByRole('button', { name: 'Post review' })).toBeEnabled();
  },
};

/** While saving the button is busy. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(canvas.getByLabelText('Review'), 'Great drill.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Post review' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Post review' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
