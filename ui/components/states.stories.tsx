import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonClass } from './button';
import { EmptyState, ErrorState, LoadingScreen, LoadingState } from './states';

/** The states a list or a page can be in besides "here it is": loading, empty and failed. */
const meta = {
  title: 'Design system/States',
  component: ErrorState,
  subcomponents: { LoadingState, EmptyState, LoadingScreen },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { title: 'The tools could not be loaded', message: 'The catalogue is unavailable right now.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithRetry: Story = {
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The tools could not be loaded');
    await expect(alert).toHaveTextContent('The catalogue is unavailable right now.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithoutRetry: Story = {
  args: { title: undefined, message: undefined, onRetry: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <LoadingState label="Loading your orders" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your orders');
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      title="No orders yet"
      action={
        <a href="#tools" className={buttonClass('primary')}>
          Browse the catalogue
        </a>
      }
    >
      Everything you order appears here, with its payment and shipping.
    </EmptyState>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the catalogue' })).toBeVisible();
  },
};

/** A title alone: no words under it, and nothing to click. */
export const EmptyWithoutAction: Story = {
  render: () => <EmptyState title="No reviews yet" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByText('No reviews yet');
    await expect(title).toBeVisible();
    await expect(title.parentElement?.textContent).toBe('No reviews yet');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // Nothing failed or is loading: not announced.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The whole page while the app decides what to show (the router's pending component). */
export const FullScreenLoading: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <LoadingScreen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};
