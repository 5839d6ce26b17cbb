import type { ReactNode } from 'react';

/** One email before the layout: its subject, the line inboxes show beside it, and its body. */
export interface EmailContent {
  subject: string;
  /** The preview line an inbox shows after the subject; not part of the plain text. */
  preview: string;
  body: ReactNode;
}

// Made on first use, as the UI's formats are.
let dollars: Intl.NumberFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;

/** Whole dollars as the shop shows them: $1,249. */
export const formatPrice = (amount: number) => (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(amount);

/** A moment as an email states it: the reader's time zone is unknown, so UTC and said so. */
export const formatMoment = (iso: string) =>
  `${(dateTime ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).format(new Date(iso))} UTC`;

/** A day as an email states it, by UTC: 27 Dec 2026. */
export const formatDay = (iso: string) => (day ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).format(new Date(iso));
