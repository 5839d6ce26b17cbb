import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

const messages = {
  success: 'Order placed: 20 × Cordless Hammer Drill 18V.',
  error: 'Payment failed. Your card was not charged.',
  info: 'Orders paid before 2 pm leave the same day.',
};

/** Raises toasts through `useToast()`; the ToastProvider around every story shows them top-right. */
function ToastDemo() {
  const toast = useToast();
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast.success(messages.success)}>Show success toast</Button>
      <Button variant="danger" onClick={() => toast.error(messages.error)}>
        Show error toast
      </Button>
      <Button variant="secondary" onClick={() => toast.info(messages.info)}>
        Show info toast
      </Button>
    </div>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: ToastDemo,
  subcomponents: { ToastProvider },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: { description: { component: `Toasts close after ${TOAST_DURATION_MS / 1000} seconds, or at once from their dismiss control.` } },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */
const toastList = async () => within(await screen.findByRole('region', { name: /notifications/i }));

export const Toasts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const list = await toastList();
    const success = await list.findByText(messages.success);
    // Toasts slide in from opacity 0.
    await waitFor(() => expect(success).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    const error = await list.findByText(messages.error);
    await waitFor(() => expect(error).toBeVisible());
    await expect(list.getByText(messages.success)).toBeInTheDocument();
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info toast' }));
    const list = await toastList();
    const info = await list.findByText(messages.info);
    await waitFor(() => expect(info).toBeVisible());
    await userEvent.click(list.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(list.queryByText(messages.info)).not.toBeInTheDocument());
  },
};
