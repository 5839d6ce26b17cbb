import type { ReactNode } from 'react';
import { cx } from './cx';

const tones = {
  success: 'border-green-200 bg-success-soft text-success',
  error: 'border-red-200 bg-danger-soft text-danger',
  info: 'border-blue-200 bg-info-soft text-info',
};

/** A boxed message with a title: the outcome of something the visitor just did. */
export function Callout({ tone, title, children, announce = true }: { tone: keyof typeof tones; title: string; children?: ReactNode; announce?: boolean }) {
  // Static guidance is not announced as news: `announce={false}`.
  const role = !announce ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <div role={role} className={cx('rounded-lg border px-4 py-3', tones[tone])}>
      <p className="font-bold">{title}</p>
      {children && <p className="mt-1 text-sm text-ink-soft">{children}</p>}
    </div>
  );
}
