import { replyToOf, type ShopEmail } from '../domain/emails';
import type { NewMail } from '../domain/mail';
import type { EmailRenderer } from '../ports/driven/mail';
import type { MailOutbox } from '../ports/driven/mail-outbox';

/**
 * An email for the outbox as written: the sender renders it when it sends it, so the event that
 * causes it (an order placed) does not wait for the rendering. Its subject is kept now, for the
 * admins' list.
 */
export const queuedMail = (renderer: Pick<EmailRenderer, 'subject'>, email: ShopEmail, key: string | null = null): NewMail => ({
  to: email.to,
  replyTo: replyToOf(email),
  subject: renderer.subject(email),
  key,
  email,
});

/**
 * How many emails the shop writes to one address in an hour when whoever asks for them need not
 * own it (a contact form's acknowledgement, a confirmation link, a password reset), whoever asks.
 */
export const MAIL_TO_ONE_ADDRESS_PER_HOUR = 5;

export const recipientLimitMessage = 'We have written to this address several times in the last hour. Please wait an hour before asking again.';

/** Whether the shop may write to `to` once more this hour (see MAIL_TO_ONE_ADDRESS_PER_HOUR). */
export async function mayWriteTo(outbox: Pick<MailOutbox, 'countTo'>, to: string, now = new Date()): Promise<boolean> {
  return (await outbox.countTo(to.toLowerCase(), new Date(now.getTime() - 3_600_000))) < MAIL_TO_ONE_ADDRESS_PER_HOUR;
}
