import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '../../core/domain/contact';
import { DEFAULT_PAGE_SIZE } from '../../core/domain/page';
import { DashboardSection } from '../components/dashboard-section';
import { EmptyState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatCount } from '../format';
import { messageKeys, messagesQuery, unreadCountQuery, useMarkRead } from '../queries/messages';
import { uniqueItems } from '../queries/pages';
import { firstPageState, listedCount, ShowMoreOf } from '../queries/paged-list';
import { usePendingWrites } from '../queries/use-pending-writes';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { MessagesList } from './messages-list';

export interface MessagesProps {
  /** How many messages each page loads. */
  pageSize?: number;
}

/** /dashboard/messages: what visitors sent from the contact page, newest first, page by page; unread ones can be marked read. */
export function Messages({ pageSize = DEFAULT_PAGE_SIZE }: MessagesProps = {}) {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  const toast = useToast();
  const list = useInfiniteQuery({ ...messagesQuery(api, client, pageSize), select: uniqueItems });
  // Never asked for on its own here: every page of the list brings it.
  const { data: unread } = useQuery({ ...unreadCountQuery(api), enabled: false });
  const tryAgain = useTryAgain(messageKeys.pagesOf(pageSize));
  const markRead = useMarkRead();
  const marking = usePendingWrites(messageKeys.markRead);

  const mark = async (message: ContactMessage) => {
    try {
      await markRead.mutateAsync(message._id);
    } catch (e) {
      toast.error(messageOf(e));
    }
  };

  const waiting = firstPageState(list, { loading: 'Loading messages', failed: 'The messages could not be loaded', onRetry: tryAgain });
  if (waiting) return waiting;
  const messages = list.data ?? [];

  return (
    <DashboardSection
      title="Messages"
      aside={
        messages.length > 0 && (
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">{formatCount(unread ?? 0)} unread</span>
            {' · '}
            {listedCount(list, messages.length, 'message', 'messages')}
          </p>
        )
      }
    >
      {messages.length === 0 ? (
        <EmptyState title="No messages yet">Messages sent from the contact page appear here, newest first.</EmptyState>
      ) : (
        <>
          <MessagesList messages={messages} marking={marking} onMarkRead={(message) => void mark(message)} />
          <ShowMoreOf list={list}>Show more messages</ShowMoreOf>
        </>
      )}
    </DashboardSection>
  );
}
