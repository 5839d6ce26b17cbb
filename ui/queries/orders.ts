import { tradeKeys } from './trade';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Order } from '../../core/domain/order';
import type { OrdersApi } from '../../core/ports/browser/orders-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'customer'] as const,
  of: (customer: string) => [...orderKeys.lists, customer] as const,
  one: (id: string) => [...orderKeys.all, 'one', id] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

/** A customer's orders, newest first. */
export const customerOrdersQuery = (api: OrdersApi, customer: string) => queryOptions({ queryKey: orderKeys.of(customer), queryFn: () => api.listOrders(customer) });

/** One order, as it stands now: a payment page never starts from an answer kept from an earlier visit. */
export const orderToPayQuery = (api: OrdersApi, id: string) => queryOptions({ queryKey: orderKeys.one(id), queryFn: () => api.getOrder(id), gcTime: 0 });

/** The order page: the order, its timeline and its picture. */
export const orderDetailQuery = (api: OrdersApi, id: string) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => api.getOrderDetail(id) });

/** An order placed or paid on this page: its customer's list shows it at once, and every list is read afresh when next shown. */
export function rememberOrder(client: QueryClient, order: Order) {
  client.setQueryData<Order[]>(orderKeys.of(order.customerEmail), (list) => list && (list.some((o) => o._id === order._id) ? list.map((o) => (o._id === order._id ? order : o)) : [order, ...list]));
  return Promise.all([
    client.invalidateQueries({ queryKey: orderKeys.lists, refetchType: 'none' }),
    // Bought for a company, it is among the company's orders, and on account it uses some of its credit.
    order.tradeAccountId && client.invalidateQueries({ queryKey: tradeKeys.all }),
  ]);
}

/** Deletes one of the customer's unpaid orders: it leaves their list. */
export function useDeleteOrder(customer: string) {
  const api = useService(UI_TOKENS.OrdersApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteOrder(id),
    onSuccess: (_, id) => {
      client.setQueryData<Order[]>(orderKeys.of(customer), (list) => list?.filter((o) => o._id !== id));
      client.removeQueries({ queryKey: orderKeys.detail(id) });
    },
  });
}

/** The owner asks to cancel a paid order: its lists show the request, and its page reads its timeline again. */
export function useRequestCancellation() {
  const api = useService(UI_TOKENS.OrdersApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api.requestCancellation(id, reason),
    onSuccess: async (order) => {
      await rememberOrder(client, order);
      await client.invalidateQueries({ queryKey: orderKeys.detail(order._id) });
    },
  });
}
