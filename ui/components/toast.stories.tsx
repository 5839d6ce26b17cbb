import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../layout/header';
import { Button } from './button';
import { Dialog } from './dialog';
import { ToastProvider, useToast } from './toast';
import { TOAST_DURATION_MS } from './toast-item';
import { toastList } from '../../.storybook/toast-list';

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

/** The same message raised three times shows once: a repeated action is not a pile of toasts. */
export const OneToastPerMessage: Story = {
  play: async ({ canvasElement }) => {
    const show = within(canvasElement).getByRole('button', { name: 'Show error toast' });
    for (let i = 0; i < 3; i++) await userEvent.click(show);
    const list = await toastList();
    await waitFor(() => expect(list.getByText(messages.error)).toBeVisible());
    await expect(list.getAllByText(messages.error)).toHaveLength(1);
  },
};

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Toasts show below the header: Dashboard and Sign Out stay in view and clickable. */
export const BelowTheHeader: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  render: () => (
    <>
      <Header session={{ status: 'signedIn', displayName: 'Dev Patel', isAdmin: false }} />
      <div className="p-4">
        <ToastDemo />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Show success toast', 'Show error toast', 'Show info toast']) await userEvent.click(canvas.getByRole('button', { name }));
    const list = await toastList();
    const toasts = await list.findAllByRole('listitem');
    await waitFor(() => expect(list.getByText(messages.info)).toBeVisible());
    const header = canvas.getByRole('banner').getBoundingClientRect();
    for (const toast of toasts) {
      const box = toast.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(header.bottom);
      for (const name of ['Dashboard', 'Sign Out']) {
        const control = canvas.getByRole(name === 'Dashboard' ? 'link' : 'button', { name }).getBoundingClientRect();
        await expect(overlaps(box, control)).toBe(false);
      }
    }
  },
};

function ToastOverDialog() {
  const toast = useToast();
  return (
    <Dialog open onOpenChange={() => {}} title="Delete this order?">
      <Button onClick={() => toast.info(messages.info)}>Show info toast</Button>
    </Dialog>
  );
}

/** A toast raised while a dialog is open stays under the dialog's backdrop, never on top of the dialog. */
export const UnderADialogsBackdrop: Story = {
  render: () => <ToastOverDialog />,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Show info toast' }));
    // (The modal dialog hides the rest of the page from assistive technology, toasts included.)
    const text = await screen.findByText(messages.info);
    await waitFor(() => expect(getComputedStyle(text.closest('li')!).opacity).toBe('1'));
    const box = text.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(text.contains(top)).toBe(false);
  },
};
