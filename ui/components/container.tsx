import type { HTMLAttributes } from 'react';
import { cx } from './cx';

/** The page's content width and side gutters; `wide` for screens of wide tables, like the dashboard. */
export function Container({ className, wide = false, ...rest }: HTMLAttributes<HTMLDivElement> & { wide?: boolean }) {
  return <div className={cx('mx-auto w-full px-4 sm:px-6 lg:px-8', wide ? 'max-w-screen-2xl' : 'max-w-7xl', className)} {...rest} />;
}
