import { replyToOf, type ShopEmail } from '../domain/emails';
import type { NewMail } from '../domain/mail';
import type { EmailRenderer } from '../ports/driven/mail';

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
