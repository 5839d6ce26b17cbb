import type { ShopEmail } from '../../domain/emails';
import type { MailMessage } from '../../domain/mail';

/** A mail server that takes messages for delivery (SMTP in this shop). */
export interface MailTransport {
  /** Resolves once the server has accepted the message; rejects with what it said otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** Turns what an email says into the message sent: subject, HTML and plain text from one layout. */
export interface EmailRenderer {
  render(email: ShopEmail): Promise<MailMessage>;
  /** Its subject alone, without rendering the rest (the outbox lists it before the email is sent). */
  subject(email: ShopEmail): string;
}

/** The sign-in service's links that finish a step of an account, leading to the shop's own page. */
export interface AccountLinks {
  /** A link that confirms the account's email address. */
  emailVerificationLink(email: string): Promise<string>;
  /** A link to choose a new password; null when no account uses that email. */
  passwordResetLink(email: string): Promise<string | null>;
}
