import type { MailMessage } from '../../core/domain/mail';
import type { MailTransport } from '../../core/ports/driven/mail';

/** A mail server that keeps what it takes, and refuses the next `refusals` messages with `refusal`. */
export class RecordingMailTransport implements MailTransport {
  readonly sent: MailMessage[] = [];
  refusals = 0;
  refusal = '550 Mailbox unavailable';
  /** Holds each message until the promise it answers settles: a slow mail server. */
  delay: () => Promise<void> = () => Promise.resolve();

  async send(message: MailMessage) {
    await this.delay();
    if (this.refusals > 0) {
      this.refusals -= 1;
      throw new Error(this.refusal);
    }
    this.sent.push(message);
  }
}
