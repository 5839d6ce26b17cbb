import { headedWithBasis } from '../../core/domain/shown-prices';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { linesNamed, moreProducts } from '../../core/domain/order-contents';
import type { OrderLine } from '../../core/domain/order-line';
import { refundedOfLine } from '../../core/domain/refund-words';
import { cx } from '../components/cx';
import { LongWords } from '../components/long-words';
import { PartNumber } from '../components/part-number';
import { formatCount, formatPrice } from '../format';
import { formatCents } from '../../core/domain/money';
import { vatLabel, type OrderTax } from '../../core/domain/tax';


/**
 * An order's lines in a list's row or a card's title: a one-line order as its product's name, as
 * the spec's order always read; several as "2 × name" one under another, the first few and how
 * many more. Words wrap whole, so a table's column is as wide as the longest (see LongWords).
 */
export function LinesInARow({ lines, className }: { lines: readonly OrderLine[]; className?: string }) {
  if (lines.length === 1)
    return (
      <span className={className}>
        <LongWords text={lines[0].name} />
      </span>
    );
  const { named, more } = linesNamed(lines);
  return (
    <ul aria-label="Products" className={cx('flex flex-col gap-1', className)}>
      {named.map((line, i) => (
        <li key={i} className="flex gap-1.5">
          <span className="shrink-0 tabular-nums">{formatCount(line.quantity)} ×</span>
          <span className="min-w-0">
            <LongWords text={line.name} />
          </span>
        </li>
      ))}
      {more > 0 && <li className="font-normal text-muted">{moreProducts(more)}</li>}
    </ul>
  );
}

/** Beside a line of which some units went back to the customer's card: "2 of 3 refunded". */
export const LineRefunded = ({ refunded, bought, className }: { refunded: number; bought: number; className?: string }) => (
  <span className={cx('font-medium text-info tabular-nums', className)}>{refundedOfLine(refunded, bought)}</span>
);

/** A line's product, leading to its page while the product is in the catalogue, with its part number under it. */
function LineProduct({ line }: { line: OrderLine }) {
  return (
    <>
      <span className="block font-semibold break-words text-ink">
        {line.productId ? (
          <Link to="/productDetail/$id" params={{ id: line.productId }} className="hover:underline">
            {line.name}
          </Link>
        ) : (
          line.name
        )}
      </span>
      {line.partNumber && <PartNumber partNumber={line.partNumber} className="block" />}
    </>
  );
}

/**
 * An order's lines as a table: product and part number, unit price, quantity, line total, and the
 * order's total below. Narrow (a phone, or beside the admins' panel) the unit price and quantity
 * go under the product's name, so the name keeps the width it needs.
 */
export interface OrderLinesTableProps {
  lines: readonly OrderLine[];
  /** Whole dollars without VAT: the lines added up. */
  total: number;
  /** The order's VAT: the net and the VAT come before the total, which is then the gross. Null on an order from before VAT. */
  tax?: OrderTax | null;
  caption?: string;
  /** Units refunded of each line, by its number (from 1): the line says so. */
  refunded?: ReadonlyMap<number, number>;
  /** Cents refunded of the order: shown under the total when there is any. */
  refundedAmount?: number;
}

export function OrderLinesTable({ lines, total, tax = null, caption = 'What was ordered', refunded, refundedAmount = 0 }: OrderLinesTableProps) {
  const numeric = 'py-2.5 pl-3 text-right tabular-nums align-top whitespace-nowrap';
  return (
    <div className="@container">
      {/* Fixed layout: the figures keep their widths and the names take the rest, wrapping at spaces. */}
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-xs tracking-wide text-muted uppercase">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Product
            </th>
            <th scope="col" className="hidden w-24 py-2 pl-3 text-right font-semibold @md:table-cell">
              {/* Lines are kept without VAT, which the rows under them add: said as the one-line card says it. */}
              {tax ? headedWithBasis('Unit price', 'ex-vat') : 'Unit price'}
            </th>
            <th scope="col" className="hidden w-20 py-2 pl-3 text-right font-semibold @md:table-cell">
              Quantity
            </th>
            <th scope="col" className="w-24 py-2 pl-3 text-right font-semibold">
              {/* Lines without VAT, under an order's total with it: said so where it has VAT. */}
              <span className="@md:hidden">{tax ? 'Net' : 'Total'}</span>
              <span className="hidden @md:inline">{tax ? headedWithBasis('Line total', 'ex-vat') : 'Line total'}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={i} className="border-b border-line">
              <td className="py-2.5 pr-3 align-top">
                <LineProduct line={line} />
                <span className="block text-muted tabular-nums @md:hidden">
                  {formatCount(line.quantity)} × {formatPrice(line.unitPrice)}
                </span>
                {refunded?.get(i + 1) ? <LineRefunded refunded={refunded.get(i + 1)!} bought={line.quantity} className="block text-sm" /> : null}
              </td>
              <td className={cx(numeric, 'hidden text-ink-soft @md:table-cell')}>{formatPrice(line.unitPrice)}</td>
              <td className={cx(numeric, 'hidden text-ink-soft @md:table-cell')}>{formatCount(line.quantity)}</td>
              <td className={cx(numeric, 'font-semibold text-ink')}>{formatPrice(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {tax && (
            <>
              <FootRow label="Net (ex VAT)" spacing="pt-3" value="text-ink-soft">
                {formatCents(tax.net)}
              </FootRow>
              <FootRow label={vatLabel(tax)} spacing="pt-1" value="text-ink-soft">
                {formatCents(tax.tax)}
              </FootRow>
            </>
          )}
          <FootRow label="Total" spacing={tax ? 'pt-1' : 'pt-3'} value="text-base font-bold text-ink">
            {tax ? formatCents(tax.gross) : formatPrice(total)}
          </FootRow>
          {refundedAmount > 0 && (
            <FootRow label="Refunded" spacing="pt-1" value="font-semibold text-info">
              {formatCents(refundedAmount)}
            </FootRow>
          )}
        </tfoot>
      </table>
    </div>
  );
}

/** A row under the lines: its label under the line totals' column on a phone, under the three figures' columns wider. */
function FootRow({ label, spacing, value, children }: { label: string; spacing: string; value: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className={cx(spacing, 'pr-3 text-right font-semibold text-muted @md:hidden')}>
        {label}
      </th>
      <th scope="row" colSpan={3} className={cx(spacing, 'hidden pr-0 text-right font-semibold text-muted @md:table-cell')}>
        {label}
      </th>
      <td className={cx(spacing, value, 'pl-3 text-right whitespace-nowrap tabular-nums')}>{children}</td>
    </tr>
  );
}
