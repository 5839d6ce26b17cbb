import { useQuery } from '@tanstack/react-query';
import { Badge } from '../components/badge';
import { formatCount } from '../format';
import { unreadCountQuery } from '../queries/messages';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

/**
 * The admin menu's mark beside Messages: the unread count, none while every message is read. It
 * shares its count with the Messages page, so marking one read there lowers it here. A failed read
 * leaves the menu without a count; the Messages page says what went wrong.
 */
export function UnreadMessagesBadge() {
  const api = useService(UI_TOKENS.ContactApi);
  const { data: count } = useQuery(unreadCountQuery(api));
  if (!count) return null;
  // `relative`: the hidden words stay inside the menu's sideways scroll rather than widening the page.
  return (
    <span className="relative ml-2">
      <Badge tone="brand">
        {formatCount(count)}
        <span className="sr-only"> unread</span>
      </Badge>
    </span>
  );
}
