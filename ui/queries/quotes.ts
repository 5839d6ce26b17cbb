import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest } from '../../core/domain/cart';
import type { QuoteAnswer, QuoteRequest, QuoteStatus } from '../../core/domain/quote';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { addressKeys } from './addresses';
import { catalogueKeys } from './catalogue';
import { rememberOrder } from './orders';
import { pagedQuery } from './pages';

export const quoteKeys = {
  all: ['quotes'] as const,
  /** By the customer's id: a page left open through a sign-out and another's sign-in never shows the first one's. */
  mine: (userId: string) => ['quotes', 'mine', userId] as const,
  one: (id: string) => ['quotes', 'one', id] as const,
  list: ['quotes', 'list'] as const,
  pagesOf: (pageSize: number, status: QuoteStatus | null) => [...quoteKeys.list, pageSize, status] as const,
};

/** The caller's quotes, newest first. */
export const myQuotesQuery = (api: ShopApi, userId: string) => queryOptions({ queryKey: quoteKeys.mine(userId), queryFn: () => api.call('listMyQuotes') });

/** One quote, to the customer who asked for it (or an admin). */
export const quoteQuery = (api: ShopApi, id: string) => queryOptions({ queryKey: quoteKeys.one(id), queryFn: () => api.call('getQuote', { params: { id } }) });

/** The admins' list, newest first, of one status or all. */
export const quotesQuery = (api: ShopApi, pageSize: number, status: QuoteStatus | null) =>
  pagedQuery(quoteKeys.pagesOf(pageSize, status), pageSize, (request) => api.call('listQuotes', { query: { ...request, ...(status ? { status } : {}) } }));

/** A write about quotes; every list and page of them is read again after it (the status moves a quote between views). */
function useQuoteWrite<T, R>(write: (api: ShopApi, input: T) => Promise<R>) {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationKey: quoteKeys.all,
    mutationFn: (input: T) => write(api, input),
    onSuccess: () => client.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

export const useRequestQuote = () => useQuoteWrite((api, request: QuoteRequest) => api.call('requestQuote', { body: request }));

export const useDeclineQuote = () => useQuoteWrite((api, id: string) => api.call('declineQuote', { params: { id } }));

export const useAnswerQuote = () => useQuoteWrite((api, { id, answer }: { id: string; answer: QuoteAnswer }) => api.call('answerQuote', { params: { id }, body: answer }));

/** What accepting sends beside the quote: as checkout sends it. */
export type QuoteAcceptanceRequest = Pick<CheckoutRequest, 'addressId' | 'address' | 'saveAddress' | 'phone' | 'paymentMethod'>;

/** Accepting places an order: My Orders lists it at once, a saved address joins the book, and the units leave the catalogue's stock. */
export function useAcceptQuote() {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationKey: quoteKeys.all,
    mutationFn: ({ id, acceptance }: { id: string; acceptance: QuoteAcceptanceRequest }) => api.call('acceptQuote', { params: { id }, body: acceptance }),
    onSuccess: ({ order }, { acceptance }) => {
      void client.invalidateQueries({ queryKey: quoteKeys.all });
      void client.invalidateQueries({ queryKey: catalogueKeys.all });
      if (acceptance.saveAddress) void client.invalidateQueries({ queryKey: addressKeys.all });
      return rememberOrder(client, order);
    },
  });
}
