import type { TradeAccount, TradeInvitation } from '../../core/domain/trade-account';
import { sampleCustomer, sampleUsers } from './people';

const [, , , lena, tomas, procurement, grace] = sampleUsers;
const invoiceAddress = (company: string) => ({ recipient: 'Accounts Payable', company, line1: 'Unit 4, Canal Wharf', line2: '12 Mill Lane', city: 'Leeds', region: 'West Yorkshire', postcode: 'LS11 5PQ', country: 'United Kingdom' });
const applicant = (user: { id: string; displayName: string; email: string }) => ({ id: user.id, name: user.displayName, email: user.email });

/** The signed-in customer's company, approved, with a discount and three fixed prices. */
export const approvedTradeAccount: TradeAccount = {
  _id: '7b0d6c1e-3f4a-4b5c-8d9e-0f1a2b3c4d01',
  companyName: 'Patel Joinery Ltd',
  companyNumber: '08123456',
  vatNumber: 'GB123456789',
  invoiceAddress: invoiceAddress('Patel Joinery Ltd'),
  status: 'approved',
  applicant: applicant(sampleCustomer),
  appliedAt: '2026-10-02T09:14:00.000Z',
  decidedAt: '2026-10-02T15:40:00.000Z',
  declineReason: null,
  prices: {
    discountPercent: 12,
    fixedPrices: [
      { partNumber: 'HT-HMR-16', price: 19 },
      { partNumber: 'HT-TPM-8M', price: 11 },
      { partNumber: 'HT-HXB-M10-50', price: 1 },
    ],
  },
  credit: { limit: 5000, termsDays: 30 },
};

/** A company with a long name, waiting for an answer. */
export const pendingTradeAccount: TradeAccount = {
  _id: '7b0d6c1e-3f4a-4b5c-8d9e-0f1a2b3c4d02',
  companyName: 'Northbridge Fabrication and Structural Steelwork Engineering Services Ltd',
  companyNumber: 'SC123456',
  vatNumber: 'GB987654321012',
  invoiceAddress: invoiceAddress('Northbridge Fabrication and Structural Steelwork Engineering Services Ltd'),
  status: 'pending',
  applicant: applicant(procurement),
  appliedAt: '2026-11-26T08:02:00.000Z',
  decidedAt: null,
  declineReason: null,
  prices: { discountPercent: 0, fixedPrices: [] },
  credit: null,
};

/** A small business not registered for VAT, waiting too. */
export const pendingWithoutVat: TradeAccount = {
  ...pendingTradeAccount,
  _id: '7b0d6c1e-3f4a-4b5c-8d9e-0f1a2b3c4d03',
  companyName: 'Ruiz Tiling',
  companyNumber: '12876543',
  vatNumber: null,
  invoiceAddress: invoiceAddress('Ruiz Tiling'),
  applicant: applicant(tomas),
  appliedAt: '2026-11-25T17:45:00.000Z',
};

/** Declined, with the admin's reason. */
export const declinedTradeAccount: TradeAccount = {
  ...pendingTradeAccount,
  _id: '7b0d6c1e-3f4a-4b5c-8d9e-0f1a2b3c4d04',
  companyName: 'Fischer Elektro',
  companyNumber: 'HRB12345',
  vatNumber: 'DE123456789',
  invoiceAddress: { ...invoiceAddress('Fischer Elektro'), city: 'Köln', region: '', postcode: '50667', country: 'Germany' },
  status: 'declined',
  applicant: applicant(lena),
  appliedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-21T09:30:00.000Z',
  declineReason: 'We sell on account only within the United Kingdom for now. You are welcome to order at catalogue prices.',
};

/** Approved at catalogue prices, and paying by card: no credit given yet. */
export const approvedWithoutCredit: TradeAccount = {
  ...approvedTradeAccount,
  _id: '7b0d6c1e-3f4a-4b5c-8d9e-0f1a2b3c4d05',
  companyName: 'Liu Kitchens Ltd',
  companyNumber: '11234567',
  vatNumber: 'GB246813579',
  invoiceAddress: invoiceAddress('Liu Kitchens Ltd'),
  applicant: { id: 'user-wei.liu', name: 'Wei Liu', email: 'wei.liu@liu-kitchens.example' },
  appliedAt: '2026-11-10T13:05:00.000Z',
  decidedAt: '2026-11-11T09:20:00.000Z',
  prices: { discountPercent: 0, fixedPrices: [] },
  credit: null,
};

/** Patel Joinery's first buyer invited Grace Liu. */
export const sampleInvitation: TradeInvitation = {
  accountId: approvedTradeAccount._id,
  companyName: approvedTradeAccount.companyName,
  email: grace.email,
  invitedBy: sampleCustomer.displayName,
  invitedAt: '2026-11-24T11:20:00.000Z',
};

/** Every sample account, newest first, who buys for which, and the invitation waiting. */
export const sampleTrade = {
  invitations: [sampleInvitation],
  accounts: [pendingTradeAccount, pendingWithoutVat, declinedTradeAccount, approvedTradeAccount],
  buyers: {
    [sampleCustomer.id]: { accountId: approvedTradeAccount._id, role: 'owner' as const },
    [procurement.id]: { accountId: pendingTradeAccount._id, role: 'owner' as const },
    [tomas.id]: { accountId: pendingWithoutVat._id, role: 'owner' as const },
  },
};

/** The sample accounts and a second approved company, one that pays by card. */
export const tradeWithCardPayer = { ...sampleTrade, accounts: [approvedWithoutCredit, ...sampleTrade.accounts] };
