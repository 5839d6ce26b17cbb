import type { Order } from '../../core/domain/order';
import { adminOrders } from './orders';

// The admins' packing list: an order in each state its views tell apart, newest first.

/** Paid when its units were gone: it leads every view of the list, though placed earlier. */
export const shortOfStockOrder: Order = { ...adminOrders[6], shortOfStock: true };
/** Paid; its customer asks to cancel it. */
export const cancellationRequestedOrder: Order = { ...adminOrders[3], cancellationRequested: true };
/** Cancelled by an admin and refunded. */
export const cancelledOrder: Order = { ...adminOrders[9], cancelledAt: '2025-07-30T10:00:00.000Z', refundId: 're_sandbox_seeded' };

/** Paid, unpaid, shipped, cancellation requested, short of stock and cancelled, newest first. */
export const packingListOrders: Order[] = [adminOrders[0], adminOrders[1], adminOrders[2], cancellationRequestedOrder, shortOfStockOrder, cancelledOrder];
