import { addressLines } from '../domain/address';
import type { OrderEmailView, OrderTemplate, ShopMailSettings } from '../domain/emails';
import type { NewMail } from '../domain/mail';
import type { Order } from '../domain/order';
import type { EmailRenderer } from '../ports/driven/mail';
import type { MailFor } from '../ports/driven/order-repository';
import { queuedMail } from './queued-mail';

/**
 * The emails an order's life causes, written from the order as each change leaves it. Each is
 * keyed by its template and the order, so a change retried after a failure queues its mail once.
 */
export class OrderMail {
  constructor(
    private readonly renderer: Pick<EmailRenderer, 'subject'>,
    private readonly settings: ShopMailSettings,
  ) {}

  readonly placed: MailFor = (order) => this.write([['order-placed', order.customerEmail]], order);
  /** A receipt for the customer, and the news for the shop. */
  readonly paid: MailFor = (order) => this.write([['payment-received', order.customerEmail], ['new-paid-order', this.settings.notifyEmail]], order);
  readonly shipped: MailFor = (order) => this.write([['order-shipped', order.customerEmail]], order);
  readonly cancellationRequested: MailFor = (order) => this.write([['cancellation-requested', order.customerEmail]], order);
  /** That it is cancelled, and when its money went back, that too. */
  readonly cancelled: MailFor = (order) =>
    this.write(order.refundId ? [['order-cancelled', order.customerEmail], ['order-refunded', order.customerEmail]] : [['order-cancelled', order.customerEmail]], order);

  private async write(emails: [OrderTemplate, string][], order: Order): Promise<NewMail[]> {
    const data = this.view(order);
    return emails.map(([template, to]) => queuedMail(this.renderer, { template, to, data }, `${template}:${order._id}`));
  }

  private view(order: Order): OrderEmailView {
    const orderUrl = `${this.settings.shopUrl}/dashboard/order/${order._id}`;
    return {
      shopName: this.settings.shopName,
      orderNumber: order.number,
      customerName: order.customerName,
      productName: order.productName,
      quantity: order.quantity,
      unitPrice: order.quantity > 0 ? order.totalPrice / order.quantity : order.totalPrice,
      totalPrice: order.totalPrice,
      deliveryAddress: order.deliveryAddress ? addressLines(order.deliveryAddress) : [],
      phone: order.phone,
      payUrl: order.paid ? null : `${this.settings.shopUrl}/dashboard/payment/${order._id}`,
      orderUrl,
      transactionId: order.transactionId,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      holdMinutes: !order.paid && order.holdExpiresAt ? Math.round((Date.parse(order.holdExpiresAt) - Date.parse(order.placedAt)) / 60_000) : null,
    };
  }
}
