import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { OutboxMessage } from '../../core/domain/mail';
import { DEFAULT_PAGE_SIZE } from '../../core/domain/page';
import { Button } from '../components/button';
import { DashboardSection } from '../components/dashboard-section';
import { EmptyState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatCount } from '../format';
import { failedCountQuery, outboxKeys, outboxQuery, useResendEmail } from '../queries/outbox';
import { uniqueItems } from '../queries/pages';
import { firstPageState, listedCount, ShowMoreOf } from '../queries/paged-list';
import { usePendingWrites } from '../queries/use-pending-writes';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { OutboxList } from './outbox-list';

export interface OutboxProps {
  /** How many messages each page loads. */
  pageSize?: number;
}

type View = 'all' | 'failed';

const tabClass =
  'rounded-lg px-3 py-2 text-sm font-semibold text-ink-soft hover:bg-canvas hover:text-ink data-[state=active]:bg-brand-soft data-[state=active]:text-brand-strong';

/** /dashboard/outbox: every email the shop sent or is sending, newest first, page by page, or only the failed ones; a failed one can be sent again. */
export function Outbox({ pageSize = DEFAULT_PAGE_SIZE }: OutboxProps = {}) {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  const toast = useToast();
  const [view, setView] = useState<View>('all');
  const status = view === 'failed' ? 'failed' : undefined;
  const list = useInfiniteQuery({ ...outboxQuery(api, client, pageSize, status), select: uniqueItems });
  const { data: failed } = useQuery(failedCountQuery(api));
  const tryAgain = useTryAgain(outboxKeys.pagesOf(pageSize, status));
  const resendEmail = useResendEmail();
  const resending = usePendingWrites(outboxKeys.resend);

  const resend = async (message: OutboxMessage) => {
    try {
      await resendEmail.mutateAsync(message._id);
      toast.success(`Queued again: ${message.subject}, to ${message.to}`);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  // The sender works in the background: Refresh reads what it has done since, without reloading the page.
  const refresh = () => void client.invalidateQueries({ queryKey: outboxKeys.all });
  const refreshing = list.isRefetching && !list.isFetchingNextPage;

  const waiting = firstPageState(list, { loading: 'Loading the outbox', failed: 'The outbox could not be loaded', onRetry: tryAgain });
  const messages = list.data ?? [];
  let body;
  if (waiting) body = waiting;
  else if (messages.length === 0)
    body =
      view === 'failed' ? (
        <EmptyState title="No failed emails">Every email has gone or is still being tried.</EmptyState>
      ) : (
        <EmptyState title="No emails yet">Every email the shop sends appears here, newest first: queued until the mail server takes it, then sent.</EmptyState>
      );
  else
    body = (
      <>
        <p className="text-sm text-muted">{listedCount(list, messages.length, view === 'failed' ? 'failed email' : 'email', view === 'failed' ? 'failed emails' : 'emails')}</p>
        <OutboxList messages={messages} resending={resending} onResend={(message) => void resend(message)} />
        <ShowMoreOf list={list}>Show more emails</ShowMoreOf>
      </>
    );

  return (
    <DashboardSection
      title="Outbox"
      aside={
        <Button variant="secondary" size="sm" onClick={refresh} busy={refreshing}>
          Refresh
        </Button>
      }
    >
      <Tabs.Root value={view} onValueChange={(next) => setView(next as View)} className="flex flex-col gap-4">
        <Tabs.List aria-label="Which emails" className="flex flex-wrap gap-1 self-start rounded-card border border-line bg-surface p-1">
          <Tabs.Trigger value="all" className={tabClass}>
            All
          </Tabs.Trigger>
          <Tabs.Trigger value="failed" className={tabClass}>
            Failed{failed ? ` (${formatCount(failed)})` : ''}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={view} className="flex flex-col gap-4 focus-visible:outline-none">
          {body}
        </Tabs.Content>
      </Tabs.Root>
    </DashboardSection>
  );
}
