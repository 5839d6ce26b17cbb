import * as v from 'valibot';
import { refundMessages, type LineRefundRequest, type RefundedLine } from '../../core/domain/order-refund';

/** The refund form as typed: units per line in the order's order (undefined for a line refunded in full, its field disabled), and whether the goods came back. */
export interface RefundFormValues {
  quantities: (string | undefined)[];
  restock: boolean;
}

/** One line's field: blank reads as none; at most what is left of the line. */
const unitsOf = (left: number, line: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((text) => (text === '' ? 0 : Number(text))),
    v.number('Give a number of units'),
    v.integer('Refund whole units'),
    v.minValue(0, 'Refund 0 units or more'),
    v.maxValue(left, refundMessages.tooMany(line, left)),
  );

/** The lines given some units, numbered from 1 as the route takes them. */
const linesGiven = (quantities: readonly number[]): RefundedLine[] => quantities.flatMap((quantity, i) => (quantity > 0 ? [{ line: i + 1, quantity }] : []));

/** What the form sends for an order with `left` units still to refund of each line. */
export const refundFormSchema = (left: readonly number[]) =>
  v.pipe(
    v.object({ quantities: v.tuple(left.map((units, i) => unitsOf(units, i + 1))), restock: v.boolean() }),
    v.transform(({ quantities, restock }): LineRefundRequest => ({ lines: linesGiven(quantities), restock })),
    v.check(({ lines }) => lines.length > 0, refundMessages.nothingChosen),
  );

/** The lines chosen while the admin types, each field that would be refused counting as none: what the amount to go back is shown for. */
export const chosenSoFar = (left: readonly number[], quantities: readonly (string | undefined)[]): RefundedLine[] =>
  linesGiven(
    left.map((units, i) => {
      const field = v.safeParse(unitsOf(units, i + 1), quantities[i]);
      return field.success ? field.output : 0;
    }),
  );
