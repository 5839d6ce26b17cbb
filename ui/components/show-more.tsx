import type { ReactNode } from 'react';
import { Button } from './button';

/** The button under a paged list that reads its next page; nothing while there is none. */
export function ShowMore({ hasMore, busy = false, onClick, children }: { hasMore?: boolean; busy?: boolean; onClick?(): void; children: ReactNode }) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" size="lg" onClick={onClick} busy={busy}>
        {children}
      </Button>
    </div>
  );
}
