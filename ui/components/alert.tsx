import type { ReactNode } from 'react';
import { cx } from './cx';

const tones = {
  error: 'text-danger',
  info: 'text-info',
  success: 'text-success',
};

/** A one-line message in its tone's colour, announced to screen readers. */
export function Alert({ tone = 'error', children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={cx('text-sm font-medium', tones[tone], className)}>
      {children}
    </p>
  );
}
