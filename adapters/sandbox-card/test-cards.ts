/**
 * The sandbox provider's test cards and card checks, shared by its browser form and its server.
 * The numbers and outcomes are the ones card providers use in test mode.
 */
export interface CardDetails {
  /** Digits, spaces allowed. */
  number: string;
  /** MM/YY, spaces allowed. */
  expiry: string;
  cvc: string;
}

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
  { number: '4000 0000 0000 0069', outcome: 'Declined: expired card' },
  { number: '4000 0000 0000 0127', outcome: 'Declined: incorrect CVC' },
] as const;

/** What each test card does when charged; any other valid number is not a test card. */
const outcomes: Record<string, string | null> = {
  '4242424242424242': null,
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardVerdict = { ok: true; last4: string } | { ok: false; field: keyof CardDetails | null; message: string };

/** Whether the details could be charged at all: the checks a form can make before sending them. */
export function checkCardDetails(card: CardDetails, now = new Date()): CardVerdict {
  const number = digitsOf(card.number);
  if (number.length === 0) return { ok: false, field: 'number', message: 'Your card number is incomplete.' };
  if (number.length < 13 || number.length > 19) return { ok: false, field: 'number', message: 'Your card number is incomplete.' };
  if (!passesLuhn(number)) return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(card.expiry);
  if (!expiry) return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete." };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return { ok: false, field: 'expiry', message: "Your card's expiration month is invalid." };
  // A card works until the end of its expiry month.
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return { ok: false, field: 'expiry', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  return { ok: true, last4: number.slice(-4) };
}

/** What charging the card does in test mode: null when it succeeds, else the decline message. */
export function chargeOutcome(card: CardDetails): string | null {
  const number = digitsOf(card.number);
  if (!(number in outcomes)) return 'That is not a test card. In test mode, pay with one of the test cards listed.';
  return outcomes[number];
}

/** 4242424242424242 -> "4242 4242 4242 4242", as the customer types. */
export const formatCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1230" -> "12 / 30", as the customer types. */
export function formatExpiry(value: string) {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
