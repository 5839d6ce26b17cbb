import { outstandingError, type OutboxMessage, type OutboxStatus } from '../../core/domain/mail';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Email } from '../components/email';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { formatCount, formatDateTime } from '../format';

export interface OutboxListProps {
  messages: readonly OutboxMessage[];
  /** Ids of the messages being queued again: their button shows a spinner. */
  resending?: ReadonlySet<string>;
  onResend(message: OutboxMessage): void;
}

const statusBadge: Record<OutboxStatus, { tone: 'info' | 'success' | 'danger'; label: string }> = {
  queued: { tone: 'info', label: 'Queued' },
  sent: { tone: 'success', label: 'Sent' },
  failed: { tone: 'danger', label: 'Failed' },
};

const status = (message: OutboxMessage) => <Badge tone={statusBadge[message.status].tone}>{statusBadge[message.status].label}</Badge>;

const when = (message: OutboxMessage) => (
  <>
    <time className="block" dateTime={message.queuedAt}>
      {formatDateTime(message.queuedAt)}
    </time>
    {message.sentAt && (
      <span className="block text-xs text-muted">
        sent at <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
      </span>
    )}
  </>
);

/** 'Send again' for a failed message; nothing for the others. */
function Resend({ message, resending, onResend }: { message: OutboxMessage } & Omit<OutboxListProps, 'messages'>) {
  if (message.status !== 'failed') return null;
  return (
    <Button size="sm" variant="secondary" onClick={() => onResend(message)} busy={resending?.has(message._id)} aria-label={`Send again: ${message.subject}, to ${message.to}`}>
      Send again
    </Button>
  );
}

/** The outbox, newest first: a table where its columns fit, one card per message below that. */
export function OutboxList({ messages, resending, onResend }: OutboxListProps) {
  const resend = (message: OutboxMessage) => <Resend message={message} resending={resending} onResend={onResend} />;
  const columns: ListColumn<OutboxMessage>[] = [
    { header: 'Recipient', cell: (message) => <Email address={message.to} />, long: true, tableClassName: 'w-1/5' },
    { header: 'Subject', cell: (message) => message.subject, strong: true, long: true, tableClassName: 'w-1/4', inCard: false },
    {
      header: 'Status',
      cell: (message) => (
        <div className="flex flex-col items-start gap-2">
          {status(message)}
          {resend(message)}
        </div>
      ),
      inCard: false,
    },
    { header: 'Attempts', cell: (message) => formatCount(message.attempts), numeric: true },
    { header: 'Last error', cell: (message) => outstandingError(message) ?? <span className="text-muted">None</span>, long: true, tableClassName: 'w-1/4' },
    { header: 'Queued', cell: when, tableClassName: 'whitespace-nowrap' },
  ];
  return (
    <ResponsiveList
      items={messages}
      caption="Emails the shop sent or is sending, newest first"
      columns={columns}
      tableFrom="3xl"
      card={{ title: (message) => <span className="wrap-anywhere">{message.subject}</span>, badge: status, actions: (message) => (message.status === 'failed' ? resend(message) : null) }}
    />
  );
}
