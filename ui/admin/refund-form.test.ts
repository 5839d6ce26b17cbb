import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { refundMessages } from '../../core/domain/order-refund';
import { chosenSoFar, refundFormSchema } from './refund-form';

// Three lines: 3 left of the first, none of the second (refunded in full), 2 of the third.
const left = [3, 0, 2];
const parse = (quantities: (string | undefined)[], restock = false) => v.safeParse(refundFormSchema(left), { quantities, restock });

describe("the admin's refund form", () => {
  it('asks for the lines given some units, numbered from 1, an empty field or a refunded line counting as none', () => {
    expect(parse(['2', undefined, ''], true).output).toEqual({ lines: [{ line: 1, quantity: 2 }], restock: true });
    expect(parse(['0', undefined, ' 2 ']).output).toEqual({ lines: [{ line: 3, quantity: 2 }], restock: false });
  });

  it('refuses more units than are left of a line, part units and fewer than none, under the line', () => {
    const issues = (quantities: string[]) => parse(quantities).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
    expect(issues(['4', '', '0'])).toEqual([['quantities.0', refundMessages.tooMany(1, 3)]]);
    expect(issues(['1.5', '', '0'])).toEqual([['quantities.0', 'Refund whole units']]);
    expect(issues(['0', '', '-1'])).toEqual([['quantities.2', 'Refund 0 units or more']]);
  });

  it('refuses a form with nothing chosen', () => {
    expect(parse(['0', undefined, '']).issues?.map((issue) => issue.message)).toEqual([refundMessages.nothingChosen]);
  });

  it('reads what is chosen so far, leaving out what cannot be refunded', () => {
    expect(chosenSoFar(left, ['1', undefined, '2'])).toEqual([{ line: 1, quantity: 1 }, { line: 3, quantity: 2 }]);
    expect(chosenSoFar(left, ['9', '1', 'x'])).toEqual([]);
  });
});
