import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, inDashboardColumn } from '../../.storybook/layout-checks';
import { sampleCustomer, sampleUsers, unverifiedUser } from '../../.storybook/sample-data/people';
import { approvedTradeAccount, pendingTradeAccount, sampleTrade } from '../../.storybook/sample-data/trade';
import { sampleOrders } from '../../.storybook/sample-data/orders';
import { MyTradeAccount } from './my-trade-account';

const [, , , lena, tomas, procurement, grace] = sampleUsers;

// Two of Dev Patel's orders were bought for Patel Joinery; the third for himself.
const companyOrders = sampleOrders.map((order, n) => ({ ...order, tradeAccountId: n < 2 ? approvedTradeAccount._id : null }));

/**
 * /dashboard/trade-account: GET /api/trade-account from the story's shop, seeded with sample
 * accounts; applying calls POST /api/trade-account.
 */
const meta = {
  title: 'Trade/MyTradeAccount',
  component: MyTradeAccount,
  tags: ['autodocs'],
  parameters: { layout: 'padded', initialPath: '/dashboard/trade-account', shop: { trade: sampleTrade, users: sampleUsers, signedInAs: grace } },
  decorators: [inDashboardColumn],
  globals: { viewport: { value: 'laptop', isRotated: false } },
  args: { user: grace },
} satisfies Meta<typeof MyTradeAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectToast = async (message: string) => {
  const toast = await within(await screen.findByRole('region', { name: /notifications/i })).findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};
const form = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'Apply for a trade account' }));

/** No account yet: why one helps, and the form; sent, it stands waiting for an answer. */
export const Apply: Story = {
  parameters: { shop: { trade: { ...sampleTrade, invitations: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    await expect(canvas.getByText(/A trade account gives your company its own prices/)).toBeVisible();
    await expect(fields.getByLabelText('Recipient')).toHaveValue(grace.displayName);
    await userEvent.type(fields.getByLabelText('Company name'), 'Liu Building Services Ltd');
    await userEvent.type(fields.getByLabelText('Company number'), '09 876 543');
    await userEvent.type(fields.getByLabelText('VAT number (optional)'), 'gb 123 456 789');
    await userEvent.type(fields.getByLabelText('Address line 1'), '3 Quarry Road');
    await userEvent.type(fields.getByLabelText('City'), 'Bristol');
    await userEvent.type(fields.getByLabelText('Postcode'), 'BS1 4DJ');
    await userEvent.type(fields.getByLabelText('Country'), 'United Kingdom');
    await userEvent.click(fields.getByRole('button', { name: 'Apply for a trade account' }));
    await expectToast('Thank you: we have your application and will answer by email, usually within one working day');
    await expect(await canvas.findByText('Your application for a trade account is waiting for our answer')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Liu Building Services Ltd' })).toBeVisible();
    await expect(canvas.getByText('09876543')).toBeVisible();
    await expect(canvas.getByText('GB123456789')).toBeVisible();
  },
};

/** Invited by Patel Joinery's first buyer: accepted, Grace buys for it and sees its buyers. */
export const Invited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invitation = within(await canvas.findByRole('listitem', { name: 'Patel Joinery Ltd' }));
    await expect(invitation.getByText(/invited you to buy for/)).toHaveTextContent('Dev Patel invited you to buy for Patel Joinery Ltd on 24 Nov 2026.');
    await userEvent.click(invitation.getByRole('button', { name: 'Accept' }));
    await expectToast('You buy for Patel Joinery Ltd now: its prices apply to your orders');
    await expect(await canvas.findByText('Patel Joinery Ltd has a trade account: its prices apply to every order you place')).toBeVisible();
    const buyers = within(canvas.getByRole('list', { name: 'Buyers' }));
    await expect(buyers.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Dev Patel', grace.displayName]);
    // Only the first buyer invites and removes.
    await expect(canvas.queryByRole('form', { name: 'Invite a buyer' })).not.toBeInTheDocument();
  },
};

/** Each field wrong says so under it, and nothing is sent. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await userEvent.type(fields.getByLabelText('Company number'), 'X');
    await userEvent.type(fields.getByLabelText('VAT number (optional)'), '12345');
    await userEvent.click(fields.getByRole('button', { name: 'Apply for a trade account' }));
    await expect(await fields.findByText('Company name is required')).toBeVisible();
    await expect(fields.getByText(/^Type the company number as registered/)).toBeVisible();
    await expect(fields.getByText(/^Type the VAT number with its country prefix/)).toBeVisible();
    await expect(fields.getByText('Address line 1 is required')).toBeVisible();
  },
};

/** Waiting for an answer: the long company name wraps. */
export const Pending: Story = {
  args: { user: procurement },
  parameters: { shop: { signedInAs: procurement } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your application for a trade account is waiting for our answer')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: pendingTradeAccount.companyName })).toBeVisible();
    await expect(canvas.getByText('Waiting for an answer')).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Approved: the company's prices in a few words; its first buyer invites a colleague and withdraws Grace's invitation. */
export const Approved: Story = {
  args: { user: sampleCustomer },
  parameters: { shop: { signedInAs: sampleCustomer, orders: companyOrders } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invite = within(await canvas.findByRole('form', { name: 'Invite a buyer' }));
    await userEvent.type(invite.getByLabelText('Invite a colleague by email'), 'not an address');
    await userEvent.click(invite.getByRole('button', { name: 'Invite' }));
    await expect(await invite.findByText(/valid email/i)).toBeVisible();
    await userEvent.clear(invite.getByLabelText('Invite a colleague by email'));
    await userEvent.type(invite.getByLabelText('Invite a colleague by email'), 'Sam.Okoro@Example.com');
    await userEvent.click(invite.getByRole('button', { name: 'Invite' }));
    await expectToast('An invitation is on its way to sam.okoro@example.com');
    const invited = within(await canvas.findByRole('list', { name: 'Invited' }));
    await waitFor(() => expect(invited.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(invited.getByRole('button', { name: `Withdraw the invitation to ${grace.email}` }));
    await expectToast(`Withdrew the invitation to ${grace.email}`);
    await waitFor(() => expect(invited.getAllByRole('listitem')).toHaveLength(1));
    // The company's orders, each leading to its page; the customer's own order is not among them.
    const orders = within(await canvas.findByRole('table', { name: "The company's orders, newest first" }));
    await expect(orders.getAllByRole('link').map((link) => link.textContent)).toEqual(companyOrders.filter((order) => order.tradeAccountId).map((order) => order.number));
    await expect(await canvas.findByText('Patel Joinery Ltd has a trade account: its prices apply to every order you place')).toBeVisible();
    await expect(canvas.getByText('12% off the catalogue')).toBeVisible();
    await expect(canvas.getByText('3 fixed prices')).toBeVisible();
    await expect(canvas.getByText('GB123456789')).toBeVisible();
  },
};

/** Declined: why, and the form again with what was sent, to correct. */
export const Declined: Story = {
  args: { user: lena },
  parameters: { shop: { signedInAs: lena } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Fischer Elektro's trade account was declined")).toBeVisible();
    await expect(canvas.getByText(/Our reason: We sell on account only within the United Kingdom/)).toBeVisible();
    const fields = await form(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Apply again' })).toBeVisible();
    await expect(fields.getByLabelText('Company name')).toHaveValue('Fischer Elektro');
    await expect(fields.getByLabelText('City')).toHaveValue('Köln');
  },
};

/** An address not confirmed yet: no form, and what to do first. */
export const Unconfirmed: Story = {
  args: { user: unverifiedUser },
  parameters: { shop: { signedInAs: unverifiedUser } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Confirm your email address before applying for a trade account')).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** On a phone: the form in one column, nothing wider than the screen. */
export const Phone: Story = {
  args: { user: tomas },
  parameters: { shop: { signedInAs: tomas } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Ruiz Tiling' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
