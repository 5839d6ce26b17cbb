import { Link } from '@tanstack/react-router';
import type { Order } from '../../core/domain/order';
import { buttonClass } from '../components/button';

/** The order's number, leading to its page: the customers' page, which admins see with their panel. */
export function OrderNumberLink({ order }: { order: Pick<Order, '_id' | 'number'> }) {
  return (
    <Link to="/dashboard/order/$id" params={{ id: order._id }} className="font-semibold whitespace-nowrap text-brand-strong underline-offset-2 hover:underline">
      {order.number}
    </Link>
  );
}

/** The order's printable packing slip: a plain link in a list's narrow cell, a button on its own. */
export function PackingSlipLink({ order, look = 'link' }: { order: Pick<Order, '_id' | 'number'>; look?: 'link' | 'button' }) {
  const className = look === 'button' ? buttonClass('secondary') : 'text-sm font-semibold whitespace-nowrap text-brand-strong underline underline-offset-2 hover:text-ink';
  return (
    <Link to="/dashboard/order/$id/slip" params={{ id: order._id }} className={className} aria-label={`Packing slip for ${order.number}`}>
      Packing slip
    </Link>
  );
}
