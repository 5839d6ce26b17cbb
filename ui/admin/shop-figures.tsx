import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { formatCents } from '../../core/domain/money';
import { averageInvoice, figureSpans, figureWords, netSales, type FigureSpan } from '../../core/domain/shop-figures';
import type { ShopFiguresAnswer } from '../../core/shop/shop-figures';
import { DashboardSection } from '../components/dashboard-section';
import { PartNumber } from '../components/part-number';
import { ResponsiveList } from '../components/responsive-list';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { Table, Td, Th, Tr } from '../components/table';
import { ViewTabs } from '../components/view-tabs';
import { messageOf } from '../error-message';
import { formatCount, formatCounted, formatDay } from '../format';
import { figureKeys, shopFiguresQuery } from '../queries/shop-figures';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { figuresSearchOf, spanName } from './figures-search';

// The chart library is fetched with this page's chart only, never with the rest of the shop.
const SalesChart = lazy(() => import('./sales-chart'));

/**
 * /dashboard/figures, the admins' dashboard: sales over the last days, weeks or months (the cut
 * kept in the address), what waits to be packed, what sells most and what runs low.
 */
export function ShopFigures() {
  const { by = 'day' } = figuresSearchOf(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  return (
    <DashboardSection title={figureWords.title}>
      <ViewTabs label="How sales are cut" views={figureSpans} labels={figureWords.spans} value={by} onChange={(next) => void navigate({ to: '/dashboard/figures', search: next === 'day' ? {} : { by: next } })}>
        <FiguresView by={by} />
      </ViewTabs>
    </DashboardSection>
  );
}

function FiguresView({ by }: { by: FigureSpan }) {
  const api = useService(UI_TOKENS.ShopApi);
  // The last cut stays on screen while the next loads, so that the page does not jump.
  const figures = useQuery({ ...shopFiguresQuery(api, by), placeholderData: keepPreviousData });
  const tryAgain = useTryAgain(figureKeys.by(by));
  if (figures.isError) return <ErrorState title="The figures could not be loaded" message={messageOf(figures.error)} onRetry={tryAgain} />;
  if (figures.isPending) return <LoadingState label="Loading the figures" waiting={figures.isFetching} />;
  const answer = figures.data;
  return (
    <div className="flex flex-col gap-6" aria-busy={figures.isPlaceholderData || undefined}>
      <p className="text-sm text-muted">{figureWords.period(answer.from, answer.to)}</p>
      <HeadlineFigures answer={answer} />
      <SalesOverTime answer={answer} />
      <div className="grid gap-6 xl:grid-cols-2">
        <TopProducts answer={answer} />
        <TopCategories answer={answer} />
      </div>
      <LowStock lowStock={answer.lowStock} />
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-card border border-line bg-surface p-3 shadow-card sm:p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-xl font-bold wrap-anywhere text-ink tabular-nums sm:text-2xl">{value}</dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

function HeadlineFigures({ answer: { totals, toPack } }: { answer: ShopFiguresAnswer }) {
  return (
    <dl aria-label="The period's figures" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Figure label={figureWords.sales} value={formatCents(netSales(totals))} note={figureWords.salesNote} />
      <Figure label={figureWords.ordersPlaced} value={formatCount(totals.ordersPlaced)} note={formatCounted(totals.invoices, 'invoice', 'invoices')} />
      <Figure label={figureWords.averageInvoice} value={formatCents(averageInvoice(totals))} />
      <Figure label={figureWords.refunds} value={formatCents(totals.creditedGross)} note={figureWords.creditNotes(totals.creditNotes)} />
      <Figure label={figureWords.newCustomers} value={formatCount(totals.newCustomers)} />
      <Figure
        label={figureWords.toPack}
        value={formatCount(toPack)}
        note={
          <Link to="/dashboard/manageOrders" search={{ view: 'to-ship' }} className="font-semibold text-brand-strong underline">
            {figureWords.toPackNote}
          </Link>
        }
      />
    </dl>
  );
}

const spanHeaders: Record<FigureSpan, string> = { day: 'Day', week: 'Week', month: 'Month' };

function SalesOverTime({ answer: { by, points } }: { answer: ShopFiguresAnswer }) {
  const nothing = points.every((point) => point.invoices === 0 && point.creditNotes === 0);
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-lg font-bold text-ink">{figureWords.chartLabel(by)}</h3>
      {nothing ? (
        <EmptyState title={figureWords.noSales}>Sales appear here as invoices are issued.</EmptyState>
      ) : (
        <Suspense fallback={<LoadingState label="Loading the chart" />}>
          <SalesChart by={by} points={points} />
        </Suspense>
      )}
      <details className="rounded-card border border-line bg-surface p-3">
        <summary className="cursor-pointer text-sm font-semibold text-ink">{figureWords.asTable}</summary>
        <div className="mt-3">
          <ResponsiveList
            items={[...points].reverse()}
            keyOf={(point) => point.start}
            caption={figureWords.chartLabel(by)}
            tableFrom="2xl"
            columns={[
              { header: spanHeaders[by], cell: (point) => spanName(by, point.start), inCard: false },
              { header: 'Orders placed', numeric: true, cell: (point) => formatCount(point.ordersPlaced) },
              { header: 'Invoices', numeric: true, cell: (point) => formatCount(point.invoices) },
              { header: 'Sales (ex VAT)', numeric: true, strong: true, cell: (point) => formatCents(netSales(point)) },
              { header: 'Refunds (ex VAT)', numeric: true, cell: (point) => formatCents(point.creditedNet) },
              { header: 'New customers', numeric: true, cell: (point) => formatCount(point.newCustomers) },
            ]}
            card={{ title: (point) => spanName(by, point.start) }}
          />
        </div>
      </details>
    </section>
  );
}

/** A ranked list's section: its heading, then its table or that nothing sold. */
function Ranked({ title, children, empty }: { title: string; children: ReactNode; empty: boolean }) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-3">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      {empty ? <EmptyState title={figureWords.noSales} /> : children}
    </section>
  );
}

function TopProducts({ answer: { topProducts, from, to } }: { answer: ShopFiguresAnswer }) {
  return (
    <Ranked title={figureWords.topProducts} empty={topProducts.length === 0}>
      <Table caption={`${figureWords.topProducts}, ${formatDay(from)} to ${formatDay(to)}`}>
        <thead>
          <tr>
            <Th>Product</Th>
            <Th className="text-right">Units</Th>
            <Th className="text-right">Sales (ex VAT)</Th>
          </tr>
        </thead>
        <tbody>
          {topProducts.map((product) => (
            <Tr key={product.partNumber ?? product.name}>
              <Td className="wrap-anywhere">
                <span className="font-semibold text-ink">{product.name}</span>
                {product.partNumber && <PartNumber partNumber={product.partNumber} className="block" />}
              </Td>
              <Td className="text-right tabular-nums">{formatCount(product.units)}</Td>
              <Td className="text-right tabular-nums">{formatCents(product.net)}</Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </Ranked>
  );
}

function TopCategories({ answer: { topCategories, from, to } }: { answer: ShopFiguresAnswer }) {
  return (
    <Ranked title={figureWords.topCategories} empty={topCategories.length === 0}>
      <Table caption={`${figureWords.topCategories}, ${formatDay(from)} to ${formatDay(to)}`}>
        <thead>
          <tr>
            <Th>Category</Th>
            <Th className="text-right">Units</Th>
            <Th className="text-right">Sales (ex VAT)</Th>
          </tr>
        </thead>
        <tbody>
          {topCategories.map((category) => (
            <Tr key={`${category.categoryId}:${category.notInCatalogue}`}>
              <Td className="font-semibold wrap-anywhere text-ink">{category.name ?? (category.notInCatalogue ? figureWords.notInCatalogue : figureWords.noCategory)}</Td>
              <Td className="text-right tabular-nums">{formatCount(category.units)}</Td>
              <Td className="text-right tabular-nums">{formatCents(category.net)}</Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </Ranked>
  );
}

function LowStock({ lowStock: { below, count, products } }: { lowStock: ShopFiguresAnswer['lowStock'] }) {
  const title = figureWords.lowStock(below);
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h3 className="text-lg font-bold text-ink">
        {title} <span className="text-base font-normal text-muted">· {formatCounted(count, 'product', 'products')}</span>
      </h3>
      {count === 0 ? (
        <EmptyState title={figureWords.noLowStock} />
      ) : (
        <>
          <ul className="grid gap-2 sm:grid-cols-2">
            {products.map((product) => (
              <li key={product.productId} className="flex min-w-0 items-center justify-between gap-3 rounded-card border border-line bg-surface px-4 py-3">
                <span className="min-w-0">
                  <Link to="/dashboard/updateProduct/$id" params={{ id: product.productId }} className="font-semibold wrap-anywhere text-ink underline">
                    {product.name}
                  </Link>
                  <PartNumber partNumber={product.partNumber} className="block" />
                </span>
                <span className={product.stock === 0 ? 'shrink-0 font-bold text-danger tabular-nums' : 'shrink-0 font-semibold text-ink tabular-nums'}>{formatCounted(product.stock, 'unit', 'units')}</span>
              </li>
            ))}
          </ul>
          {count > products.length && <p className="text-sm text-muted">{figureWords.moreLowStock(count - products.length)}</p>}
        </>
      )}
    </section>
  );
}
