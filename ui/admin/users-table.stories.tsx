import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn, longEmail, unbrokenName } from '../../.storybook/layout-checks';
import { otherAdmin, sampleAdmin, sampleCustomerUser, sampleUsers } from '../../.storybook/sample-data/people';
import type { User } from '../../core/domain/user';
import { UsersTable } from './users-table';

/**
 * Presentational: AllUsers feeds it. A table from medium width, one card per user below it; both
 * are rendered and CSS shows one, so queries skip the hidden one.
 */
const meta = {
  title: 'Admin/UsersTable',
  component: UsersTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { users: sampleUsers, currentEmail: sampleAdmin.email, onMakeAdmin: fn(), onRemoveAdmin: fn(), onRemoveUser: fn() },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rowOf = (canvasElement: HTMLElement, email: string) =>
  within(within(within(canvasElement).getByRole('table')).getByRole('row', { name: new RegExp(escape(email)) }));

/** Admins, customers and the signed-in admin's own row, each with what may be done to them. */
export const Roles: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(sampleUsers.length + 1);

    const you = rowOf(canvasElement, sampleAdmin.email);
    await expect(you.getByText('(you)')).toBeVisible();
    await expect(you.getByText('Admin')).toBeVisible();
    await expect(you.queryByRole('button')).not.toBeInTheDocument();

    const admin = rowOf(canvasElement, otherAdmin.email);
    await expect(admin.queryByRole('button', { name: /^Make Admin/ })).not.toBeInTheDocument();
    await userEvent.click(admin.getByRole('button', { name: `Remove Admin ${otherAdmin.email}` }));
    await expect(args.onRemoveAdmin).toHaveBeenCalledWith(otherAdmin);

    const customer = rowOf(canvasElement, sampleCustomerUser.email);
    await expect(customer.getByText('Customer')).toBeVisible();
    await expect(customer.getByText(sampleCustomerUser.displayName)).toBeVisible();
    await expect(customer.queryByRole('button', { name: /^Remove Admin/ })).not.toBeInTheDocument();
    await userEvent.click(customer.getByRole('button', { name: `Make Admin ${sampleCustomerUser.email}` }));
    await expect(args.onMakeAdmin).toHaveBeenCalledWith(sampleCustomerUser);
    await userEvent.click(customer.getByRole('button', { name: `Remove User ${sampleCustomerUser.email}` }));
    await expect(args.onRemoveUser).toHaveBeenCalledWith(sampleCustomerUser);
  },
};

/** A Make Admin request is running for one user: its button is busy. */
export const Promoting: Story = {
  args: { promoting: new Set([sampleCustomerUser.email]) },
  play: async ({ canvasElement }) => {
    const button = rowOf(canvasElement, sampleCustomerUser.email).getByRole('button', { name: `Make Admin ${sampleCustomerUser.email}` });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a phone each user is a card with the same actions, and nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(sampleUsers.length);
    await expect(within(cards[0]).getByText('(you)')).toBeVisible();
    await expect(within(cards[0]).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(cards[2]).getByRole('button', { name: `Make Admin ${sampleCustomerUser.email}` }));
    await expect(args.onMakeAdmin).toHaveBeenCalledWith(sampleCustomerUser);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A customer whose name is 360 characters without a space, and another with a very long email. */
const longNamed: User = { id: 'user-max', email: 'max@example.com', displayName: unbrokenName, role: 'customer', emailVerified: true };
const longEmailed: User = { id: 'user-northbridge', email: longEmail, displayName: 'Northbridge Procurement', role: 'customer', emailVerified: true };

/** Long names and emails wrap or are cut (the whole name in its tooltip); Role and the buttons stay in view. */
const playLongNames: Story['play'] = async ({ canvasElement }) => {
  await expectNoSidewaysScroll(canvasElement);
  for (const user of [longNamed, longEmailed]) {
    for (const name of [`Make Admin ${user.email}`, `Remove User ${user.email}`]) {
      await expectInView(within(canvasElement).getAllByRole('button', { name }).find((button) => button.offsetParent)!);
    }
  }
  const name = within(canvasElement).getAllByTitle(unbrokenName).find((element) => element.offsetParent)!;
  await expect(name).toHaveTextContent(unbrokenName);
  await expect(name.getBoundingClientRect().height).toBeLessThan(60);
};

export const LongNamesOnADesktop: Story = {
  args: { users: [sampleAdmin, longNamed, longEmailed, sampleCustomerUser] },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('table')).toBeVisible();
    await playLongNames(context);
  },
};

export const LongNamesOnAPhone: Story = {
  args: { users: [sampleAdmin, longNamed, longEmailed, sampleCustomerUser] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: playLongNames,
};
