// Made on first use: building a number format loads the browser's locale data, work that a page
// showing no price should not pay for while it starts.
let dollars: Intl.NumberFormat | undefined;

/** Whole dollars as the shop shows them: $1,249. */
export const formatPrice = (amount: number) => (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(amount);

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A count with its noun, singular or plural: 1 order, 1,204 orders. */
export const formatCounted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

let dateTime: Intl.DateTimeFormat | undefined;

/** A moment in the reader's own time zone: 23 Nov 2026, 16:35. */
export const formatDateTime = (iso: string) => (dateTime ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));

let date: Intl.DateTimeFormat | undefined;

/** A day in the reader's own time zone: 23 Nov 2026. */
export const formatDate = (iso: string) => (date ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })).format(new Date(iso));

let time: Intl.DateTimeFormat | undefined;

/** A time of day in the reader's own time zone: 16:35. */
export const formatTime = (iso: string) => (time ??= new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' })).format(new Date(iso));

let day: Intl.DateTimeFormat | undefined;

/** A calendar day as kept (YYYY-MM-DD, no time zone), read as that day everywhere: 23 Nov 2026. */
export const formatDay = (isoDay: string) => (day ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).format(new Date(`${isoDay}T00:00:00Z`));
