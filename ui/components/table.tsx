import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cx } from './cx';

/**
 * A data table in its card. ResponsiveList shows it only where its columns fit; should they not,
 * it scrolls sideways inside its card instead of breaking the page.
 */
export function Table({ className, caption, children, ...rest }: HTMLAttributes<HTMLTableElement> & { caption?: string }) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface shadow-card" tabIndex={0} role="region" aria-label={caption}>
      <table className={cx('w-full border-collapse text-left text-sm', className)} {...rest}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cx('border-b border-line bg-canvas px-4 py-3 text-xs font-bold tracking-wide text-muted uppercase', className)} {...rest} />;
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cx('border-b border-line px-4 py-3 align-middle text-ink', className)} {...rest} />;
}

export function Tr({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx('last:[&>td]:border-b-0 hover:bg-canvas/60', className)} {...rest} />;
}
