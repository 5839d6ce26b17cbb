import type { ContactMessage } from '../../core/domain/contact';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { cx } from '../components/cx';
import { Email } from '../components/email';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { formatDateTime } from '../format';

export interface MessagesListProps {
  messages: ContactMessage[];
  /** Ids of the messages being marked read: their button shows a spinner. */
  marking?: ReadonlySet<string>;
  onMarkRead(message: ContactMessage): void;
}

const isUnread = (message: ContactMessage) => message.readAt === null;

const received = (message: ContactMessage) => <time dateTime={message.receivedAt}>{formatDateTime(message.receivedAt)}</time>;

const status = (message: ContactMessage) => (isUnread(message) ? <Badge tone="brand">Unread</Badge> : <Badge>Read</Badge>);

/** Mark as read for an unread message; a read one says when it was first read. */
function MarkRead({ message, marking, onMarkRead }: { message: ContactMessage } & Omit<MessagesListProps, 'messages'>) {
  if (message.readAt !== null) {
    return (
      <p className="text-xs text-muted">
        Read <time dateTime={message.readAt}>{formatDateTime(message.readAt)}</time>
      </p>
    );
  }
  return (
    <Button size="sm" variant="secondary" onClick={() => onMarkRead(message)} busy={marking?.has(message._id)} aria-label={`Mark the message from ${message.name} as read`}>
      Mark as read
    </Button>
  );
}

/** Visitors' messages, newest first: a table where its columns fit (`xl`), one card per message below it. Unread ones are in bold and marked. */
export function MessagesList({ messages, marking, onMarkRead }: MessagesListProps) {
  const markRead = (message: ContactMessage) => <MarkRead message={message} marking={marking} onMarkRead={onMarkRead} />;
  const columns: ListColumn<ContactMessage>[] = [
    { header: 'Received', cell: received, tableClassName: 'whitespace-nowrap' },
    {
      header: 'From',
      cell: (message) => (
        <>
          <span className={cx('block', isUnread(message) && 'font-bold')}>{message.name}</span>
          <span className="block text-xs text-muted">
            <Email address={message.email} />
          </span>
        </>
      ),
      // The card shows the name as its title.
      cardCell: (message) => <Email address={message.email} />,
      tableClassName: 'w-1/4 wrap-anywhere',
    },
    { header: 'Message', cell: (message) => <p className="whitespace-pre-line">{message.message}</p>, tableClassName: 'w-1/2 wrap-anywhere' },
    {
      header: 'Status',
      cell: (message) => (
        <div className="flex flex-col items-start gap-2">
          {status(message)}
          {markRead(message)}
        </div>
      ),
      inCard: false,
    },
  ];
  return (
    <ResponsiveList
      items={messages}
      caption="Messages from the contact page, newest first"
      columns={columns}
      tableFrom="xl"
      card={{ title: (message) => <span className="wrap-anywhere">{message.name}</span>, badge: status, actions: markRead }}
    />
  );
}
