import { figureSpans, type FigureSpan } from '../../core/domain/shop-figures';

/** The dashboard as its address holds it: how sales are cut, so that a link shows the same view. */
export interface FiguresSearch {
  by?: FigureSpan;
}

/** The address bar's `by` read leniently: anything but day, week or month is left out (by day shows). */
export function figuresSearchOf(search: Record<string, unknown>): FiguresSearch {
  const by = figureSpans.find((span) => span === search.by);
  return by ? { by } : {};
}

const short = { day: { day: 'numeric', month: 'short' }, week: { day: 'numeric', month: 'short' }, month: { month: 'short', year: 'numeric' } } as const;
const long = { day: { dateStyle: 'medium' }, week: { dateStyle: 'medium' }, month: { month: 'long', year: 'numeric' } } as const;

const formatted = (options: Intl.DateTimeFormatOptions, day: string) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A span as the chart's axis names it: "4 Mar" (a day, or the Monday of a week), "Mar 2026". */
export const spanTick = (by: FigureSpan, start: string) => formatted(short[by], start);

/** A span as the table names it: "4 Mar 2026", "Week of 2 Mar 2026", "March 2026". */
export const spanName = (by: FigureSpan, start: string) => (by === 'week' ? `Week of ${formatted(long.week, start)}` : formatted(long[by], start));
