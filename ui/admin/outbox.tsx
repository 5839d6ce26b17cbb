import { useInfiniteQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '../../core/domain/mail';
import { DEFAULT_PAGE_SIZE } from '../../core/domain/page';
import { DashboardSection } from '../components/dashboard-section';
import { EmptyState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { outboxKeys, outboxQuery, useResendEmail } from '../queries/outbox';
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

/** /dashboard/outbox: every email the shop sent or is sending, newest first, page by page; a failed one can be sent again. */
export function Outbox({ pageSize = DEFAULT_PAGE_SIZE }: OutboxProps = {}) {
  const api = useService(UI_TOKENS.OutboxApi);
  const toast = useToast();
  const list = useInfiniteQuery({ ...outboxQuery(api, pageSize), select: uniqueItems });
  const tryAgain = useTryAgain(outboxKeys.pagesOf(pageSize));
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

  const waiting = firstPageState(list, { loading: 'Loading the outbox', failed: 'The outbox could not be loaded', onRetry: tryAgain });
  if (waiting) return waiting;
  const messages = list.data ?? [];

  return (
    <DashboardSection
      title="Outbox"
      aside={messages.length > 0 && <p className="text-sm text-muted">{listedCount(list, messages.length, 'email', 'emails')}</p>}
    >
      {messages.length === 0 ? (
        <EmptyState title="No emails yet">Every email the shop sends appears here, newest first: queued until the mail server takes it, then sent.</EmptyState>
      ) : (
        <>
          <OutboxList messages={messages} resending={resending} onResend={(message) => void resend(message)} />
          <ShowMoreOf list={list}>Show more emails</ShowMoreOf>
        </>
      )}
    </DashboardSection>
  );
}
