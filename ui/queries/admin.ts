import { queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Order } from '../../core/domain/order';
import type { Role, User } from '../../core/domain/user';
import type { AdminApi } from '../../core/ports/browser/admin-api';
import type { Page } from '../../core/domain/page';
import type { SessionApi } from '../../core/ports/browser/session-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { pagedQuery, replaceItem } from './pages';

export const adminKeys = {
  all: ['admin'] as const,
  isAdmin: (email: string) => [...adminKeys.all, 'is-admin', email] as const,
  users: ['admin', 'users'] as const,
  orders: ['admin', 'orders'] as const,
  ordersOf: (pageSize: number) => [...adminKeys.orders, pageSize] as const,
  makeAdmin: ['admin', 'make-admin'] as const,
  ship: ['admin', 'ship'] as const,
};

/** Whether the server counts this account an admin now; anyone who is not reads as false. */
export const isAdminQuery = (session: SessionApi, email: string) =>
  queryOptions({ queryKey: adminKeys.isAdmin(email), queryFn: () => (email ? session.isAdmin(email) : Promise.resolve(false)) });

/** Every user, with their role. */
export const usersQuery = (api: AdminApi) => queryOptions({ queryKey: adminKeys.users, queryFn: () => api.listUsers() });

/** Every order, newest first, page by page. */
export const allOrdersQuery = (api: AdminApi, pageSize: number) => pagedQuery(adminKeys.ordersOf(pageSize), pageSize, (request) => api.listAllOrders(request));

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
  const api = useService(UI_TOKENS.AdminApi);
  const users = useChangeUsers();
  return useMutation({ mutationKey: adminKeys.makeAdmin, mutationFn: (email: string) => api.makeAdmin(email), onSuccess: (_, email) => users.setRole(email, 'admin') });
}

export function useRemoveAdmin() {
  const api = useService(UI_TOKENS.AdminApi);
  const users = useChangeUsers();
  return useMutation({ mutationFn: (email: string) => api.removeAdmin(email), onSuccess: (_, email) => users.setRole(email, 'customer') });
}

/** Removes a user; their orders stay on record. */
export function useRemoveUser() {
  const api = useService(UI_TOKENS.AdminApi);
  const users = useChangeUsers();
  return useMutation({ mutationFn: (email: string) => api.removeUser(email), onSuccess: (_, email) => users.remove(email) });
}

/** Ships a paid order: the lists show it shipped as the server answered. Several may be under way at once, one per row. */
export function useShipOrder() {
  const api = useService(UI_TOKENS.AdminApi);
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.ship,
    mutationFn: (id: string) => api.shipOrder(id),
    onSuccess: (shipped) => client.setQueriesData<InfiniteData<Page<Order>>>({ queryKey: adminKeys.orders }, (data) => replaceItem(data, shipped)),
  });
}
