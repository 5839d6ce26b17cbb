import type { HTMLAttributes } from 'react';
import { cx } from './cx';

/** The page's content width and side gutters, the same for the header, every page and the footer. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...rest} />;
}
