import { useEffect, useState } from 'react';
import { cx } from './cx';

/** What every screen says while an answer is slow, in one place. */
export const slowAnswerText = 'This is taking longer than usual.';

/** How long an answer may take before the note shows. */
export const SLOW_ANSWER_MS = 4000;

/** Beside a loading state: once the shop has been asked for a few seconds (`waiting`), says the answer is slow. */
export function SlowAnswerNote({ waiting, className }: { waiting: boolean; className?: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), SLOW_ANSWER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting]);
  // Added only when slow, so that screen readers announce it as it appears.
  return slow ? (
    <p role="status" className={cx('text-sm text-muted', className)}>
      {slowAnswerText}
    </p>
  ) : null;
}
