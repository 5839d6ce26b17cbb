import { useState } from 'react';
import type { ContactMessage } from '../../core/domain/contact';
import { DEFAULT_PAGE_SIZE } from '../../core/ports/page';
import { Button } from '../components/button';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { formatCount } from '../format';
import { messageOf, usePagedList } from '../hooks/use-paged-list';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { MessagesList } from './messages-list';
import { useUnreadMessages } from './unread-messages';

export interface MessagesProps {
  /** How many messages each page loads. */
  pageSize?: number;
}

/** /dashboard/messages: what visitors sent from the contact page, newest first, page by page; unread ones can be marked read. */
export function Messages({ pageSize = DEFAULT_PAGE_SIZE }: MessagesProps = {}) {
  const api = useService(UI_TOKENS.ContactApi);
  const toast = useToast();
  const { set: shareUnread } = useUnreadMessages();
  const [unread, setUnread] = useState<number | null>(null);
  // Every answer carries the unread count of all messages: the page and the menu show the latest.
  const countUnread = (count: number) => {
    setUnread(count);
    shareUnread(count);
  };
  const list = usePagedList<ContactMessage>(
    async (request) => {
      const page = await api.listMessages(request);
      countUnread(page.unread);
      return page;
    },
    [api],
    pageSize,
  );
  const { items: messages, setItems: setMessages } = list;
  const [marking, setMarking] = useState<ReadonlySet<string>>(new Set());

  // The messages already shown stay when a later page fails; the button stays for another try.
  const loadMore = () => list.loadMore().catch((e: unknown) => toast.error(messageOf(e)));

  const markRead = async (message: ContactMessage) => {
    setMarking((current) => new Set(current).add(message._id));
    try {
      const answer = await api.markRead(message._id);
      setMessages((existing) => existing && existing.map((m) => (m._id === answer.message._id ? answer.message : m)));
      countUnread(answer.unread);
    } catch (e) {
      toast.error(messageOf(e));
    } finally {
      setMarking((current) => {
        const next = new Set(current);
        next.delete(message._id);
        return next;
      });
    }
  };

  if (list.error) return <ErrorState title="The messages could not be loaded" message={list.error} onRetry={list.retry} />;
  if (!messages) return <LoadingState label="Loading messages" />;

  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="messages-heading" className="text-2xl font-bold text-ink">
          Messages
        </h2>
        {messages.length > 0 && (
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">{formatCount(unread ?? 0)} unread</span>
            {' · '}
            {list.hasMore ? 'Showing the latest ' : ''}
            {formatCount(messages.length)} {messages.length === 1 ? 'message' : 'messages'}
          </p>
        )}
      </div>
      {messages.length === 0 ? (
        <EmptyState title="No messages yet">Messages sent from the contact page appear here, newest first.</EmptyState>
      ) : (
        <>
          <MessagesList messages={messages} marking={marking} onMarkRead={(message) => void markRead(message)} />
          {list.hasMore && (
            <div className="flex justify-center">
              <Button variant="secondary" size="lg" onClick={() => void loadMore()} busy={list.loadingMore}>
                Show more messages
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
