import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import type { DocumentPeriodRequest } from '../../core/shop/documents';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export const documentKeys = {
  all: ['documents'] as const,
  ofOrder: (orderId: string) => ['documents', 'order', orderId] as const,
  ofPeriod: ({ from, to, kind }: DocumentPeriodRequest) => ['documents', 'period', from, to, kind ?? 'all'] as const,
};

/** An order's invoices and credit notes, in the order they were issued. */
export const orderDocumentsQuery = (api: ShopApi, orderId: string) =>
  queryOptions({ queryKey: documentKeys.ofOrder(orderId), queryFn: () => api.call('listOrderDocuments', { params: { id: orderId } }) });

/** The period's query as the API takes it: the kind only when one is asked for. */
const periodQuery = ({ from, to, kind }: DocumentPeriodRequest) => ({ from, to, ...(kind ? { kind } : {}) });

/** The admins' listing: the documents issued from one day to another (UTC, both included), oldest first, with their totals per kind. */
export const periodDocumentsQuery = (api: ShopApi, period: DocumentPeriodRequest) =>
  queryOptions({ queryKey: documentKeys.ofPeriod(period), queryFn: () => api.call('listDocuments', { query: periodQuery(period) }) });

/** Asks the shop for a period's documents as CSV text for the accountant, with the name to save it under. */
export function useExportDocuments() {
  const api = useService(UI_TOKENS.ShopApi);
  return useMutation({ mutationFn: (period: DocumentPeriodRequest) => api.call('exportDocuments', { query: periodQuery(period) }) });
}
