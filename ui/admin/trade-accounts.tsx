import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tradeStatusWords, type TradeAccountStatus } from '../../core/domain/trade-account';
import { DashboardSection } from '../components/dashboard-section';
import { ViewTabs } from '../components/view-tabs';
import { EmptyState } from '../components/states';
import { uniqueItems } from '../queries/pages';
import { firstPageState, listedCount, ShowMoreOf } from '../queries/paged-list';
import { tradeAccountsQuery, tradeKeys } from '../queries/trade';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { TradeAccountItem } from './trade-account-item';

/** The list's views: one status, or every account. */
type View = TradeAccountStatus | 'all';

const views: readonly View[] = ['pending', 'approved', 'declined', 'all'];
const viewLabels: Record<View, string> = { ...tradeStatusWords, all: 'All' };

/** What an empty view says, and what would appear in it. */
const emptyViews: Record<View, { title: string; says: string }> = {
  pending: { title: 'No applications waiting', says: 'When a business applies for a trade account, its application appears here for you to approve or decline.' },
  approved: { title: 'No approved accounts', says: 'Companies you approve appear here, where you set their prices.' },
  declined: { title: 'No declined applications', says: 'Applications you decline appear here, with the reason you gave.' },
  all: { title: 'No trade accounts yet', says: 'Every application for a trade account appears here, newest first, with its answer.' },
};

export interface TradeAccountsProps {
  /** How many accounts each page loads. */
  pageSize?: number;
}

/** /dashboard/tradeAccounts: applications to answer, and approved companies whose prices an admin sets. */
export function TradeAccounts({ pageSize = 20 }: TradeAccountsProps = {}) {
  const api = useService(UI_TOKENS.ShopApi);
  const [view, setView] = useState<View>('pending');
  const status = view === 'all' ? null : view;
  const list = useInfiniteQuery({ ...tradeAccountsQuery(api, pageSize, status), select: uniqueItems });
  const tryAgain = useTryAgain(tradeKeys.pagesOf(pageSize, status));

  const waiting = firstPageState(list, { loading: 'Loading the trade accounts', failed: 'The trade accounts could not be loaded', onRetry: tryAgain });
  const accounts = list.data ?? [];
  let body;
  if (waiting) body = waiting;
  else if (accounts.length === 0) body = <EmptyState title={emptyViews[view].title}>{emptyViews[view].says}</EmptyState>;
  else
    body = (
      <>
        <p className="text-sm text-muted">{listedCount(list, accounts.length, 'account', 'accounts')}</p>
        <ol aria-label="Trade accounts" className="flex flex-col gap-3">
          {accounts.map((account) => (
            <TradeAccountItem key={account._id} account={account} />
          ))}
        </ol>
        <ShowMoreOf list={list}>Show more accounts</ShowMoreOf>
      </>
    );

  return (
    <DashboardSection title="Trade accounts">
      <p className="max-w-prose text-ink-soft">
        Businesses apply for a trade account to buy at their own prices. Approve or decline each application (we email the applicant your answer), then set an approved company&apos;s prices (a
        discount off the catalogue, and fixed prices by part number) and whether it may pay on account, up to a credit limit.
      </p>
      <ViewTabs label="Which accounts" views={views} labels={viewLabels} value={view} onChange={setView}>
        {body}
      </ViewTabs>
    </DashboardSection>
  );
}
