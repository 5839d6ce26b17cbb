import { displayNameFrom } from '../domain/credentials';
import { accountEmailMessages } from '../domain/emails';
import type { User } from '../domain/user';
import type { AccountLinks, EmailRenderer } from '../ports/driven/mail';
import type { MailOutbox } from '../ports/driven/mail-outbox';
import type { UserRepository } from '../ports/driven/user-repository';
import { conflict, ShopError } from './errors';
import { mayWriteTo, queuedMail, recipientLimitMessage } from './queued-mail';


/**
 * The emails that finish a step of an account: confirming its address, choosing a new password.
 * The sign-in service makes the links; the shop sends them through its own outbox.
 */
export class AccountEmails {
  constructor(
    private readonly links: AccountLinks,
    private readonly renderer: Pick<EmailRenderer, 'subject'>,
    private readonly outbox: MailOutbox,
    private readonly users: UserRepository,
  ) {}

  /** After an account's first sign-in with an address not confirmed yet: the link, once per account (none past the address's hourly limit). */
  async welcome(user: User): Promise<void> {
    if (user.emailVerified || !(await mayWriteTo(this.outbox, user.email))) return;
    await this.queueVerification(user, `verify-email:${user.id}`);
  }

  /** The link that confirms the caller's address, again (the banner's 'Resend'). */
  async sendVerification(user: User): Promise<{ sentTo: string }> {
    if (user.emailVerified) throw conflict(accountEmailMessages.alreadyVerified);
    await this.requireMayWriteTo(user.email);
    await this.queueVerification(user, null);
    return { sentTo: user.email };
  }

  /**
   * A link to choose a new password, sent only to an address that has an account; the answer is
   * the same either way, so nobody learns from it who has an account.
   */
  async sendPasswordReset(email: string): Promise<{ sentTo: string }> {
    await this.requireMayWriteTo(email);
    const link = await this.links.passwordResetLink(email);
    if (link) {
      const user = await this.users.findByEmail(email);
      const name = user?.displayName ?? displayNameFrom(null, email);
      await this.outbox.enqueue([queuedMail(this.renderer, { template: 'reset-password', to: email, data: { name, email, link } })]);
    }
    return { sentTo: email };
  }

  /** Mail to one address is limited per hour, whoever asks for it: nobody floods another's mailbox through the shop. */
  private async requireMayWriteTo(email: string) {
    if (!(await mayWriteTo(this.outbox, email))) throw new ShopError('too_many_requests', recipientLimitMessage);
  }

  private async queueVerification(user: User, key: string | null) {
    const link = await this.links.emailVerificationLink(user.email);
    await this.outbox.enqueue([queuedMail(this.renderer, { template: 'verify-email', to: user.email, data: { name: user.displayName, email: user.email, link } }, key)]);
  }
}
