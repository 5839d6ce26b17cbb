import { headedWithBasis } from '../../core/domain/shown-prices';
import { Link } from '@tanstack/react-router';
import { quoteTotal, type Quote, type QuoteLine } from '../../core/domain/quote';
import { cx } from '../components/cx';
import { PartNumber } from '../components/part-number';
import { formatCount, formatPrice } from '../format';

/** What a line costs a unit: the quoted price once answered, the catalogue's before. */
const unitOf = (line: QuoteLine) => line.quotedPrice ?? line.cataloguePrice;

/** The product asked for, leading to its page, with its part number under it. */
export function QuoteLineProduct({ line }: { line: QuoteLine }) {
  return (
    <>
      <Link to="/productDetail/$id" params={{ id: line.productId }} className="block font-semibold break-words text-ink hover:underline">
        {line.name}
      </Link>
      {line.partNumber && <PartNumber partNumber={line.partNumber} className="block" />}
    </>
  );
}

// A quote's prices are without VAT, which the order placed from it adds where it goes.
const quoteWords = {
  answered: headedWithBasis('Total', 'ex-vat'),
  asked: headedWithBasis('Total at catalogue prices', 'ex-vat'),
  cataloguePrice: headedWithBasis('Catalogue price', 'ex-vat'),
  quotedPrice: headedWithBasis('Quoted price', 'ex-vat'),
} as const;

/**
 * A quote's lines: quantity, the catalogue's unit price when it was asked for, the quoted one once
 * answered, the line totals and the quote's total. Narrow, the figures go under the product's name.
 */
export function QuoteLinesTable({ quote, caption = 'What the quote is for' }: { quote: Pick<Quote, 'lines'>; caption?: string }) {
  const answered = quote.lines.some((line) => line.quotedPrice !== null);
  const numeric = 'py-2.5 pl-3 text-right tabular-nums align-top whitespace-nowrap';
  const head = 'hidden py-2 pl-3 text-right font-semibold @lg:table-cell';
  // The columns of figures before the line total, which the total's label spans with the product's.
  const figures = answered ? 3 : 2;
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
            <th scope="col" className={cx(head, 'w-20')}>
              Quantity
            </th>
            <th scope="col" className={cx(head, 'w-24')}>
              {quoteWords.cataloguePrice}
            </th>
            {answered && (
              <th scope="col" className={cx(head, 'w-24')}>
                {quoteWords.quotedPrice}
              </th>
            )}
            <th scope="col" className="w-24 py-2 pl-3 text-right font-semibold">
              <span className="@lg:hidden">Total</span>
              <span className="hidden @lg:inline">Line total</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.productId} className="border-b border-line">
              <td className="py-2.5 pr-3 align-top">
                <QuoteLineProduct line={line} />
                <span className="block text-muted tabular-nums @lg:hidden">
                  {formatCount(line.quantity)} × {formatPrice(unitOf(line))}
                  {line.quotedPrice !== null && ` (catalogue ${formatPrice(line.cataloguePrice)})`}
                </span>
              </td>
              <td className={cx(numeric, 'hidden text-ink-soft @lg:table-cell')}>{formatCount(line.quantity)}</td>
              <td className={cx(numeric, 'hidden text-ink-soft @lg:table-cell')}>{formatPrice(line.cataloguePrice)}</td>
              {answered && <td className={cx(numeric, 'hidden font-semibold text-ink @lg:table-cell')}>{line.quotedPrice === null ? '—' : formatPrice(line.quotedPrice)}</td>}
              <td className={cx(numeric, 'font-semibold text-ink')}>{formatPrice(unitOf(line) * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-3 text-right font-semibold text-muted @lg:hidden">
              {answered ? quoteWords.answered : quoteWords.asked}
            </th>
            <th scope="row" colSpan={figures + 1} className="hidden pt-3 pr-0 text-right font-semibold text-muted @lg:table-cell">
              {answered ? quoteWords.answered : quoteWords.asked}
            </th>
            <td className="pt-3 pl-3 text-right text-base font-bold whitespace-nowrap text-ink tabular-nums">{formatPrice(quoteTotal(quote))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
