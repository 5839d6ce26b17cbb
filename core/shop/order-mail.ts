import { addressLines } from '../domain/address';
import { newId } from '../domain/ids';
import type { OrderEmailView, OrderTemplate, ShopMailSettings } from '../domain/emails';
import type { NewMail } from '../domain/mail';
import type { Order } from '../domain/order';
import { refundableAmount, refundedLinesTax, type LineRefund } from '../domain/order-refund';
import type { User } from '../domain/user';
import { vatLabel } from '../domain/tax';
import type { TaxDocument } from '../domain/tax-document';
import type { EmailRenderer } from '../ports/driven/mail';
import type { MailFor } from '../ports/driven/order-repository';
import type { UserRepository } from '../ports/driven/user-repository';
import { queuedMail } from './queued-mail';

/** An order's owner as its emails need them: their address, and whether they have shown they read it. */
export type OrderOwner = Pick<User, 'email' | 'emailVerified'> | null;

/** The mail of each change of one order's life, written from the order as the change leaves it. */
export interface OrderMailer {
  placed: MailFor;
  /** A receipt for the customer, the invoice the payment issued attached, and the news for the shop. */
  paid: MailFor;
  /** The receipt for an order bought on account, once an admin recorded its payment. */
  paymentRecorded: MailFor;
  /** The news that it is on its way; for an order bought on account, with the invoice its shipping issued. */
  shipped: MailFor;
  cancellationRequested: MailFor;
  /** The decision on a request to cancel, and why. */
  cancellationDeclined: (reason: string) => MailFor;
  /** That it is cancelled, and when its money went back, that too, with the credit note it issued. */
  cancelled: MailFor;
  /** Some of its lines refunded: what went back, with the credit note it issued. */
  refunded: (refund: LineRefund) => MailFor;
}

/** Which of a write's emails goes to whom, with the documents it carries. */
type Addressed = [template: OrderTemplate, to: string | null, attachments?: readonly string[]];

/** The document a change issued, as an email's attachments: its customer's copy. */
const attachedIf = (document: TaxDocument | undefined): readonly string[] => (document ? [document._id] : []);

/**
 * The emails an order's life causes. Each is keyed by its template and the order, so a change
 * retried after a failure queues its mail once. The customer's go only to an address its owner
 * has confirmed, so that nobody can send the shop's mail, with their own words in its name and
 * address, to someone else's address; the shop's own notices always go.
 */
/** The refunded units of each line a refund names, priced as they were bought. */
const refundedLinesOf = (order: Order, refund: LineRefund) =>
  refund.lines.flatMap(({ line, quantity }) => {
    const bought = order.lines[line - 1];
    return bought ? [{ name: bought.name, partNumber: bought.partNumber, quantity, unitPrice: bought.unitPrice, lineTotal: bought.unitPrice * quantity }] : [];
  });

/** The refunded units' net and VAT, as the credit note gives them: counted after the refunds made before this one. */
function refundVatOf(order: Order, refund: LineRefund) {
  if (!order.tax || refund.lines.length === 0) return null;
  const at = order.refunds.findIndex((made) => made.key === refund.key);
  const earlier = at < 0 ? order.refunds : order.refunds.slice(0, at);
  const taxed = refundedLinesTax({ ...order, refunds: earlier }, refund.lines);
  return { net: taxed.reduce((sum, line) => sum + line.net, 0), tax: taxed.reduce((sum, line) => sum + line.tax, 0), label: vatLabel({ lines: taxed, reverseCharge: order.tax.reverseCharge }) };
}

export class OrderMail {
  constructor(
    private readonly renderer: Pick<EmailRenderer, 'subject'>,
    private readonly settings: ShopMailSettings,
    private readonly users: Pick<UserRepository, 'findById'>,
  ) {}

  /** The mail for an order's owner as they are now: read before the change, outside its transaction. */
  async forOwnerOf(order: Pick<Order, 'customerId'>): Promise<OrderMailer> {
    return this.forOwner(await this.users.findById(order.customerId));
  }

  forOwner(owner: OrderOwner): OrderMailer {
    const customer = owner?.emailVerified ? owner.email : null;
    return {
      // An order on account is ready to prepare when placed: the shop hears of it then, as of a paid one.
      placed: (order) => this.write(order.paymentDueAt ? [['order-placed', customer], ['new-paid-order', this.settings.notifyEmail]] : [['order-placed', customer]], order),
      // The invoice goes to the customer only: the shop has it in its own list of documents.
      paid: (order, document) => this.write([['payment-received', customer, attachedIf(document)], ['new-paid-order', this.settings.notifyEmail]], order),
      paymentRecorded: (order) => this.write([['payment-received', customer]], order),
      shipped: (order, document) => this.write([['order-shipped', customer, attachedIf(document)]], order),
      // A customer may ask again after a decline: each request and each decision is its own email.
      cancellationRequested: (order) => this.write([['cancellation-requested', customer]], order, {}, newId()),
      cancellationDeclined: (reason) => (order) => this.write([['cancellation-declined', customer]], order, { reason }, newId()),
      // After refunds of some lines, a cancellation refunds what was left of the payment.
      cancelled: (order, document) =>
        this.write(order.refundId ? [['order-cancelled', customer], ['order-refunded', customer, attachedIf(document)]] : [['order-cancelled', customer]], order, {
          refund: order.refunds.length > 0 ? { cents: refundableAmount(order), lines: null } : null,
        }),
      refunded: (refund) => (order, document) =>
        this.write([['order-refunded', customer, attachedIf(document)]], order, { refund: { cents: refund.amount, lines: refundedLinesOf(order, refund), vat: refundVatOf(order, refund) } }, refund.key),
    };
  }

  private async write(emails: Addressed[], order: Order, extra: Partial<OrderEmailView> = {}, occasion = ''): Promise<NewMail[]> {
    const data = { ...this.view(order), ...extra };
    return emails.flatMap(([template, to, attachments = []]) => {
      if (!to) return [];
      const mail = queuedMail(this.renderer, { template, to, data }, `${template}:${order._id}${occasion && `:${occasion}`}`);
      return [attachments.length > 0 ? { ...mail, attachments } : mail];
    });
  }

  private view(order: Order): OrderEmailView {
    const orderUrl = `${this.settings.shopUrl}/dashboard/order/${order._id}`;
    return {
      shopName: this.settings.shopName,
      orderNumber: order.number,
      customerName: order.customerName,
      lines: order.lines.map(({ name, partNumber, quantity, unitPrice, lineTotal }) => ({ name, partNumber, quantity, unitPrice, lineTotal })),
      productName: order.productName,
      quantity: order.quantity,
      unitPrice: order.quantity > 0 ? order.totalPrice / order.quantity : order.totalPrice,
      totalPrice: order.totalPrice,
      deliveryAddress: order.deliveryAddress ? addressLines(order.deliveryAddress) : [],
      phone: order.phone,
      payUrl: order.paid ? null : `${this.settings.shopUrl}/dashboard/payment/${order._id}`,
      orderUrl,
      transactionId: order.transactionId,
      paymentDueAt: order.paymentDueAt,
      paymentReference: order.paymentReference,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      vat: order.tax ? { net: order.tax.net, tax: order.tax.tax, gross: order.tax.gross, label: vatLabel(order.tax), reverseCharge: order.tax.reverseCharge } : null,
      holdMinutes: !order.paid && order.holdExpiresAt ? Math.round((Date.parse(order.holdExpiresAt) - Date.parse(order.placedAt)) / 60_000) : null,
    };
  }
}
