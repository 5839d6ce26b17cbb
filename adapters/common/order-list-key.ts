/**
 * The admins' order lists run newest first with the orders short of stock above all. Both are
 * sorted, and cut into pages, on one number: the placement sequence, raised by this much for an
 * order short of stock (2^40 placements is more than any shop will see).
 */
export const SHORT_OF_STOCK_FIRST = 2 ** 40;
