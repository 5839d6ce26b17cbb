import * as v from 'valibot';
import { addressSchema, type Address } from './address';
import type { Id } from './ids';
import type { CreditTerms } from './on-account';
import { MAX_PRICE } from './product';
import { oneLine, readable, requiredInteger, requiredText } from './validation';
import type { PriceBreak, Pricing } from './volume-prices';

/**
 * Trade accounts: a business applies, an admin approves or declines, and the buyers of an approved
 * company pay its own prices (a percentage off the catalogue, or fixed prices by part number).
 */

export type TradeAccountStatus = 'pending' | 'approved' | 'declined';
export const tradeAccountStatuses = ['pending', 'approved', 'declined'] as const satisfies readonly TradeAccountStatus[];

/** The first buyer (who applied) invites the others. */
export type TradeBuyerRole = 'owner' | 'buyer';

/** A part's own price for one company: whole dollars for one unit, at any quantity. */
export interface FixedPrice {
  partNumber: string;
  price: number;
}

/** A company's prices: a percentage off the catalogue's, and fixed prices by part number (which win). */
export interface TradePrices {
  /** Whole percent off every catalogue price, volume prices included; 0 for none. */
  discountPercent: number;
  fixedPrices: FixedPrice[];
}

export const noTradePrices: TradePrices = { discountPercent: 0, fixedPrices: [] };

/** The most a percentage may take off: more would be a price list, set part by part. */
export const MAX_DISCOUNT_PERCENT = 90;
/** Fixed prices one company may have: a contract's price list. */
export const MAX_FIXED_PRICES = 1_000;

/** Who applied, as they were when they did. */
export interface TradeApplicant {
  id: Id;
  name: string;
  email: string;
}

export interface TradeAccount {
  _id: Id;
  companyName: string;
  /** As registered (Companies House in the UK), upper case, no spaces. */
  companyNumber: string;
  /** Upper case with its country prefix, no spaces; null for a business not registered for VAT. */
  vatNumber: string | null;
  invoiceAddress: Address;
  status: TradeAccountStatus;
  applicant: TradeApplicant;
  /** ISO timestamps. */
  appliedAt: string;
  decidedAt: string | null;
  /** Why it was declined, in the admin's words, or null. */
  declineReason: string | null;
  prices: TradePrices;
  /** Payment on account, where an admin allows it: the limit and the days to pay; null when the company pays by card. */
  credit: CreditTerms | null;
}

/** An invitation to buy for a company, to an email address, until it is accepted, declined or withdrawn. */
export interface TradeInvitation {
  accountId: Id;
  companyName: string;
  /** In lower case, as accounts keep them. */
  email: string;
  invitedBy: string;
  invitedAt: string;
}

/** One of a company's buyers, as its first buyer sees them. */
export interface TradeBuyer {
  id: Id;
  name: string;
  email: string;
  role: TradeBuyerRole;
  joinedAt: string;
}

/** How many invitations one company may have waiting at once. */
export const MAX_OPEN_INVITATIONS = 50;

/** A user's part in a company: the account and whether they applied for it. */
export interface TradeMembership {
  account: TradeAccount;
  role: TradeBuyerRole;
}

export const tradeMessages = {
  companyNumberFormat: 'Type the company number as registered: 2 to 12 letters and digits (for example 01234567 or SC123456)',
  vatNumberFormat: 'Type the VAT number with its country prefix: GB and 9 or 12 digits (GB123456789), or another country\'s prefix and number',
  alreadyBuying: 'You already buy for a company on a trade account',
  alreadyApplied: 'Your application for a trade account is waiting for our answer',
  notPending: 'This application has been answered already',
  notApproved: 'Prices can be set only for an approved trade account',
  notFound: 'There is no such trade account',
  discountRange: `A discount is a whole percent from 0 to ${MAX_DISCOUNT_PERCENT}`,
  tooManyFixedPrices: `A company can have at most ${MAX_FIXED_PRICES.toLocaleString('en-US')} fixed prices`,
  repeatedPart: (partNumber: string) => `${partNumber} has two fixed prices: keep one`,
  fixedPriceRange: `A fixed price is whole dollars from $1 to $${MAX_PRICE.toLocaleString('en-US')}`,
  verifyFirst: 'Confirm your email address before applying for a trade account',
  applied: 'Thank you: we have your application and will answer by email, usually within one working day',
  approved: (company: string) => `${company} has a trade account: its prices apply to every order you place`,
  declined: (company: string) => `${company}'s trade account was declined`,
  tradePrice: 'Trade price',
  /** Beside a cart's total for a company's buyer. */
  atTradePrices: "At your company's trade prices",
  onlyOwnerInvites: 'Only the buyer who applied for the trade account invites or removes buyers',
  inviteOnceApproved: 'Buyers can be invited once the trade account is approved',
  alreadyOurBuyer: (email: string) => `${email} buys for your company already`,
  tooManyInvitations: `A company can have at most ${MAX_OPEN_INVITATIONS} invitations waiting: withdraw some first`,
  // The mail is queued with the change, and sent moments later: said as on its way, not as sent.
  invited: (email: string) => `An invitation is on its way to ${email}`,
  /** The admin's toast after answering an application. */
  answered: (account: Pick<TradeAccount, 'companyName' | 'status'>, email: string) =>
    `${account.status === 'approved' ? 'Approved' : 'Declined'}: ${account.companyName}. An email saying so is on its way to ${email}.`,
  noInvitation: 'There is no invitation for your email address to buy for that company',
  noSuchInvitation: 'There is no such invitation',
  confirmToAccept: 'Confirm your email address before accepting an invitation: it shows the invitation is yours',
  joined: (company: string) => `You buy for ${company} now: its prices apply to your orders`,
  notABuyer: 'That person does not buy for your company',
  ownerStays: 'The buyer who applied for the trade account stays with it',
  /** Beside a trade price lower than the catalogue's. */
  catalogueWas: (price: string) => `Your company's price. Catalogue price ${price}`,
  /** Beside a trade price no lower than the catalogue's (a volume price may still be). */
  sameAsCatalogue: "Your company's prices apply: this part's is the catalogue's",
} as const;

const line = (required: string, what: string, max: number) => v.pipe(requiredText(required, max), oneLine(what), readable(what));

/** Letters and digits only, upper case: how a number is typed is not what it is. */
const compact = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** A VAT number's format, by its country prefix: the UK's exactly, any other as 2 to 13 letters and digits. No online check is made. */
export function isVatNumberFormat(vat: string): boolean {
  if (vat.startsWith('GB') || vat.startsWith('XI')) return /^(GB|XI)(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/.test(vat);
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat);
}

/** What a customer sends to apply for a trade account. */
export const tradeApplicationSchema = v.object({
  companyName: line('Company name is required', 'the company name', 120),
  companyNumber: v.pipe(line('Company number is required', 'the company number', 30), v.transform(compact), v.regex(/^[A-Z0-9]{2,12}$/, tradeMessages.companyNumberFormat)),
  vatNumber: v.optional(
    v.pipe(
      v.string('The VAT number must be text'),
      v.trim(),
      v.transform(compact),
      v.check((vat) => vat === '' || isVatNumberFormat(vat), tradeMessages.vatNumberFormat),
      v.transform((vat) => (vat === '' ? null : vat)),
    ),
    '',
  ),
  invoiceAddress: addressSchema,
});
export type TradeApplication = v.InferOutput<typeof tradeApplicationSchema>;
export type TradeApplicationForm = v.InferInput<typeof tradeApplicationSchema>;

/** An admin's answer to an application: approved, or declined with a reason the customer is told. */
export const tradeDecisionSchema = v.variant('approve', [
  v.object({ approve: v.literal(true) }),
  v.object({ approve: v.literal(false), reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'Keep the reason under 1000 characters'), readable('the reason')), '') }),
]);
export type TradeDecision = v.InferOutput<typeof tradeDecisionSchema>;

/** The key a part number is matched by: as the catalogue keeps them unique, ignoring case. */
export const partKey = (partNumber: string) => partNumber.trim().toUpperCase();

const fixedPriceSchema = v.object({
  partNumber: v.pipe(v.string('Type a part number'), v.trim(), v.nonEmpty('Type a part number'), v.regex(/^[A-Za-z0-9][A-Za-z0-9./-]{0,39}$/, 'A part number is letters, digits, dots, slashes and dashes')),
  price: v.pipe(requiredInteger(tradeMessages.fixedPriceRange), v.minValue(1, tradeMessages.fixedPriceRange), v.maxValue(MAX_PRICE, tradeMessages.fixedPriceRange)),
});

/** A company's prices as an admin sets them: the whole list at once. */
export const tradePricesSchema = v.pipe(
  v.object({
    discountPercent: v.pipe(requiredInteger(tradeMessages.discountRange), v.minValue(0, tradeMessages.discountRange), v.maxValue(MAX_DISCOUNT_PERCENT, tradeMessages.discountRange)),
    fixedPrices: v.pipe(v.array(fixedPriceSchema, 'Send the fixed prices as a list'), v.maxLength(MAX_FIXED_PRICES, tradeMessages.tooManyFixedPrices)),
  }),
  v.rawCheck<TradePrices>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    for (const { partNumber } of dataset.value.fixedPrices) {
      if (seen.has(partKey(partNumber))) return addIssue({ message: tradeMessages.repeatedPart(partNumber), path: undefined });
      seen.add(partKey(partNumber));
    }
  }),
);

/** A catalogue price less a whole percent, rounded to whole dollars (prices are whole dollars), never below $1. */
export const lessPercent = (price: number, percent: number) => Math.max(1, Math.round((price * (100 - percent)) / 100));

/**
 * What a part costs a company's buyer: its fixed price where it has one, never above the
 * catalogue's at the same quantity (a volume price lower still applies); otherwise the catalogue's
 * prices, volume prices included, less the company's percentage. Breaks that the rounding makes equal
 * are joined into one.
 */
export function tradePricing(pricing: Pricing, partNumber: string | null, prices: TradePrices | null): Pricing {
  if (!prices) return pricing;
  const fixed = partNumber ? prices.fixedPrices.find((p) => partKey(p.partNumber) === partKey(partNumber)) : undefined;
  if (fixed) return { price: Math.min(fixed.price, pricing.price), priceBreaks: pricing.priceBreaks.filter((b) => b.price < fixed.price) };
  if (prices.discountPercent === 0) return pricing;
  const price = lessPercent(pricing.price, prices.discountPercent);
  const priceBreaks: PriceBreak[] = [];
  for (const b of pricing.priceBreaks) {
    const less = { ...b, price: lessPercent(b.price, prices.discountPercent) };
    const last = priceBreaks.at(-1);
    if (less.price >= (last?.price ?? price)) {
      if (last) last.to = less.to;
    } else priceBreaks.push(less);
  }
  return { price, priceBreaks };
}

/** The prices a user's orders are priced at: the company's while its account is approved, none otherwise. */
export const pricesOf = (membership: TradeMembership | null): TradePrices | null => tradeTermsOf(membership)?.prices ?? null;

/** What a buyer's orders are placed on: the company's account, its prices and its credit, while it is approved. */
export interface TradeTerms {
  accountId: Id;
  prices: TradePrices;
  credit: CreditTerms | null;
  /** The company's VAT number: delivered to another country, it accounts for the VAT itself. */
  vatNumber: string | null;
}

export const tradeTermsOf = (membership: TradeMembership | null): TradeTerms | null =>
  membership?.account.status === 'approved' ? { accountId: membership.account._id, prices: membership.account.prices, credit: membership.account.credit, vatNumber: membership.account.vatNumber } : null;

/** Where the use cases that price and place a line read a buyer's terms: their company's, or null for the catalogue's. */
export type BuyerTerms = (buyer: { id: Id }) => Promise<TradeTerms | null>;

/** A shop with no trade accounts: everyone pays the catalogue's prices, for themselves. */
export const catalogueTermsOnly: BuyerTerms = async () => null;

/** A product as a company's buyer is sold it: its prices theirs, everything else the catalogue's. */
export const soldTo = <P extends Pricing & { partNumber: string | null }>(product: P, prices: TradePrices | null): P =>
  prices ? { ...product, ...tradePricing(product, product.partNumber, prices) } : product;

/** A company's prices in a few words: "12% off the catalogue", "3 fixed prices". */
export function tradePricesWords({ discountPercent, fixedPrices }: TradePrices): string[] {
  const count = fixedPrices.length;
  const said = [
    ...(discountPercent > 0 ? [`${discountPercent}% off the catalogue`] : []),
    ...(count > 0 ? [`${count.toLocaleString('en-US')} ${count === 1 ? 'fixed price' : 'fixed prices'}`] : []),
  ];
  return said.length > 0 ? said : ['No company prices yet'];
}

/** The status in the customer's and the admins' words. */
export const tradeStatusWords: Record<TradeAccountStatus, string> = {
  pending: 'Waiting for an answer',
  approved: 'Approved',
  declined: 'Declined',
};
