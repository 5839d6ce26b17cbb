import { queryOptions } from '@tanstack/react-query';
import type { ShopApi } from '../../core/ports/browser/shop-api';

export const documentKeys = {
  all: ['documents'] as const,
  ofOrder: (orderId: string) => ['documents', 'order', orderId] as const,
};

/** An order's invoices and credit notes, in the order they were issued. */
export const orderDocumentsQuery = (api: ShopApi, orderId: string) =>
  queryOptions({ queryKey: documentKeys.ofOrder(orderId), queryFn: () => api.call('listOrderDocuments', { params: { id: orderId } }) });
