import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failedMessage, olderFailedMessage, queuedMessage, sampleOutbox, sentOnRetryMessage } from '../../.storybook/sample-data/outbox';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { FailedEmailsBadge } from './failed-emails';
import { Outbox } from './outbox';

/**
 * /dashboard/outbox: every email the shop sent or is sending, from GET /api/outbox (the story's shop, signed in as its admin), 12 a
 * page, newest first; 'Send again' on a failed one calls PUT /api/outbox/:id/resend.
 */
const meta = {
  title: 'Admin/Outbox',
  component: Outbox,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { outbox: sampleOutbox, signedInAs: sampleAdmin } },
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof Outbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = 12;
const resendLabel = `Send again: ${failedMessage.subject}, to ${failedMessage.to}`;
const loadedTable = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table'));

/** Queued, failed and sent: each with its recipient, subject, status, attempts and last error; only the failed one has 'Send again'. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Outbox' })).toBeVisible();
    await expect(canvas.getByText(`Showing the latest ${PAGE} emails`)).toBeVisible();
    const rows = table.getAllByRole('row');
    await expect(rows).toHaveLength(PAGE + 1);
    const [queued, failed, sent] = [within(rows[1]), within(rows[2]), within(rows[3])];
    await expect(queued.getByText('Queued')).toBeVisible();
    await expect(queued.getByText(queuedMessage.subject)).toBeVisible();
    await expect(queued.getByText('2')).toBeVisible();
    await expect(queued.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeVisible();
    await expect(queued.queryByRole('button')).not.toBeInTheDocument();
    await expect(failed.getByText('Failed')).toBeVisible();
    await expect(failed.getByText('8')).toBeVisible();
    await expect(failed.getByText(/Recipient address rejected/)).toBeVisible();
    await expect(failed.getByRole('button', { name: resendLabel })).toBeVisible();
    // Sent on its third try: no error beside Sent, though the failed tries' one is kept.
    await expect(sent.getByText(sentOnRetryMessage.subject)).toBeVisible();
    await expect(sent.getByText('Sent')).toBeVisible();
    await expect(sent.getByText(/^sent at/)).toBeVisible();
    await expect(sent.getByText('3')).toBeVisible();
    await expect(sent.getByText('None')).toBeVisible();
    await expect(sent.queryByText(sentOnRetryMessage.lastError!)).not.toBeInTheDocument();
    await expect(sent.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** 'Send again' queues the failed email with a fresh set of tries: its row reads Queued, and the story's outbox holds it queued. */
export const SendsAgain: Story = {
  play: async (context) => {
    const row = within((await loadedTable(context.canvasElement)).getAllByRole('row')[2]);
    await userEvent.click(row.getByRole('button', { name: resendLabel }));
    await waitFor(() => expect(row.getByText('Queued')).toBeVisible());
    await expect(row.getByText('0')).toBeVisible();
    await expect(row.queryByRole('button')).not.toBeInTheDocument();
    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    await waitFor(() => expect(toasts.getByText(`Queued again: ${failedMessage.subject}, to ${failedMessage.to}`)).toBeVisible());
    await expect(await storyApi(context).shop.repositories.outbox.find(failedMessage._id)).toMatchObject({ status: 'queued', attempts: 0 });
  },
};

/** PUT /api/outbox/:id/resend answers 500: a toast says so, and the email stays failed with its button. */
export const SendAgainFails: Story = {
  parameters: { api: { resendEmail: 500 } },
  play: async ({ canvasElement }) => {
    const row = within((await loadedTable(canvasElement)).getAllByRole('row')[2]);
    await userEvent.click(row.getByRole('button', { name: resendLabel }));
    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    await waitFor(() => expect(toasts.getByText('Something went wrong on our side. Please try again.')).toBeVisible());
    await waitFor(() => expect(row.getByRole('button', { name: resendLabel })).toBeEnabled());
    await expect(row.getByText('Failed')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { shop: { outbox: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No emails yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { listOutbox: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the outbox');
  },
};

/** GET /api/outbox answers 500; "Try again" loads the list once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { listOutbox: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The outbox could not be loaded');
    storyApi(context).heal('listOutbox');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** "Show more emails" adds the older ones below, until the last. */
export const ShowsMoreEmails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more emails' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2 * PAGE + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Show more emails' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(sampleOutbox.length + 1));
    await expect(canvas.queryByRole('button', { name: 'Show more emails' })).not.toBeInTheDocument();
  },
};

/** On a phone each email is a card; a long address and error wrap, and the page never scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: /emails the shop sent/i });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(PAGE);
    await expect(within(cards[1]).getByRole('button', { name: resendLabel })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The Failed tab lists only the failed emails, its count beside it; GET /api/outbox?status=failed. */
export const FailedOnly: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await loadedTable(context.canvasElement);
    const tab = await canvas.findByRole('tab', { name: 'Failed (2)' });
    await userEvent.click(tab);
    await waitFor(() => expect(canvas.getByText('2 failed emails')).toBeVisible());
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]).getByText(failedMessage.subject)).toBeVisible();
    await expect(within(rows[1]).getByText(olderFailedMessage.subject)).toBeVisible();
    for (const row of rows) await expect(within(row).getByText('Failed')).toBeVisible();
    await expect(storyApi(context).callsOf('listOutbox').at(-1)?.query).toMatchObject({ status: 'failed' });
    // Sent again from here: the count drops.
    await userEvent.click(within(rows[0]).getByRole('button', { name: resendLabel }));
    await expect(await canvas.findByRole('tab', { name: 'Failed (1)' })).toBeVisible();
  },
};

/** No failed email: the Failed tab says so. */
export const NoneFailed: Story = {
  parameters: { shop: { outbox: sampleOutbox.filter((m) => m.status !== 'failed') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Failed' }));
    await expect(await canvas.findByText('No failed emails')).toBeVisible();
  },
};

/** Refresh reads what the sender did since the page loaded, without reloading it. */
export const Refreshes: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const row = within((await loadedTable(context.canvasElement)).getAllByRole('row')[2]);
    await expect(row.getByText('Failed')).toBeVisible();
    // Meanwhile, another admin sends it again.
    await storyApi(context).shop.repositories.outbox.requeueFailed(failedMessage._id, new Date());
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(canvas.getAllByRole('row')[2]).getByText('Queued')).toBeVisible());
    await expect(canvas.getByRole('tab', { name: 'Failed (1)' })).toBeVisible();
  },
};

/** The admin menu's mark beside Outbox: how many emails failed, kept up to date by the page. */
export const MenuBadge: Story = {
  render: (args) => (
    <>
      <nav aria-label="Dashboard" className="mb-6">
        Outbox
        <FailedEmailsBadge />
      </nav>
      <Outbox {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Dashboard' }));
    await expect(await menu.findByText('2')).toBeVisible();
    await expect(menu.getByText('failed')).toBeInTheDocument();
    const row = within((await loadedTable(canvasElement)).getAllByRole('row')[2]);
    await userEvent.click(row.getByRole('button', { name: resendLabel }));
    await waitFor(() => expect(menu.getByText('1')).toBeVisible());
  },
};
