import { useQuery } from '@tanstack/react-query';
import { failedCountQuery } from '../queries/outbox';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { MenuCount } from './menu-count';

/**
 * The admin menu's mark beside Outbox: how many emails failed, none while none has. It shares its
 * count with the Outbox page, so sending one again there lowers it here.
 */
export function FailedEmailsBadge() {
  const api = useService(UI_TOKENS.ShopApi);
  return <MenuCount count={useQuery(failedCountQuery(api)).data} tone="danger" what="failed" />;
}
