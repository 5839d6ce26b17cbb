import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { otherAdmin, sampleAdmin, sampleCustomerUser, sampleUsers, unverifiedUser } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { AllUsers } from './all-users';
import { toastList } from '../../.storybook/toast-list';

/**
 * /dashboard/users: every user from GET /api/users (the story's shop, signed in as its admin). Make Admin calls PUT /api/user/admin/:email;
 * Remove Admin (DELETE /api/user/admin/:email) and Remove User (DELETE /api/user/:email) ask first.
 */
const meta = {
  title: 'Admin/AllUsers',
  component: AllUsers,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { signedInAs: sampleAdmin } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { currentEmail: sampleAdmin.email },
} satisfies Meta<typeof AllUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */

const expectToast = async (message: string) => {
  const toast = await (await toastList()).findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table, once the users have loaded. */
const loadedTable = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table'));

const rowOf = (table: ReturnType<typeof within>, email: string) => within(table.getByRole('row', { name: new RegExp(escape(email)) }));

export const Loaded: Story = {
  name: 'Full',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'All Users' })).toBeVisible();
    await expect(canvas.getByText(`Total Users: ${sampleUsers.length}`)).toBeVisible();
    const table = await loadedTable(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(sampleUsers.length + 1);
    const you = rowOf(table, sampleAdmin.email);
    await expect(you.getByText('(you)')).toBeVisible();
    await expect(you.queryByRole('button')).not.toBeInTheDocument();
    // Admins and accounts with an unconfirmed email are not offered Make Admin.
    await expect(table.getAllByRole('button', { name: /^Make Admin/ })).toHaveLength(sampleUsers.filter((u) => u.role !== 'admin' && u.emailVerified).length);
    await expect(rowOf(table, otherAdmin.email).getByRole('button', { name: `Remove Admin ${otherAdmin.email}` })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { listUsers: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading users');
    await expect(canvas.queryByRole('heading', { name: 'All Users' })).not.toBeInTheDocument();
  },
};

/** GET /api/users answers 500; "Try again" loads the list once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { listUsers: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The users could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    storyApi(context).heal('listUsers');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** Remove User asks first, naming the user; nothing is sent before confirming. */
export const RemoveUserConfirmationOpen: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const table = await loadedTable(canvasElement);
    await userEvent.click(rowOf(table, sampleCustomerUser.email).getByRole('button', { name: `Remove User ${sampleCustomerUser.email}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${sampleCustomerUser.displayName}?` });
    await expect(dialog).toHaveAccessibleDescription(
      `${sampleCustomerUser.displayName} (${sampleCustomerUser.email}) will be removed and can no longer sign in. Their orders stay on record. This cannot be undone.`,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove User' })).toBeVisible());
    await expect(storyApi(context).callsOf('removeUser')).toHaveLength(0);
  },
};

/** Confirming removes the user: a toast, the row gone, the count down by one. */
export const RemovesUserAfterConfirming: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const api = storyApi(context);
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await userEvent.click(rowOf(table, sampleCustomerUser.email).getByRole('button', { name: `Remove User ${sampleCustomerUser.email}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${sampleCustomerUser.displayName}?` });
    const confirm = within(dialog).getByRole('button', { name: 'Remove User' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(confirm);

    await expectToast(`Removed ${sampleCustomerUser.email}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(api.callsOf('removeUser').map((call) => call.params.email)).toEqual([sampleCustomerUser.email]);
    await expect(await api.shop.repositories.users.findByEmail(sampleCustomerUser.email)).toBeNull();
    await expect(table.queryByRole('row', { name: new RegExp(escape(sampleCustomerUser.email)) })).not.toBeInTheDocument();
    await expect(table.getAllByRole('row')).toHaveLength(sampleUsers.length);
    await expect(canvas.getByText(`Total Users: ${sampleUsers.length - 1}`)).toBeVisible();
  },
};

/** Cancel keeps the user, and sends nothing. */
export const CancelsRemoveUser: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const table = await loadedTable(canvasElement);
    await userEvent.click(rowOf(table, sampleCustomerUser.email).getByRole('button', { name: `Remove User ${sampleCustomerUser.email}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${sampleCustomerUser.displayName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storyApi(context).callsOf('removeUser')).toHaveLength(0);
    await expect(table.getAllByRole('row')).toHaveLength(sampleUsers.length + 1);
  },
};

/** DELETE /api/user/:email answers 500: the server's message is shown and the user stays. */
export const RemoveUserFails: Story = {
  parameters: { api: { removeUser: 500 } },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await userEvent.click(rowOf(table, sampleCustomerUser.email).getByRole('button', { name: `Remove User ${sampleCustomerUser.email}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${sampleCustomerUser.displayName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove User' }));
    await expectToast('Something went wrong on our side. Please try again.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(rowOf(table, sampleCustomerUser.email).getByRole('button', { name: `Remove User ${sampleCustomerUser.email}` })).toBeVisible();
  },
};

/** Clicks Make Admin on a row and confirms it in the dialog that asks first. */
const makeAdminConfirmed = async (table: ReturnType<typeof within>, email: string) => {
  await userEvent.click(rowOf(table, email).getByRole('button', { name: `Make Admin ${email}` }));
  const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make Admin' });
  await waitFor(() => expect(confirm).toBeVisible());
  await userEvent.click(confirm);
};

/** An account that has not confirmed its email is marked so, and offered no Make Admin: the row says why. */
export const UnverifiedAccount: Story = {
  play: async ({ canvasElement }) => {
    const row = rowOf(await loadedTable(canvasElement), unverifiedUser.email);
    await expect(row.getByText('Email not verified')).toBeVisible();
    await expect(row.getByText('Can be made an admin once its email address is confirmed')).toBeVisible();
    await expect(row.queryByRole('button', { name: /^Make Admin/ })).not.toBeInTheDocument();
    await expect(row.getByRole('button', { name: `Remove User ${unverifiedUser.email}` })).toBeVisible();
    await expect(rowOf(await loadedTable(canvasElement), sampleCustomerUser.email).queryByText('Email not verified')).not.toBeInTheDocument();
  },
};

/** Make Admin is a secondary button that asks first: Cancel changes nothing. */
export const MakeAdminAsksFirst: Story = {
  play: async (context) => {
    const table = await loadedTable(context.canvasElement);
    const button = rowOf(table, sampleCustomerUser.email).getByRole('button', { name: `Make Admin ${sampleCustomerUser.email}` });
    // Not the page's orange primary action on every row.
    await expect(button.className).not.toMatch(/\bbg-brand\b/);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `Make ${sampleCustomerUser.displayName} an admin?` });
    await expect(dialog).toHaveAccessibleDescription(`${sampleCustomerUser.displayName} (${sampleCustomerUser.email}) will be able to manage users, products and all orders.`);
    await expect(storyApi(context).callsOf('makeAdmin')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storyApi(context).callsOf('makeAdmin')).toEqual([]);
    await expect(rowOf(table, sampleCustomerUser.email).getByText('Customer')).toBeVisible();
  },
};

/** Make Admin, once confirmed, succeeds: the toast, and the row now shows an admin (with Remove Admin instead of Make Admin). */
export const MakeAdminSucceeds: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const table = await loadedTable(canvasElement);
    const row = rowOf(table, sampleCustomerUser.email);
    await expect(row.getByText('Customer')).toBeVisible();
    await makeAdminConfirmed(table, sampleCustomerUser.email);

    await expectToast('Successfully Add a Admin');
    await expect(storyApi(context).callsOf('makeAdmin').map((call) => call.params.email)).toEqual([sampleCustomerUser.email]);
    const updated = rowOf(table, sampleCustomerUser.email);
    await expect(updated.getByText('Admin')).toBeVisible();
    await expect(updated.queryByRole('button', { name: /^Make Admin/ })).not.toBeInTheDocument();
    await expect(updated.getByRole('button', { name: `Remove Admin ${sampleCustomerUser.email}` })).toBeVisible();
  },
};

/** PUT /api/user/admin/:email answers 403: 'Failed To Make Admin', and the user stays a customer. */
export const MakeAdminForbidden: Story = {
  parameters: { api: { makeAdmin: 403 } },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await makeAdminConfirmed(table, sampleCustomerUser.email);
    await expectToast('Failed To Make Admin');
    const row = rowOf(table, sampleCustomerUser.email);
    await expect(row.getByText('Customer')).toBeVisible();
    await waitFor(() => expect(row.getByRole('button', { name: `Make Admin ${sampleCustomerUser.email}` })).toBeEnabled());
  },
};

/** Any other failure of Make Admin shows the server's own message. */
export const MakeAdminFails: Story = {
  parameters: { api: { makeAdmin: 500 } },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await makeAdminConfirmed(table, sampleCustomerUser.email);
    await expectToast('Something went wrong on our side. Please try again.');
    await expect(rowOf(table, sampleCustomerUser.email).getByText('Customer')).toBeVisible();
  },
};

/** Remove Admin asks first; once confirmed the user is a customer again. */
export const RemovesAdminAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await userEvent.click(rowOf(table, otherAdmin.email).getByRole('button', { name: `Remove Admin ${otherAdmin.email}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove the admin role of ${otherAdmin.displayName}?` });
    await expect(dialog).toHaveAccessibleDescription(`${otherAdmin.displayName} (${otherAdmin.email}) will become a customer and can no longer use the admin screens.`);
    const confirm = within(dialog).getByRole('button', { name: 'Remove Admin' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(confirm);

    await expectToast(`Removed the admin role of ${otherAdmin.email}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = rowOf(table, otherAdmin.email);
    await expect(row.getByText('Customer')).toBeVisible();
    await expect(row.getByRole('button', { name: `Make Admin ${otherAdmin.email}` })).toBeVisible();
  },
};

/** DELETE /api/user/admin/:email answers 409: the other admin took your role meanwhile, and the shop must keep an admin; the role stays. */
export const RemoveLastAdminRefused: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const { users } = storyApi(context).shop.repositories;
    storyApi(context).meanwhile('removeAdmin', () => users.setRole(sampleAdmin.email, 'customer'));
    const table = await loadedTable(canvasElement);
    await userEvent.click(rowOf(table, otherAdmin.email).getByRole('button', { name: `Remove Admin ${otherAdmin.email}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove the admin role of ${otherAdmin.displayName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Admin' }));
    await expectToast('The shop must keep at least one admin');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(rowOf(table, otherAdmin.email).getByText('Admin')).toBeVisible();
  },
};

/** On a phone each user is a card; the page never scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Users' });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleUsers.length);
    await expect(canvas.getByText(`Total Users: ${sampleUsers.length}`)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
