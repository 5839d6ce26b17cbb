import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';
import { SlowAnswerNote } from './slow-answer-note';
import { Spinner } from './spinner';

/** Shown while something loads; while the shop is being asked (`waiting`), it says so when the answer is slow. */
export function LoadingState({ label = 'Loading', className, waiting = false }: { label?: string; className?: string; waiting?: boolean }) {
  return (
    <div className={cx('flex flex-col items-center justify-center gap-3 py-16 text-muted', className)}>
      <Spinner size="lg" label={label} className="text-brand" />
      <p aria-hidden>{label}…</p>
      <SlowAnswerNote waiting={waiting} />
    </div>
  );
}

/** Shown when a list has nothing in it. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
      <p className="text-lg font-bold text-ink">{title}</p>
      {children && <p className="max-w-md text-muted">{children}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

/** Shown when loading failed, with a way to try again. */
export function ErrorState({ title = 'Something went wrong', message, onRetry }: { title?: string; message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-2 rounded-card border border-red-200 bg-danger-soft px-6 py-12 text-center">
      <p className="text-lg font-bold text-danger">{title}</p>
      {message && <p className="max-w-md text-ink-soft">{message}</p>}
      {onRetry && (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** The whole page while the app decides what to show. */
export function LoadingScreen({ waiting }: { waiting?: boolean }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <LoadingState waiting={waiting} />
    </div>
  );
}
