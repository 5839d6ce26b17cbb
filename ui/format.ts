const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars as the shop shows them: $1,249. */
export const formatPrice = (amount: number) => dollars.format(amount);

export const formatCount = (n: number) => n.toLocaleString('en-US');
