import type { Transporter } from 'nodemailer';
import type { MailMessage } from '../../core/domain/mail';
import type { MailTransport } from '../../core/ports/driven/mail';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://…:465; the URL's own query may set more of nodemailer's options. */
  url: string;
  /** The sender every message carries: `Hartwell Tools <shop@hartwell.example>`. */
  from: string;
}

/**
 * The mail port over SMTP with nodemailer, one connection per message. Its timeouts end a stuck
 * send well within the outbox's claim (two minutes), so no other sender takes the message while
 * this one may still deliver it. nodemailer loads with the first message, not with every start.
 */
export class SmtpMailTransport implements MailTransport {
  private transporter?: Promise<Transporter>;

  constructor(private readonly settings: SmtpSettings) {}

  private connection() {
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: this.settings.url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 }),
    );
    return this.transporter;
  }

  async send(message: MailMessage) {
    await (await this.connection()).sendMail({
      from: this.settings.from,
      to: message.to,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments?.map(({ fileName, content, contentType }) => ({ filename: fileName, content: Buffer.from(content), contentType })),
    });
  }

  async close() {
    (await this.transporter)?.close();
  }
}
