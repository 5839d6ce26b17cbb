import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { longNameMessage, sampleMessages, unreadMessage } from '../../.storybook/sample-data/messages';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { Messages } from './messages';
import { UnreadMessagesBadge } from './unread-messages';

/**
 * /dashboard/messages: what visitors sent from the contact page, from GET /api/messages (the story's shop, signed in as its admin), 12 a
 * page, newest first, with the unread count; Mark as read calls PUT /api/messages/:id/read.
 */
const meta = {
  title: 'Admin/Messages',
  component: Messages,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { messages: sampleMessages, signedInAs: sampleAdmin } },
  // Wide enough for the table; Narrow shows the cards of a phone.
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = 12;
const unreadAtFirst = sampleMessages.filter((m) => m.readAt === null).length;
const markLabel = (name: string) => `Mark the message from ${name} as read`;

/** The table, once the first page has loaded. */
const loadedTable = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table'));

/** Some unread: they come first, marked Unread with a button; the count of unread shows beside the heading. */
export const SomeUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(canvas.getByText(`${unreadAtFirst} unread`)).toBeVisible();
    await expect(canvas.getByText(new RegExp(`Showing the latest ${PAGE} messages`))).toBeVisible();
    const rows = table.getAllByRole('row');
    await expect(rows).toHaveLength(PAGE + 1);
    await expect(within(rows[1]).getByText(unreadMessage.message)).toBeVisible();
    await expect(within(rows[1]).getByText('Unread')).toBeVisible();
    await expect(within(rows[1]).getByRole('button', { name: markLabel(unreadMessage.name) })).toBeVisible();
    await expect(within(rows[4]).getByText('Read', { selector: 'span' })).toBeVisible();
    await expect(within(rows[4]).getByText(/^Read/, { selector: 'p' })).toBeVisible();
    await expect(within(rows[4]).queryByRole('button')).not.toBeInTheDocument();
    // Text is shown as written, never run as HTML.
    await expect(within(rows[2]).getByText(/<script>alert\("x"\)<\/script> shows as text\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show more messages' })).toBeVisible();
  },
};

/** Marking one read: its badge reads Read, its button gives way to when it was read, and the unread count drops by one. */
export const MarksRead: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const row = within((await loadedTable(canvasElement)).getAllByRole('row')[1]);
    await userEvent.click(row.getByRole('button', { name: markLabel(unreadMessage.name) }));
    await waitFor(() => expect(row.getByText('Read', { selector: 'span' })).toBeVisible());
    await expect(row.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText(`${unreadAtFirst - 1} unread`)).toBeVisible();
    await expect((await storyApi(context).shop.repositories.messages.list({ limit: 1, cursor: null })).items[0].readAt).not.toBeNull();
  },
};

/** The dashboard's menu and the page share one unread count: marking a message read lowers the menu's badge too. */
export const MenuBadgeFollows: Story = {
  render: (args) => (
    <>
      <nav aria-label="Dashboard" className="mb-6">
        Messages
        <UnreadMessagesBadge />
      </nav>
      <Messages {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Dashboard' }));
    await expect(await menu.findByText(String(unreadAtFirst))).toBeVisible();
    const row = within((await loadedTable(canvasElement)).getAllByRole('row')[1]);
    await userEvent.click(row.getByRole('button', { name: markLabel(unreadMessage.name) }));
    await waitFor(() => expect(menu.getByText(String(unreadAtFirst - 1))).toBeVisible());
    await expect(within(canvasElement).getByText(`${unreadAtFirst - 1} unread`)).toBeVisible();
  },
};

/** Every message read: the menu shows no count. */
export const MenuBadgeAllRead: Story = {
  parameters: { shop: { messages: sampleMessages.map((m) => ({ ...m, readAt: m.readAt ?? m.receivedAt })) } },
  render: MenuBadgeFollows.render,
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await expect(within(canvasElement).getByText('0 unread')).toBeVisible();
    await expect(within(within(canvasElement).getByRole('navigation', { name: 'Dashboard' })).queryByText(/\d/)).not.toBeInTheDocument();
  },
};

/** PUT /api/messages/:id/read answers 500: a toast says so, and the message stays unread with its button. */
export const MarkReadFails: Story = {
  parameters: { api: { markMessageRead: 500 } },
  play: async ({ canvasElement }) => {
    const row = within((await loadedTable(canvasElement)).getAllByRole('row')[1]);
    await userEvent.click(row.getByRole('button', { name: markLabel(unreadMessage.name) }));
    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    await waitFor(() => expect(toasts.getByText('Something went wrong on our side. Please try again.')).toBeVisible());
    await waitFor(() => expect(row.getByRole('button', { name: markLabel(unreadMessage.name) })).toBeEnabled());
    await expect(row.getByText('Unread')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { shop: { messages: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No messages yet')).toBeVisible();
    await expect(canvas.getByText('Messages sent from the contact page appear here, newest first.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { listMessages: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading messages');
  },
};

/** GET /api/messages answers 500; "Try again" loads the list once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { listMessages: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The messages could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    storyApi(context).heal('listMessages');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** "Show more messages" adds the older ones below, until the last. */
export const ShowsMoreMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more messages' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2 * PAGE + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Show more messages' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(sampleMessages.length + 1));
    await expect(canvas.queryByRole('button', { name: 'Show more messages' })).not.toBeInTheDocument();
  },
};

/** On a phone each message is a card; a long name and email wrap, and the page never scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: /messages from the contact page/i });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(PAGE);
    await expect(within(cards[0]).getByRole('button', { name: markLabel(unreadMessage.name) })).toBeVisible();
    await expect(within(cards[1]).getByText(longNameMessage.name)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
