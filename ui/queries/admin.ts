import { queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { Order, shipmentSchema } from '../../core/domain/order';
import type { LineRefundRequest } from '../../core/domain/order-refund';
import type { Role, User } from '../../core/domain/user';
import type { OrderFilter } from '../../core/ports/driven/order-repository';
import type { Page } from '../../core/domain/page';
import type { SessionApi } from '../../core/ports/browser/session-api';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { orderKeys } from './orders';
import { pagedQuery, replaceItem } from './pages';

export const adminKeys = {
  all: ['admin'] as const,
  isAdmin: (email: string) => [...adminKeys.all, 'is-admin', email] as const,
  users: ['admin', 'users'] as const,
  orders: ['admin', 'orders'] as const,
  ordersOf: (pageSize: number, filter: OrderFilter = 'all', search = '') => [...adminKeys.orders, pageSize, filter, search] as const,
  makeAdmin: ['admin', 'make-admin'] as const,
  ship: ['admin', 'ship'] as const,
  orderAction: ['admin', 'order-action'] as const,
};

/** Whether the server counts this account an admin now; anyone who is not reads as false. */
export const isAdminQuery = (session: SessionApi, email: string) =>
  queryOptions({ queryKey: adminKeys.isAdmin(email), queryFn: () => (email ? session.isAdmin(email) : Promise.resolve(false)) });

/** Every user, with their role. */
export const usersQuery = (api: ShopApi) => queryOptions({ queryKey: adminKeys.users, queryFn: () => api.call('listUsers') });

/** The orders in one view of the list (all, to ship...), those matching a search when one is given, newest first (short of stock above all), page by page. */
export const allOrdersQuery = (api: ShopApi, pageSize: number, filter: OrderFilter = 'all', search = '') =>
  pagedQuery(adminKeys.ordersOf(pageSize, filter, search), pageSize, (page) => api.call('listAllOrders', { query: { ...page, filter, search: search || undefined } }));

/** The users list after a change the server accepted. */
function useChangeUsers() {
  const client = useQueryClient();
  return {
    setRole: (email: string, role: Role) => client.setQueryData<User[]>(adminKeys.users, (users) => users?.map((user) => (user.email === email ? { ...user, role } : user))),
    remove: (email: string) => client.setQueryData<User[]>(adminKeys.users, (users) => users?.filter((user) => user.email !== email)),
  };
}

/** Makes someone an admin; several may be under way at once, one per row. */
export function useMakeAdmin() {
  const api = useService(UI_TOKENS.ShopApi);
  const users = useChangeUsers();
  return useMutation({ mutationKey: adminKeys.makeAdmin, mutationFn: (email: string) => api.call('makeAdmin', { params: { email } }), onSuccess: (_, email) => users.setRole(email, 'admin') });
}

export function useRemoveAdmin() {
  const api = useService(UI_TOKENS.ShopApi);
  const users = useChangeUsers();
  return useMutation({ mutationFn: (email: string) => api.call('removeAdmin', { params: { email } }), onSuccess: (_, email) => users.setRole(email, 'customer') });
}

/** Removes a user; their orders stay on record. */
export function useRemoveUser() {
  const api = useService(UI_TOKENS.ShopApi);
  const users = useChangeUsers();
  return useMutation({ mutationFn: (email: string) => api.call('removeUser', { params: { email } }), onSuccess: (_, email) => users.remove(email) });
}

/**
 * After an admin changed an order: every view of the admins' list shows it as the server answered
 * and is read afresh (it may have left a view), as are the order's page and the customers' lists.
 */
function useOrderChanged(detailKey?: QueryKey) {
  const client = useQueryClient();
  return async (order: Order | null) => {
    if (order) client.setQueriesData<InfiniteData<Page<Order>>>({ queryKey: adminKeys.orders }, (data) => replaceItem(data, order));
    await Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.orders }),
      client.invalidateQueries({ queryKey: orderKeys.all }),
      detailKey && client.invalidateQueries({ queryKey: detailKey }),
    ]);
  };
}

export interface ShipRequest {
  id: string;
  /** As the route takes it: a carrier or tracking number left out rather than null. */
  shipment?: v.InferInput<typeof shipmentSchema>;
}

/** Ships a paid order, with its carrier and tracking number when given. Several may be under way at once, one per row. */
export function useShipOrder(detailKey?: QueryKey) {
  const api = useService(UI_TOKENS.ShopApi);
  const changed = useOrderChanged(detailKey);
  return useMutation({
    mutationKey: adminKeys.ship,
    mutationFn: ({ id, shipment = {} }: ShipRequest) => api.call('shipOrder', { params: { id }, body: shipment }),
    onSuccess: (order) => changed(order),
  });
}

/** Cancels an unshipped order (approving a customer's request, or on the admin's own): a paid one is refunded. */
export function useCancelOrder(detailKey?: QueryKey) {
  const api = useService(UI_TOKENS.ShopApi);
  const changed = useOrderChanged(detailKey);
  return useMutation({ mutationKey: adminKeys.orderAction, mutationFn: (id: string) => api.call('cancelOrder', { params: { id } }), onSuccess: (order) => changed(order) });
}

export function useDeclineCancellation(detailKey?: QueryKey) {
  const api = useService(UI_TOKENS.ShopApi);
  const changed = useOrderChanged(detailKey);
  return useMutation({ mutationKey: adminKeys.orderAction, mutationFn: ({ id, reason }: { id: string; reason: string }) => api.call('declineCancellation', { params: { id }, body: { reason } }), onSuccess: (order) => changed(order) });
}

/** Records that the money of an order bought on account arrived, with the bank's reference. */
export function useRecordPaymentOnAccount(detailKey?: QueryKey) {
  const api = useService(UI_TOKENS.ShopApi);
  const changed = useOrderChanged(detailKey);
  return useMutation({
    mutationKey: adminKeys.orderAction,
    mutationFn: ({ id, reference }: { id: string; reference: string }) => api.call('recordPaymentOnAccount', { params: { id }, body: { reference } }),
    onSuccess: (order) => changed(order),
  });
}

/** An internal note: the order's page shows it on the timeline. */
export function useAddOrderNote(detailKey?: QueryKey) {
  const api = useService(UI_TOKENS.ShopApi);
  const changed = useOrderChanged(detailKey);
  return useMutation({ mutationFn: ({ id, text }: { id: string; text: string }) => api.call('addOrderNote', { params: { id }, body: { text } }), onSuccess: () => changed(null) });
}

export interface RefundLinesRequest extends LineRefundRequest {
  id: string;
}

/** Refunds some units of some lines of a paid order to the customer's card; the order comes back with the refund on it. */
export function useRefundLines(detailKey?: QueryKey) {
  const api = useService(UI_TOKENS.ShopApi);
  const changed = useOrderChanged(detailKey);
  return useMutation({
    mutationKey: adminKeys.orderAction,
    mutationFn: ({ id, lines, restock }: RefundLinesRequest) => api.call('refundLines', { params: { id }, body: { lines, restock } }),
    onSuccess: (order) => changed(order),
    // Refused (another admin refunded meanwhile): the order is read afresh, so the dialog shows what is left.
    onError: () => changed(null),
  });
}
