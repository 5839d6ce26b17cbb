import type { ContactForm } from './contact';
import type { OrderLine } from './order-line';

/**
 * Every email the shop sends, as what it says rather than how it looks: a template's name and
 * the facts it is written from. An email renderer (a driven port) turns one into a MailMessage.
 */

/** A link to finish a step of one's account: confirm the email, or choose a new password. */
export interface AccountLinkView {
  /** The account holder's name, as the shop shows it. */
  name: string;
  /** The account's email address, which the link is for. */
  email: string;
  link: string;
}

/** A visitor's message from the contact page. */
export interface ContactView extends ContactForm {
  receivedAt: string;
}

/** A line of an order as its emails list it. */
export type OrderEmailLine = Pick<OrderLine, 'name' | 'partNumber' | 'quantity' | 'unitPrice' | 'lineTotal'>;

/** What an order's emails say about it. Prices are whole dollars. */
export interface OrderEmailView {
  shopName: string;
  /** The number the customer and the shop quote, e.g. HT-10042. */
  orderNumber: string;
  customerName: string;
  /** What was bought, line by line. Absent from mail queued before orders had lines: that mail names its one product by the fields below. */
  lines?: readonly OrderEmailLine[];
  /** The product's name, or on an order of several lines the first and how many more. */
  productName: string;
  /** Units across all lines. */
  quantity: number;
  /** A one-line order's unit price. */
  unitPrice: number;
  totalPrice: number;
  /** The delivery address, one line each, as the customer wrote it. */
  deliveryAddress: readonly string[];
  phone: string;
  /** Where the customer pays for an unpaid order. */
  payUrl?: string | null;
  /** Where the order is seen in the shop (the customer's orders, or the admins' list). */
  orderUrl?: string | null;
  /** The card provider's id of the payment. */
  transactionId?: string | null;
  /** Bought on the company's account: when its payment is due (ISO 8601). */
  paymentDueAt?: string | null;
  /** The bank's reference of a payment on account an admin recorded. */
  paymentReference?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** Why the shop decided as it did (a cancellation declined), in the admin's words. */
  reason?: string | null;
  /** Its VAT in cents (net, VAT, gross) and the VAT row's label; absent on an order from before VAT, whose total is what it cost. */
  vat?: { net: number; tax: number; gross: number; label: string; reverseCharge: boolean } | null;
  /** How long an unpaid order holds its units (ORDER_HOLD_MINUTES); null once paid. */
  holdMinutes?: number | null;
  /**
   * The refund the mail is about: what went back, and of a refund of some lines, those lines with
   * their refunded units. Absent: the whole order was refunded.
   */
  refund?: {
    cents?: number;
    /** Whole dollars, in mail queued before refunds were counted in cents. */
    amount?: number;
    lines: readonly OrderEmailLine[] | null;
    /** Of a refund of lines, the refunded units' net and VAT in cents, as the credit note gives them (absent from mail queued before). */
    vat?: { net: number; tax: number; label: string } | null;
  } | null;
}

/** The emails to a customer about their order, in the order's life, and the one to the shop. */
export const ORDER_TEMPLATES = [
  'order-placed',
  'payment-received',
  'order-shipped',
  'cancellation-requested',
  'cancellation-declined',
  'order-cancelled',
  'order-refunded',
  'new-paid-order',
] as const;
export type OrderTemplate = (typeof ORDER_TEMPLATES)[number];

/** A trade account's answer, to the customer who applied. */
export interface TradeAccountEmailView {
  shopName: string;
  name: string;
  companyName: string;
  /** Why it was declined, in the admin's words; null when approved or when none was given. */
  reason: string | null;
  /** Where the customer sees their trade account. */
  accountUrl: string;
}

export const TRADE_TEMPLATES = ['trade-account-approved', 'trade-account-declined'] as const;
export type TradeTemplate = (typeof TRADE_TEMPLATES)[number];

/** An invitation to buy for a company on its trade account, to the address invited. */
export interface TradeInvitationEmailView {
  shopName: string;
  companyName: string;
  inviterName: string;
  /** The address invited: the account that accepts must have it. */
  email: string;
  /** Where the invitation is accepted once signed in. */
  accountUrl: string;
}

/** A quote, to the shop when asked for and to the customer when answered. */
export interface QuoteEmailView {
  shopName: string;
  quoteNumber: string;
  customerName: string;
  customerEmail: string;
  /** Each line at its quoted unit price, or while asked for at the catalogue's. */
  lines: readonly OrderEmailLine[];
  total: number;
  /** The customer's note with the request, and the admin's with the answer. */
  note: string;
  answerNote: string;
  /** The last day the quoted prices hold (YYYY-MM-DD); null while asked for. */
  validUntil: string | null;
  /** Where the quote is read: the customer's page of it, or the admins' list. */
  quoteUrl: string;
}

export const QUOTE_TEMPLATES = ['quote-requested', 'quote-answered'] as const;
export type QuoteTemplate = (typeof QUOTE_TEMPLATES)[number];

export type ShopEmail =
  | { template: 'verify-email'; to: string; data: AccountLinkView }
  | { template: 'reset-password'; to: string; data: AccountLinkView }
  /** To the shop (SHOP_NOTIFY_EMAIL), answered straight to the visitor. */
  | { template: 'contact-to-shop'; to: string; replyTo: string; data: ContactView }
  /** To the visitor: the message arrived, and when to expect a reply (a reply to it reaches the shop). */
  | { template: 'contact-acknowledgement'; to: string; replyTo?: string; data: ContactView }
  | { template: OrderTemplate; to: string; data: OrderEmailView }
  | { template: TradeTemplate; to: string; data: TradeAccountEmailView }
  | { template: 'trade-invitation'; to: string; data: TradeInvitationEmailView }
  | { template: QuoteTemplate; to: string; data: QuoteEmailView };

/** Where a reply to `email` goes; null when to its sender, the shop. */
export const replyToOf = (email: ShopEmail): string | null => ('replyTo' in email && email.replyTo) || null;

/** Where the shop's emails point and whom the shop's own notices go to. */
export interface ShopMailSettings {
  shopName: string;
  /** The shop's address, as links in emails start: https://shop.hartwell.example */
  shopUrl: string;
  /** The shop's own inbox (SHOP_NOTIFY_EMAIL): contact messages, newly paid orders. */
  notifyEmail: string;
}

export const SHOP_NAME = 'Hartwell Tools';
/** The shop's address: what its mail comes from by default (MAIL_FROM) and what its pages give to write to. */
export const SHOP_EMAIL = 'shop@hartwell.example';

/** What the account pages and their API say about the emails they send. */
export const accountEmailMessages = {
  alreadyVerified: 'Your email address is already confirmed',
  /** Right after sign-up, where the account's first confirmation link went. */
  signUpLinkSent: (email: string) => `Welcome! We sent a link to ${email}: check your email and follow it to confirm your address.`,
  /** A confirmation link followed again by someone not signed in: the shop cannot tell whose it was. */
  linkUsedSignedOut: 'If you followed it before, your email address is confirmed. Log in: the dashboard asks again only if it is not, with a new link.',
  verificationSent: (email: string) => `A new link is on its way to ${email}. It can take a minute to arrive.`,
  resetSent: (email: string) => `If an account uses ${email}, a link to choose a new password is on its way to it. It can take a minute to arrive.`,
} as const;
