import type { ReactNode } from 'react';
import { cx } from '../../components/cx';

/** A decorative line icon on a 24px grid; hidden from screen readers. */
export function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={cx('size-6 shrink-0', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** An icon in a soft brand-coloured tile. */
export function IconTile({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cx('flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand', className)}>
      <Icon>{children}</Icon>
    </span>
  );
}
