import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '../queries/messages';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { MenuCount } from './menu-count';

/**
 * The admin menu's mark beside Messages: the unread count, none while every message is read. It
 * shares its count with the Messages page, so marking one read there lowers it here. A failed read
 * leaves the menu without a count; the Messages page says what went wrong.
 */
export function UnreadMessagesBadge() {
  const api = useService(UI_TOKENS.ShopApi);
  return <MenuCount count={useQuery(unreadCountQuery(api)).data} tone="brand" what="unread" />;
}
