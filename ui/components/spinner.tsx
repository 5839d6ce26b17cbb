import { cx } from './cx';

export function Spinner({ size = 'md', label = 'Loading', className }: { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string }) {
  const dimension = { sm: 'size-4 border-2', md: 'size-7 border-[3px]', lg: 'size-10 border-4' }[size];
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center', className)}>
      <span aria-hidden className={cx('animate-spin rounded-full border-current border-t-transparent opacity-80', dimension)} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
