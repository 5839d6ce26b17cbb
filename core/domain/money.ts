// Made on first use: building a number format loads the locale's data, work that a page or an
// email showing no amount should not pay for while it starts.
let withCents: Intl.NumberFormat | undefined;

/** Cents as the shop writes an amount with its cents: $1,249.50 (and $14.00, never $14). */
export const formatCents = (cents: number) =>
  (withCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(cents / 100);

/** Whole dollars in cents: catalogue prices are whole dollars, taxes and payments are counted in cents. */
export const centsOf = (dollars: number) => dollars * 100;

/**
 * `amount` times `numerator / denominator`, rounded to the nearest cent (half up), exactly: the
 * product is taken in big integers, so that a rate or a share of a large amount never loses a cent
 * to floating point.
 */
export function shareOf(amount: number, numerator: number, denominator: number): number {
  const product = BigInt(amount) * BigInt(numerator);
  const whole = product / BigInt(denominator);
  const rest = product % BigInt(denominator);
  return Number(whole + (rest * 2n >= BigInt(denominator) ? 1n : 0n));
}
