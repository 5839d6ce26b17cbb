import { availability, type Product } from '../../core/domain/product';
import { cx } from '../components/cx';

const looks = {
  in: { box: 'border-green-200 bg-success-soft text-success', dot: 'bg-success' },
  low: { box: 'border-orange-200 bg-brand-soft text-brand-strong', dot: 'bg-brand' },
  out: { box: 'border-red-200 bg-danger-soft text-danger', dot: 'bg-danger' },
} as const;

/** How many can be ordered now, in the catalogue's words ('In stock', 'Only 7 left', 'Out of stock'), its colour backed by a dot and the words themselves. */
export function StockStatus({ product, size = 'sm', className }: { product: Pick<Product, 'stock' | 'min'>; size?: 'sm' | 'md'; className?: string }) {
  const { kind, text } = availability(product);
  const look = looks[kind];
  return (
    <p
      data-availability={kind}
      className={cx('inline-flex w-fit items-center gap-2 rounded-full border font-semibold', size === 'sm' ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm', look.box, className)}
    >
      <span aria-hidden className={cx('size-2 shrink-0 rounded-full', look.dot)} />
      {text}
    </p>
  );
}
