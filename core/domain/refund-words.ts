import type { OrderLine } from './order-line';
import type { RefundedLine } from './order-refund';

/** Units of some lines in a phrase: "1 × Bench Vice, 2 × Panel Saw (returned to stock)". */
export function refundedGoods(lines: readonly Pick<OrderLine, 'name'>[], refunded: readonly RefundedLine[], restocked = false): string {
  // An event outliving its line still says which line it was.
  const goods = refunded.map(({ line, quantity }) => `${quantity.toLocaleString('en-US')} × ${lines[line - 1]?.name ?? `line ${line}`}`).join(', ');
  return restocked ? `${goods} (returned to stock)` : goods;
}

/** Beside a line: how many of its units were refunded, "2 of 3 refunded". */
export const refundedOfLine = (refunded: number, bought: number) => `${refunded.toLocaleString('en-US')} of ${bought.toLocaleString('en-US')} refunded`;
