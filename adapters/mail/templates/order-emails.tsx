import { trackingUrl } from '../../../core/domain/carriers';
import type { OrderEmailLine, OrderEmailView, OrderTemplate } from '../../../core/domain/emails';
import { contentsOf } from '../../../core/domain/order-contents';
import { formatCents } from '../../../core/domain/money';
import { formatDay, formatPrice, type EmailContent } from './email-content';
import { Action, Facts, InlineLink, Lines, LinkAsText, OrderLines, Para, Title, Unbroken, type Fact } from './parts';

/** The order number in running text: on one line. */
const No = ({ order }: { order: OrderEmailView }) => <Unbroken>{order.orderNumber}</Unbroken>;

/** How long the hold lasts, in the words people use: 1 hour, 2 hours, 90 minutes. */
const holdLength = (minutes: number) => (minutes % 60 === 0 ? (minutes === 60 ? '1 hour' : `${minutes / 60} hours`) : `${minutes} minutes`);

/** The order's lines; mail queued before orders had lines names its one product by the summary fields. */
const linesOf = (order: OrderEmailView): readonly OrderEmailLine[] =>
  order.lines?.length ? order.lines : [{ name: order.productName, partNumber: null, quantity: order.quantity, unitPrice: order.unitPrice, lineTotal: order.totalPrice }];

/** What the order holds in a subject or preview: "12 × Cordless Drill Driver 18V", or the first product, how many more and the units. */
const contents = (order: OrderEmailView) => contentsOf(linesOf(order));

/** What the order costs, VAT included: its gross, or its total on an order from before VAT. */
const owed = (order: OrderEmailView) => (order.vat ? formatCents(order.vat.gross) : formatPrice(order.totalPrice));

/** The rows above the total of an order with VAT: the lines' net and the VAT (or that the buyer accounts for it). */
const vatRows = (order: OrderEmailView) =>
  order.vat
    ? [
        { label: 'Net (ex VAT)', value: formatCents(order.vat.net) },
        { label: order.vat.label, value: formatCents(order.vat.tax) },
      ]
    : [];

/** What was ordered, line by line (prices without VAT), and the total, as every order email lists it. */
const Ordered = ({ order }: { order: OrderEmailView }) => (
  <OrderLines
    caption={linesOf(order).length === 1 ? 'What was ordered' : `What was ordered: ${linesOf(order).length} products`}
    lines={linesOf(order).map((line) => ({ ...line, unitPrice: formatPrice(line.unitPrice), lineTotal: formatPrice(line.lineTotal) }))}
    above={vatRows(order)}
    total={owed(order)}
  />
);

/** The number every order email gives to quote. */
const orderFacts = (order: OrderEmailView): Fact[] => [{ label: 'Order number', value: <No order={order} /> }];

const deliveryFacts = (order: OrderEmailView): Fact[] => [
  ...(order.deliveryAddress.length > 0 ? [{ label: 'Delivery address', value: <Lines lines={order.deliveryAddress} /> }] : []),
  // No empty row when the customer gave no phone (it is optional).
  ...(order.phone.trim() ? [{ label: 'Phone', value: order.phone }] : []),
];

const paymentFacts = (order: OrderEmailView): Fact[] => [
  ...(order.transactionId ? [{ label: 'Transaction ID', value: order.transactionId }] : []),
  ...(order.paymentReference ? [{ label: 'Payment reference', value: order.paymentReference }] : []),
  ...(order.paymentDueAt && !order.paymentReference ? [{ label: 'Payment due', value: formatDay(order.paymentDueAt) }] : []),
];

const seeOrder = (order: OrderEmailView, label = 'See the order') =>
  order.orderUrl ? (
    <>
      <Action href={order.orderUrl}>{label}</Action>
      <LinkAsText href={order.orderUrl} />
    </>
  ) : null;

/** Placed, not paid yet: what was ordered, where it goes, and the link to pay; on account, when it is due. */
export function orderPlaced(order: OrderEmailView): EmailContent {
  if (order.paymentDueAt) return orderPlacedOnAccount(order, order.paymentDueAt);
  return {
    subject: `Your order ${order.orderNumber} is placed`,
    preview: `${contents(order)}, ${owed(order)}. Pay to have it sent.`,
    body: (
      <>
        <Title>Thank you for your order</Title>
        <Para>
          Hello {order.customerName}, we have your order <No order={order} />. It is not paid yet: once it is, we prepare it for sending.
        </Para>
        {order.holdMinutes ? (
          <Para>
            We hold its {order.quantity.toLocaleString('en-US')} {order.quantity === 1 ? 'unit' : 'units'} for you for {holdLength(order.holdMinutes)}. If it is not paid by then, they go
            back on sale; paying later takes them again while enough are left.
          </Para>
        ) : null}
        <Ordered order={order} />
        <Facts facts={[...orderFacts(order), ...deliveryFacts(order)]} />
        {order.payUrl ? (
          <>
            <Action href={order.payUrl}>Pay {owed(order)} now</Action>
            <LinkAsText href={order.payUrl} />
          </>
        ) : (
          seeOrder(order)
        )}
        <Para muted>
          Quote <No order={order} /> if you write to us about this order.
        </Para>
      </>
    ),
  };
}

/** Placed on the company's account: it is prepared now, and paid by the due date. */
function orderPlacedOnAccount(order: OrderEmailView, dueAt: string): EmailContent {
  return {
    subject: `Your order ${order.orderNumber} is placed`,
    preview: `${contents(order)}, ${owed(order)} on your company’s account, due ${formatDay(dueAt)}.`,
    body: (
      <>
        <Title>Thank you for your order</Title>
        <Para>
          Hello {order.customerName}, we have your order <No order={order} />, bought on your company’s account. We prepare it for sending now; its{' '}
          {owed(order)} is due by {formatDay(dueAt)}.
        </Para>
        <Ordered order={order} />
        <Facts facts={[...orderFacts(order), ...paymentFacts(order), ...deliveryFacts(order)]} />
        {seeOrder(order)}
        <Para muted>
          Quote <No order={order} /> with your payment, and if you write to us about this order.
        </Para>
      </>
    ),
  };
}

/** Paid: the receipt, with the card provider's transaction id, or the bank's reference of a payment on account. */
export function paymentReceived(order: OrderEmailView): EmailContent {
  return {
    subject: `Receipt for your order ${order.orderNumber}`,
    preview: `We have received ${owed(order)}. Transaction ${order.transactionId ?? ''}`.trim(),
    body: (
      <>
        <Title>Payment received</Title>
        <Para>
          Hello {order.customerName}, thank you: we have received your payment of {owed(order)} for order <No order={order} />
          {order.paymentReference ? ', bought on your company’s account' : ''}. This email is your receipt.
        </Para>
        <Ordered order={order} />
        <Facts facts={[...orderFacts(order), ...paymentFacts(order), ...deliveryFacts(order)]} />
        {order.paymentReference ? null : <Para>We will write again when your order ships.</Para>}
        {seeOrder(order)}
      </>
    ),
  };
}

/** Shipped, with the carrier and tracking number when the shop gave them. */
export function orderShipped(order: OrderEmailView): EmailContent {
  // The carrier's own page for the parcel, where the shop knows the carrier.
  const follow = trackingUrl(order.carrier, order.trackingNumber);
  const tracking: Fact[] = [
    ...(order.carrier ? [{ label: 'Carrier', value: order.carrier }] : []),
    ...(order.trackingNumber ? [{ label: 'Tracking number', value: follow ? <InlineLink href={follow}>{order.trackingNumber}</InlineLink> : order.trackingNumber }] : []),
  ];
  return {
    subject: `Your order ${order.orderNumber} is on its way`,
    preview: order.carrier ? `Sent with ${order.carrier}${order.trackingNumber ? `, tracking number ${order.trackingNumber}` : ''}.` : `${contents(order)} has left our works.`,
    body: (
      <>
        <Title>Your order is on its way</Title>
        <Para>
          Hello {order.customerName}, order <No order={order} /> has left our works{order.carrier ? ` with ${order.carrier}` : ''}.
          {order.trackingNumber ? (follow ? ' Its tracking number below leads to the carrier’s tracking page.' : ' Its tracking number is below.') : ''}
        </Para>
        <Facts facts={[...tracking, ...orderFacts(order), ...deliveryFacts(order)]} />
        <Ordered order={order} />
        {seeOrder(order)}
      </>
    ),
  };
}

/** The customer asked to cancel a paid order: the request is noted, the decision follows. */
export function cancellationRequested(order: OrderEmailView): EmailContent {
  return {
    subject: `We have your request to cancel order ${order.orderNumber}`,
    preview: 'We will look at it and write again once it is decided.',
    body: (
      <>
        <Title>We have your cancellation request</Title>
        <Para>
          Hello {order.customerName}, you asked us to cancel order <No order={order} />. We will look at it and write again once it is decided. If the order is
          cancelled, your payment of {owed(order)} is refunded in full.
        </Para>
        <Ordered order={order} />
        <Facts facts={orderFacts(order)} />
        {seeOrder(order)}
      </>
    ),
  };
}

/** The shop declined the customer's request to cancel, and says why: the order goes ahead. */
export function cancellationDeclined(order: OrderEmailView): EmailContent {
  return {
    subject: `We could not cancel order ${order.orderNumber}`,
    preview: 'Your order goes ahead as placed. Here is why.',
    body: (
      <>
        <Title>Your order goes ahead</Title>
        <Para>
          Hello {order.customerName}, we have looked at your request to cancel order <No order={order} /> and could not cancel it. It goes ahead as placed.
        </Para>
        {order.reason ? <Para>Our reason: {order.reason}</Para> : null}
        <Para>If you have a question about this, reply to this email.</Para>
        <Ordered order={order} />
        <Facts facts={orderFacts(order)} />
        {seeOrder(order)}
      </>
    ),
  };
}

/** The order is cancelled (units returned to stock); a refund, if any, has its own email. */
export function orderCancelled(order: OrderEmailView): EmailContent {
  return {
    subject: `Your order ${order.orderNumber} is cancelled`,
    preview: `${contents(order)} will not be sent.`,
    body: (
      <>
        <Title>Your order is cancelled</Title>
        <Para>
          Hello {order.customerName}, order <No order={order} /> is cancelled and will not be sent.
          {order.transactionId ? ' You paid for it: a separate email confirms the refund.' : ''}
          {order.paymentDueAt ? (order.paymentReference ? ' You paid for it on account: we return the money by bank transfer.' : ' It is no longer owed on your company’s account.') : ''}
        </Para>
        <Ordered order={order} />
        {/* Cancelled, nothing is due any more. */}
        <Facts facts={[...orderFacts(order), ...paymentFacts({ ...order, paymentDueAt: null })]} />
        {seeOrder(order)}
      </>
    ),
  };
}

/** The payment went back to the card: all of it, what was left of it, or the price of some lines. */
export function orderRefunded(order: OrderEmailView): EmailContent {
  // In cents; mail queued before refunds were counted in cents gave whole dollars.
  const refunded = order.refund?.cents !== undefined ? formatCents(order.refund.cents) : order.refund?.amount !== undefined ? formatPrice(order.refund.amount) : owed(order);
  const refundedLines = order.refund?.lines;
  return {
    subject: `Refund of ${refunded} for order ${order.orderNumber}`,
    preview: `We have refunded ${refunded} to the card you paid with.`,
    body: (
      <>
        <Title>Your refund is on its way</Title>
        <Para>
          Hello {order.customerName}, we have refunded {refunded} {refundedLines ? 'for these items of order' : 'for order'} <No order={order} /> to the card you paid with.
          Banks take a few working days to show it on a statement.
        </Para>
        {refundedLines ? (
          <OrderLines
            caption={refundedLines.length === 1 ? 'What was refunded' : `What was refunded: ${refundedLines.length} products`}
            lines={refundedLines.map((line) => ({ ...line, unitPrice: formatPrice(line.unitPrice), lineTotal: formatPrice(line.lineTotal) }))}
            // Lines at their prices without VAT, as the order listed them; the VAT refunded with them before the total.
            above={order.refund?.vat ? [{ label: 'Net (ex VAT)', value: formatCents(order.refund.vat.net) }, { label: order.refund.vat.label, value: formatCents(order.refund.vat.tax) }] : []}
            total={refunded}
          />
        ) : (
          <Ordered order={order} />
        )}
        <Facts facts={[...orderFacts(order), ...paymentFacts(order)]} />
        {seeOrder(order)}
      </>
    ),
  };
}

/** To the shop (SHOP_NOTIFY_EMAIL): a newly paid order to prepare and send. */
export function newPaidOrder(order: OrderEmailView): EmailContent {
  if (order.paymentDueAt) return newOrderOnAccount(order, order.paymentDueAt);
  return {
    subject: `New paid order ${order.orderNumber}: ${contents(order)}`,
    preview: `${owed(order)} paid by ${order.customerName}. Ready to prepare.`,
    body: (
      <>
        <Title>A new paid order</Title>
        <Para>
          {order.customerName} has paid {owed(order)} for order <No order={order} />. It is ready to prepare and send.
        </Para>
        <Ordered order={order} />
        <Facts facts={[...orderFacts(order), { label: 'Customer', value: order.customerName }, ...deliveryFacts(order), ...paymentFacts(order)]} />
        {seeOrder(order, 'Open the order')}
      </>
    ),
  };
}

/** To the shop: an order bought on a company's account, ready to prepare before it is paid. */
function newOrderOnAccount(order: OrderEmailView, dueAt: string): EmailContent {
  return {
    subject: `New order on account ${order.orderNumber}: ${contents(order)}`,
    preview: `${owed(order)} on account, due ${formatDay(dueAt)}. Ready to prepare.`,
    body: (
      <>
        <Title>A new order on account</Title>
        <Para>
          {order.customerName} has ordered on their company’s account: order <No order={order} />, {owed(order)}, due by {formatDay(dueAt)}. It is
          ready to prepare and send; record its payment when it arrives.
        </Para>
        <Ordered order={order} />
        <Facts facts={[...orderFacts(order), { label: 'Customer', value: order.customerName }, ...deliveryFacts(order), ...paymentFacts(order)]} />
        {seeOrder(order, 'Open the order')}
      </>
    ),
  };
}

/** Each order template by its name. */
export const orderEmails: Record<OrderTemplate, (order: OrderEmailView) => EmailContent> = {
  'order-placed': orderPlaced,
  'payment-received': paymentReceived,
  'order-shipped': orderShipped,
  'cancellation-requested': cancellationRequested,
  'cancellation-declined': cancellationDeclined,
  'order-cancelled': orderCancelled,
  'order-refunded': orderRefunded,
  'new-paid-order': newPaidOrder,
};
