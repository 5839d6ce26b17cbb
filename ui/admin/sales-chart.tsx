import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCents } from '../../core/domain/money';
import { figureWords, netSales, type FigureSpan, type SalesPoint } from '../../core/domain/shop-figures';
import { spanName, spanTick } from './figures-search';

const HEIGHT = 288;

/** Dollars on the axis, without cents: "$1.2k" beside "$900". */
const axisDollars = (cents: number) => {
  const dollars = cents / 100;
  return Math.abs(dollars) >= 1000 ? `$${Number((dollars / 1000).toFixed(1))}k` : `$${Math.round(dollars)}`;
};

/** A colour of the shop's theme, as the page's stylesheet sets it. */
const themeColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * The dashboard's chart: each span's sales (invoiced less credited) and, in front, its refunds,
 * without VAT, as bars. uPlot (about 20 kB compressed) is loaded with this file only (React.lazy in
 * shop-figures.tsx), so that no other page fetches it. The same figures are in the table below it.
 */
export default function SalesChart({ by, points }: { by: FigureSpan; points: readonly SalesPoint[] }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const ticks = points.map((point) => spanTick(by, point.start));
    const muted = themeColour('--color-muted');
    const grid = { stroke: themeColour('--color-line'), width: 1 };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        scales: { x: { time: false, range: (_chart, min, max) => [min - 0.5, max + 0.5] } },
        cursor: { drag: { x: false, y: false } },
        legend: { live: false },
        axes: [
          { stroke: muted, grid: { show: false }, values: (_chart, splits) => splits.map((at) => ticks[at] ?? ''), space: 48 },
          { stroke: muted, grid, size: 60, values: (_chart, splits) => splits.map(axisDollars) },
        ],
        series: [
          { label: by === 'month' ? 'Month' : by === 'week' ? 'Week of' : 'Day', value: (_chart, at) => (at === null ? '' : spanName(by, points[at]?.start ?? '')) },
          { label: figureWords.chartSales, fill: themeColour('--color-brand'), stroke: themeColour('--color-brand'), width: 0, paths: uPlot.paths.bars!({ size: [0.7, 64] }), points: { show: false }, value: (_chart, cents) => formatCents(cents ?? 0) },
          { label: figureWords.chartRefunds, fill: themeColour('--color-steel'), stroke: themeColour('--color-steel'), width: 0, paths: uPlot.paths.bars!({ size: [0.35, 32] }), points: { show: false }, value: (_chart, cents) => formatCents(cents ?? 0) },
        ],
      },
      [points.map((_point, at) => at), points.map(netSales), points.map((point) => point.creditedNet)],
      element,
    );
    // As wide as its column, on a phone turned round or a window resized.
    const resized = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [by, points]);

  return (
    <div role="img" aria-label={`${figureWords.chartLabel(by)}: a bar chart of the table below`} className="w-full overflow-hidden rounded-card border border-line bg-surface p-2 shadow-card">
      <div ref={holder} className="w-full" />
    </div>
  );
}
