import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context';
import { Badge } from '../components/badge';
import { formatCount } from '../format';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

interface UnreadMessages {
  /** How many messages are unread; null until the shop has said. */
  count: number | null;
  set(count: number): void;
}

// Outside the dashboard (a story of the Messages page on its own) the count is simply not shared.
const UnreadMessagesContext = createContext<UnreadMessages>({ count: null, set: () => {} });

/** The admins' unread count, read once for the dashboard's menu and kept current by the Messages page. */
export function UnreadMessagesProvider({ children }: { children: ReactNode }) {
  const api = useService(UI_TOKENS.ContactApi);
  const { isAdmin } = useAuth();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!isAdmin) return;
    let current = true;
    // A failed read leaves the menu without a count; the Messages page says what went wrong.
    // A count the Messages page has set meanwhile is newer, and stays.
    api.listMessages({ limit: 1 }).then(
      (page) => current && setCount((known) => known ?? page.unread),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api, isAdmin]);
  const value = useMemo(() => ({ count, set: setCount }), [count]);
  return <UnreadMessagesContext.Provider value={value}>{children}</UnreadMessagesContext.Provider>;
}

export const useUnreadMessages = () => useContext(UnreadMessagesContext);

/** The menu's mark beside Messages: the unread count, none while every message is read. */
export function UnreadMessagesBadge() {
  const { count } = useUnreadMessages();
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
