import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { creditWords, onAccountMessages } from '../../core/domain/on-account';
import { tradeMessages } from '../../core/domain/trade-account';
import { expectInView, expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { sampleAdmin, sampleUsers } from '../../.storybook/sample-data/people';
import { approvedTradeAccount, approvedWithoutCredit, pendingTradeAccount, pendingWithoutVat, sampleTrade, tradeWithCardPayer } from '../../.storybook/sample-data/trade';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { toastList } from '../../.storybook/toast-list';
import { TradeAccounts } from './trade-accounts';

/**
 * /dashboard/tradeAccounts against the story's shop, signed in as its admin: GET /api/trade-accounts by status,
 * POST /api/trade-accounts/:id/decision, PUT /api/trade-accounts/:id/prices and PUT /api/trade-accounts/:id/credit.
 */
const meta = {
  title: 'Admin/TradeAccounts',
  component: TradeAccounts,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { trade: sampleTrade, users: sampleUsers, signedInAs: sampleAdmin } },
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof TradeAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

const accounts = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Trade accounts' }));
const companies = async (canvasElement: HTMLElement) => (await accounts(canvasElement)).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const account = async (canvasElement: HTMLElement, company: string) => within((await accounts(canvasElement)).getByRole('listitem', { name: company }));
const showView = (canvasElement: HTMLElement, view: string) => userEvent.click(within(canvasElement).getByRole('tab', { name: view }));

const expectToast = async (message: string) => {
  const toast = await (await toastList()).findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
};

/** Opens the approved company's prices from the Approved view. */
const openPrices = async (canvasElement: HTMLElement) => {
  await showView(canvasElement, 'Approved');
  await waitFor(async () => expect(await companies(canvasElement)).toEqual([approvedTradeAccount.companyName]));
  await userEvent.click((await account(canvasElement, approvedTradeAccount.companyName)).getByRole('button', { name: 'Set prices' }));
  return within(await screen.findByRole('dialog', { name: `Prices for ${approvedTradeAccount.companyName}` }));
};

/** The default view: the two applications waiting for an answer, newest first, with what an admin needs to judge them. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await companies(canvasElement)).toEqual([pendingTradeAccount.companyName, pendingWithoutVat.companyName]);
    await expect(canvas.getByRole('tab', { name: 'Waiting for an answer' })).toHaveAttribute('aria-selected', 'true');
    const ruiz = await account(canvasElement, pendingWithoutVat.companyName);
    await expect(ruiz.getByText('Not registered for VAT')).toBeVisible();
    await expect(ruiz.getByText(pendingWithoutVat.companyNumber)).toBeVisible();
    await expect(ruiz.getByText(pendingWithoutVat.applicant.name)).toBeVisible();
    await expect(ruiz.getByText('Waiting for an answer')).toBeVisible();
    await expect(ruiz.getByRole('button', { name: 'Approve' })).toBeEnabled();
    const northbridge = await account(canvasElement, pendingTradeAccount.companyName);
    await expect(northbridge.getByText(pendingTradeAccount.vatNumber!)).toBeVisible();
    await expect(northbridge.getByText('Unit 4, Canal Wharf')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Approving Ruiz Tiling: the toast names who was emailed, the application leaves the waiting list and is under Approved, with no prices yet. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click((await account(canvasElement, pendingWithoutVat.companyName)).getByRole('button', { name: 'Approve' }));
    await expectToast(`Approved: Ruiz Tiling. An email saying so is on its way to ${pendingWithoutVat.applicant.email}.`);
    await waitFor(async () => expect(await companies(canvasElement)).toEqual([pendingTradeAccount.companyName]));
    await showView(canvasElement, 'Approved');
    await waitFor(async () => expect(await companies(canvasElement)).toEqual([pendingWithoutVat.companyName, approvedTradeAccount.companyName]));
    const ruiz = await account(canvasElement, pendingWithoutVat.companyName);
    await expect(ruiz.getByText('No company prices yet')).toBeVisible();
    await expect(ruiz.getByRole('button', { name: 'Set prices' })).toBeVisible();
  },
};

/** Declining with a reason: the dialog asks it, the toast names who was emailed, and the reason shows under Declined. */
export const Decline: Story = {
  play: async ({ canvasElement }) => {
    const reason = 'We could not find this company number at Companies House. Please check it and apply again.';
    await userEvent.click((await account(canvasElement, pendingTradeAccount.companyName)).getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Decline ${pendingTradeAccount.companyName}?` }));
    await userEvent.type(dialog.getByLabelText('Reason (optional)'), reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Decline application' }));
    await expectToast(`Declined: ${pendingTradeAccount.companyName}. An email saying so is on its way to ${pendingTradeAccount.applicant.email}.`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await companies(canvasElement)).toEqual([pendingWithoutVat.companyName]));
    await showView(canvasElement, 'Declined');
    await waitFor(async () => expect((await companies(canvasElement))[0]).toBe(pendingTradeAccount.companyName));
    await expect((await account(canvasElement, pendingTradeAccount.companyName)).getByText(reason)).toBeVisible();
  },
};

/** Patel Joinery's prices: 15% off and a fourth fixed price, saved; the card says so. */
export const SetPrices: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPrices(canvasElement);
    const discount = dialog.getByLabelText('Discount (% off the catalogue)');
    await expect(discount).toHaveValue(12);
    await userEvent.clear(discount);
    await userEvent.type(discount, '15');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a fixed price' }));
    await expect(dialog.getByLabelText('Part number 4')).toHaveFocus();
    await userEvent.type(dialog.getByLabelText('Part number 4'), 'HT-GRD-230-KIT');
    await userEvent.type(dialog.getByLabelText('Price 4 in $'), '199');
    await userEvent.click(dialog.getByRole('button', { name: 'Save prices' }));
    await expectToast(`Prices saved for ${approvedTradeAccount.companyName}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patel = await account(canvasElement, approvedTradeAccount.companyName);
    await waitFor(() => expect(patel.getByText('15% off the catalogue')).toBeVisible());
    await expect(patel.getByText('4 fixed prices')).toBeVisible();
  },
};

/** Prices the schema refuses: a 95% discount, then a part priced twice; each message under its field, and nothing saved. */
export const PricesRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPrices(canvasElement);
    const discount = dialog.getByLabelText('Discount (% off the catalogue)');
    await userEvent.clear(discount);
    await userEvent.type(discount, '95');
    await userEvent.click(dialog.getByRole('button', { name: 'Save prices' }));
    await expect(await dialog.findByText(tradeMessages.discountRange)).toBeVisible();
    await expect(discount).toHaveAttribute('aria-invalid', 'true');
    await expect(discount).toHaveFocus();

    await userEvent.clear(discount);
    await userEvent.type(discount, '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a fixed price' }));
    await userEvent.type(dialog.getByLabelText('Part number 4'), 'ht-hmr-16');
    await userEvent.type(dialog.getByLabelText('Price 4 in $'), '18');
    await userEvent.click(dialog.getByRole('button', { name: 'Save prices' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(tradeMessages.repeatedPart('ht-hmr-16'));
    await expect(dialog.queryByText(tradeMessages.discountRange)).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patel = await account(canvasElement, approvedTradeAccount.companyName);
    await expect(patel.getByText('12% off the catalogue')).toBeVisible();
    await expect(patel.getByText('3 fixed prices')).toBeVisible();
    await expect(screen.queryByText(`Prices saved for ${approvedTradeAccount.companyName}`)).not.toBeInTheDocument();
  },
};

/** The Approved view with Liu Kitchens, paying by card, above Patel Joinery, on account. */
const showApprovedWithCardPayer = async (canvasElement: HTMLElement) => {
  await showView(canvasElement, 'Approved');
  await waitFor(async () => expect(await companies(canvasElement)).toEqual([approvedWithoutCredit.companyName, approvedTradeAccount.companyName]));
  return { liu: await account(canvasElement, approvedWithoutCredit.companyName), patel: await account(canvasElement, approvedTradeAccount.companyName) };
};

/** Payment on account beside the prices: Patel Joinery owes up to $5,000 on 30 days and can be stopped; Liu Kitchens pays by card, its days to pay already 30. */
export const PaymentOnAccount: Story = {
  parameters: { shop: { trade: tradeWithCardPayer } },
  play: async ({ canvasElement }) => {
    const { liu, patel } = await showApprovedWithCardPayer(canvasElement);
    await expect(patel.getByText(creditWords(approvedTradeAccount.credit))).toBeVisible();
    await expect(patel.getByLabelText('Credit limit ($)')).toHaveValue(5000);
    await expect(patel.getByLabelText('Days to pay')).toHaveValue(30);
    await expect(patel.getByRole('button', { name: 'Stop payment on account' })).toBeVisible();
    await expect(liu.getByText('Pays by card')).toBeVisible();
    await expect(liu.getByLabelText('Credit limit ($)')).toHaveValue(null);
    await expect(liu.getByLabelText('Days to pay')).toHaveValue(30);
    await expect(liu.queryByRole('button', { name: 'Stop payment on account' })).not.toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Giving Liu Kitchens $2,500 on 45 days: the toast says what it may owe, and the card says so too. */
export const GivesCredit: Story = {
  parameters: { shop: { trade: tradeWithCardPayer } },
  play: async ({ canvasElement }) => {
    const { liu } = await showApprovedWithCardPayer(canvasElement);
    await userEvent.type(liu.getByLabelText('Credit limit ($)'), '2500');
    await userEvent.clear(liu.getByLabelText('Days to pay'));
    await userEvent.type(liu.getByLabelText('Days to pay'), '45');
    await userEvent.click(liu.getByRole('button', { name: 'Save' }));
    await expectToast(`${approvedWithoutCredit.companyName} may owe up to $2,500, each order due in 45 days`);
    await waitFor(() => expect(liu.getByText('$2,500 credit on 45 days')).toBeVisible());
    await expect(liu.getByRole('button', { name: 'Stop payment on account' })).toBeVisible();
  },
};

/** Stopping Patel Joinery's payment on account: it pays by card from now on. */
export const StopsCredit: Story = {
  parameters: { shop: { trade: tradeWithCardPayer } },
  play: async ({ canvasElement }) => {
    const { patel } = await showApprovedWithCardPayer(canvasElement);
    await userEvent.click(patel.getByRole('button', { name: 'Stop payment on account' }));
    await expectToast(`${approvedTradeAccount.companyName} pays by card now`);
    await waitFor(() => expect(patel.getByText('Pays by card')).toBeVisible());
    await expect(patel.queryByRole('button', { name: 'Stop payment on account' })).not.toBeInTheDocument();
  },
};

/** Patel Joinery's buyers, read when asked for: its first buyer and what the company owes on account. */
export const ShowsBuyers: Story = {
  parameters: { shop: { trade: tradeWithCardPayer } },
  play: async ({ canvasElement }) => {
    const { patel } = await showApprovedWithCardPayer(canvasElement);
    await userEvent.click(patel.getByRole('button', { name: 'Show buyers' }));
    const buyers = within(await patel.findByRole('region', { name: `Buyers for ${approvedTradeAccount.companyName}` }));
    await waitFor(() => expect(buyers.getByText(approvedTradeAccount.applicant.name)).toBeVisible());
    await expect(buyers.getByText('(applied)')).toBeVisible();
    await expect(buyers.getByText(/^Owes \$[\d,]+\.\d\d on account with VAT; \$[\d,]+\.\d\d left of \$5,000\.$/)).toBeVisible();
  },
};

/** Credit the schema refuses, no limit and 200 days: each message under its field, the limit focused, and nothing sent. */
export const CreditRefused: Story = {
  parameters: { shop: { trade: tradeWithCardPayer } },
  play: async (context) => {
    const { liu } = await showApprovedWithCardPayer(context.canvasElement);
    const days = liu.getByLabelText('Days to pay');
    await userEvent.clear(days);
    await userEvent.type(days, '200');
    await userEvent.click(liu.getByRole('button', { name: 'Save' }));
    await expect(await liu.findByText(onAccountMessages.creditLimitRange)).toBeVisible();
    await expect(liu.getByText(onAccountMessages.termsDaysRange)).toBeVisible();
    await waitFor(() => expect(liu.getByLabelText('Credit limit ($)')).toHaveFocus());
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(storyApi(context).callsOf('setTradeCredit')).toHaveLength(0);
    await expect(liu.getByText('Pays by card')).toBeVisible();
  },
};

/** A shop with no trade accounts: each view says what would appear in it. */
export const Empty: Story = {
  parameters: { shop: { trade: { accounts: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No applications waiting')).toBeVisible();
    await expect(canvas.getByText(/its application appears here for you to approve or decline/)).toBeVisible();
    await showView(canvasElement, 'All');
    await expect(await canvas.findByText('No trade accounts yet')).toBeVisible();
  },
};

/** On a phone (390 px): the long company name wraps, nothing scrolls sideways, and the prices editor's rows fit. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = await accounts(canvasElement);
    const longName = list.getByRole('heading', { name: pendingTradeAccount.companyName });
    // Wrapped onto more than one line, within the card.
    await expect(longName.getBoundingClientRect().height).toBeGreaterThan(40);
    await expectInView(longName);
    await expectNoSidewaysScroll(canvasElement);
    const dialog = await openPrices(canvasElement);
    await expectInView(dialog.getByRole('button', { name: 'Remove fixed price 1' }));
    await expectInView(dialog.getByLabelText('Price 1 in $'));
    await expectInView(dialog.getByRole('button', { name: 'Save prices' }));
  },
};
