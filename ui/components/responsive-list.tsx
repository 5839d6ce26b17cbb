import type { ReactNode } from 'react';
import { cx } from './cx';
import { Table, Td, Th, Tr } from './table';

/** One column of a ResponsiveList: a table column, and a labelled line of each card. */
export interface ListColumn<T> {
  header: string;
  cell(item: T): ReactNode;
  /** What the card shows on this line, where it differs from the table cell. */
  cardCell?(item: T): ReactNode;
  /** A figure: right-aligned in the table, with digits of one width. */
  numeric?: boolean;
  /** Set in bold, in the table and the card. */
  strong?: boolean;
  /** Free text of any length (a name, an email): it wraps anywhere rather than widen the table. */
  long?: boolean;
  /** Classes of the table cell only (wrapping, width). */
  tableClassName?: string;
  /** `false` for what the card shows elsewhere (its title, badge, picture or actions). */
  inCard?: boolean;
  /** `false` for a card's line that the table shows in another column's cell. */
  inTable?: boolean;
}

/** What a card shows besides its labelled lines. */
export interface ListCard<T> {
  title(item: T): ReactNode;
  badge?(item: T): ReactNode;
  picture?(item: T): ReactNode;
  /** The item's buttons; null where it has none (no empty strip is left for them). */
  actions?(item: T): ReactNode;
}

/**
 * From which width of the list itself (a container query, not the screen's width: the dashboard's
 * sidebar takes its share) the table shows instead of the cards: where all its columns fit.
 * xl 36rem, 2xl 42rem, 3xl 48rem.
 */
type TableFrom = 'xl' | '2xl' | '3xl';

// Whole class names, so that Tailwind finds them in this file.
const SHOWN_FROM: Record<TableFrom, { table: string; cards: string }> = {
  xl: { table: 'hidden @xl:block', cards: '@xl:hidden' },
  '2xl': { table: 'hidden @2xl:block', cards: '@lg:grid-cols-2 @2xl:hidden' },
  '3xl': { table: 'hidden @3xl:block', cards: '@lg:grid-cols-2 @3xl:hidden' },
};

interface ListProps<T> {
  items: readonly T[];
  /** Names the table and the list for assistive technology. */
  caption: string;
  columns: readonly ListColumn<T>[];
  card: ListCard<T>;
  tableFrom: TableFrom;
  /** Classes of the table element (tighter cells for many columns). */
  tableClassName?: string;
}

/** Items with an `_id` (everything the shop stores) are keyed by it; others say what keys them. */
export type ResponsiveListProps<T> = ListProps<T> & (T extends { _id: string } ? { keyOf?(item: T): string } : { keyOf(item: T): string });

const byId = (item: unknown) => (item as { _id: string })._id;

/**
 * Rows of data as a table where its columns fit and one card per row below that width. Both are
 * rendered and CSS shows one, so a resize never refetches or loses what was typed.
 */
export function ResponsiveList<T>({ items, keyOf = byId, caption, columns, card, tableFrom, tableClassName }: ResponsiveListProps<T>) {
  const shown = SHOWN_FROM[tableFrom];
  const cardLines = columns.filter((column) => column.inCard !== false);
  const tableColumns = columns.filter((column) => column.inTable !== false);
  return (
    <div className="@container">
      <div className={shown.table}>
        <Table caption={caption} className={tableClassName}>
          <thead>
            <tr>
              {tableColumns.map((column) => (
                <Th key={column.header} className={cx(column.numeric && 'text-right')}>
                  {column.header}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <Tr key={keyOf(item)}>
                {tableColumns.map((column) => (
                  <Td
                    key={column.header}
                    className={cx(column.numeric && 'text-right tabular-nums', column.strong && 'font-semibold', column.long && 'wrap-anywhere', column.tableClassName)}
                  >
                    {column.cell(item)}
                  </Td>
                ))}
              </Tr>
            ))}
          </tbody>
        </Table>
      </div>
      <ul className={cx('grid grid-cols-1 gap-3', shown.cards)} aria-label={caption}>
        {items.map((item) => {
          const actions = card.actions?.(item);
          return (
            <li key={keyOf(item)} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
              <div className="flex items-start gap-4">
                {card.picture?.(item)}
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0 font-bold wrap-anywhere text-ink">{card.title(item)}</div>
                    {card.badge?.(item)}
                  </div>
                  {cardLines.length > 0 && (
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                      {cardLines.map((column) => (
                        <div key={column.header} className="contents">
                          <dt className="text-muted">{column.header}</dt>
                          <dd className={cx('min-w-0 wrap-anywhere', column.numeric && 'tabular-nums', column.strong && 'font-semibold')}>{(column.cardCell ?? column.cell)(item)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </div>
              </div>
              {actions && <div className="mt-auto">{actions}</div>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
