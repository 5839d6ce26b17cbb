import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TradeAccountStatus, TradeApplicationForm, TradeDecision, TradePrices } from '../../core/domain/trade-account';
import type { CreditTerms } from '../../core/domain/on-account';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { pagedQuery } from './pages';

export const tradeKeys = {
  all: ['trade'] as const,
  /** By the account's id: a page left open through a sign-out and another's sign-in never shows the first one's. */
  mine: (userId: string) => ['trade', 'mine', userId] as const,
  list: ['trade', 'list'] as const,
  orders: (userId: string) => ['trade', 'orders', userId] as const,
  pagesOf: (pageSize: number, status: TradeAccountStatus | null) => [...tradeKeys.list, pageSize, status] as const,
};

/** The caller's trade account: the company they buy for, or their last declined application, or none. */
export const myTradeAccountQuery = (api: ShopApi, userId: string) => queryOptions({ queryKey: tradeKeys.mine(userId), queryFn: () => api.call('getMyTradeAccount') });

/** The orders bought for the caller's company, newest first. */
export const companyOrdersQuery = (api: ShopApi, userId: string) => queryOptions({ queryKey: tradeKeys.orders(userId), queryFn: () => api.call('listCompanyOrders') });

/** One account as the admins read it, with its buyers and what it owes on account. */
export const tradeAccountDetailQuery = (api: ShopApi, id: string) => queryOptions({ queryKey: [...tradeKeys.all, 'detail', id], queryFn: () => api.call('getTradeAccountDetail', { params: { id } }) });

/** The admins' list of applications and accounts, newest first, of one status or all. */
export const tradeAccountsQuery = (api: ShopApi, pageSize: number, status: TradeAccountStatus | null) =>
  pagedQuery(tradeKeys.pagesOf(pageSize, status), pageSize, (request) => api.call('listTradeAccounts', { query: { ...request, status } }));

/** A write about trade accounts; what it changes is read again before the screen goes on (prices move every cart of the company). */
function useTradeWrite<T, R>(write: (api: ShopApi, input: T) => Promise<R>) {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationKey: tradeKeys.all,
    mutationFn: (input: T) => write(api, input),
    onSuccess: () => client.invalidateQueries({ queryKey: tradeKeys.all }),
  });
}

export const useApplyForTradeAccount = () => useTradeWrite((api, application: TradeApplicationForm) => api.call('applyForTradeAccount', { body: application }));

export const useDecideTradeAccount = () => useTradeWrite((api, { id, decision }: { id: string; decision: TradeDecision }) => api.call('decideTradeAccount', { params: { id }, body: decision }));

export const useSetTradePrices = () => useTradeWrite((api, { id, prices }: { id: string; prices: TradePrices }) => api.call('setTradePrices', { params: { id }, body: prices }));

export const useSetTradeCredit = () => useTradeWrite((api, { id, credit }: { id: string; credit: CreditTerms | null }) => api.call('setTradeCredit', { params: { id }, body: { credit } }));

export const useInviteTradeBuyer = () => useTradeWrite((api, email: string) => api.call('inviteTradeBuyer', { body: { email } }));

export const useWithdrawTradeInvitation = () => useTradeWrite((api, email: string) => api.call('withdrawTradeInvitation', { params: { email } }));

export const useRemoveTradeBuyer = () => useTradeWrite((api, id: string) => api.call('removeTradeBuyer', { params: { id } }));

export const useAcceptTradeInvitation = () => useTradeWrite((api, accountId: string) => api.call('acceptTradeInvitation', { params: { id: accountId } }));

export const useDeclineTradeInvitation = () => useTradeWrite((api, accountId: string) => api.call('declineTradeInvitation', { params: { id: accountId } }));
