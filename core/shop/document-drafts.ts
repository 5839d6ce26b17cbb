import { centsOf } from '../domain/money';
import type { Order } from '../domain/order';
import { refundedLinesTax, taxedLinesOf } from '../domain/order-refund';
import type { DocumentIssue } from '../domain/order-life-cycle';
import type { DocumentStore } from '../ports/driven/document-store';
import { totalsOf } from '../domain/tax';
import { DEMO_SELLER, type DocumentLine, type NewDocument, type Seller } from '../domain/tax-document';
import type { TradeAccount } from '../domain/trade-account';
import type { TradeAccountRepository } from '../ports/driven/trade-account-repository';

/** Drafts the document a change of an order issues, from the order as the change leaves it. */
export type DocumentDrafter = (issue: DocumentIssue, order: Order) => Promise<NewDocument>;

/** The invoice's lines: each line of the order as it was charged, in cents. */
function invoiceLines(order: Order): DocumentLine[] {
  const taxed = taxedLinesOf(order);
  return order.lines.map((line, i) => ({ partNumber: line.partNumber, name: line.name, quantity: line.quantity, unitPrice: centsOf(line.unitPrice), ...taxed[i] }));
}

/** A credit note's lines: the units given back, each at its share of what its line was charged. */
function creditedLines(order: Order, issue: Extract<DocumentIssue, { kind: 'credit-note' }>): DocumentLine[] {
  const shares = refundedLinesTax({ ...order, refunds: order.refunds.slice(0, issue.after) }, issue.lines);
  return issue.lines.map(({ line, quantity }, i) => {
    const ordered = order.lines[line - 1];
    return { partNumber: ordered.partNumber, name: ordered.name, quantity, unitPrice: centsOf(ordered.unitPrice), ...shares[i] };
  });
}

/**
 * What every document of an order says: the seller (the shop's settings), the buyer (the company of
 * a trade account, with its VAT number and invoice address), the addresses, the lines and their
 * totals as charged, and how it was paid or when it is due.
 */
export function draftOf(issue: DocumentIssue, order: Order, seller: Seller, company: TradeAccount | null, issuedAt: Date, invoiceNumber: string | null = null): NewDocument {
  const lines = issue.kind === 'invoice' ? invoiceLines(order) : creditedLines(order, issue);
  return {
    kind: issue.kind,
    issuedAt: issuedAt.toISOString(),
    orderId: order._id,
    orderNumber: order.number,
    seller,
    buyer: { name: order.customerName, email: order.customerEmail, company: company?.companyName ?? null, vatNumber: company?.vatNumber ?? null },
    invoiceAddress: company?.invoiceAddress ?? order.deliveryAddress,
    deliveryAddress: order.deliveryAddress,
    lines,
    ...totalsOf(lines),
    reverseCharge: order.tax?.reverseCharge ?? false,
    paymentReference: order.transactionId ?? order.paymentReference,
    dueAt: issue.kind === 'invoice' && !order.settledAt ? order.paymentDueAt : null,
    corrects: issue.kind === 'credit-note' ? invoiceNumber : null,
  };
}

/** The drafter of a shop: its seller, the companies' records, the invoices a credit note corrects, and its clock. */
export const documentDrafter =
  (seller: Seller, companies: Pick<TradeAccountRepository, 'findById'>, documents: Pick<DocumentStore, 'listByOrder'> | null, now: () => Date = () => new Date()): DocumentDrafter =>
  async (issue, order) => {
    const [company, issued] = await Promise.all([order.tradeAccountId ? companies.findById(order.tradeAccountId) : null, issue.kind === 'credit-note' && documents ? documents.listByOrder(order._id) : []]);
    const invoice = issued.find((document) => document.kind === 'invoice');
    return draftOf(issue, order, seller, company, now(), invoice?.number ?? null);
  };

/** The drafter of a shop with no trade accounts and the demo seller: what use cases made without the shop's settings issue. */
export const demoDrafter: DocumentDrafter = documentDrafter(DEMO_SELLER, { findById: async () => null }, null);
