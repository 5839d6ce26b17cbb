import { useQuery } from '@tanstack/react-query';
import { Badge } from '../components/badge';
import { formatCount } from '../format';
import { failedCountQuery } from '../queries/outbox';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

/**
 * The admin menu's mark beside Outbox: how many emails failed, none while none has. It shares its
 * count with the Outbox page, so sending one again there lowers it here.
 */
export function FailedEmailsBadge() {
  const api = useService(UI_TOKENS.OutboxApi);
  const { data: count } = useQuery(failedCountQuery(api));
  if (!count) return null;
  // `relative`: the hidden words stay inside the menu's sideways scroll rather than widening the page.
  return (
    <span className="relative ml-2">
      <Badge tone="danger">
        {formatCount(count)}
        <span className="sr-only"> failed</span>
      </Badge>
    </span>
  );
}
