import type { ComponentProps } from 'react';
import { Badge } from '../components/badge';
import { formatCount } from '../format';

/** A count beside an admin menu item (unread messages, failed emails): nothing while it is none. */
export function MenuCount({ count, tone, what }: { count: number | undefined; tone: ComponentProps<typeof Badge>['tone']; what: string }) {
  if (!count) return null;
  // `relative`: the words for screen readers stay within the menu instead of widening the page.
  return (
    <span className="relative ml-2">
      <Badge tone={tone}>
        {formatCount(count)}
        <span className="sr-only"> {what}</span>
      </Badge>
    </span>
  );
}
