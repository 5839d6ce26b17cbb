import type { ContactForm, ContactMessage } from '../domain/contact';
import type { ContactMessageRepository } from '../ports/driven/contact-message-repository';
import type { EmailRenderer } from '../ports/driven/mail';
import type { ShopMailSettings } from '../domain/emails';
import type { Page, PageRequest } from '../domain/page';
import { readPage } from './read-page';
import { notFound } from './errors';
import { mayWriteTo, queuedMail } from './queued-mail';
import type { MailOutbox } from '../ports/driven/mail-outbox';

/** Visitors' messages: anyone may send one; only admins read them (the contract lets only admins in). */
export class ContactInbox {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly renderer: Pick<EmailRenderer, 'subject'>,
    private readonly settings: Pick<ShopMailSettings, 'notifyEmail'>,
    private readonly outbox: Pick<MailOutbox, 'countTo'>,
  ) {}

  /**
   * Stores a message from the contact page, and with it two emails: the message to the shop
   * (a reply goes to the visitor) and an acknowledgement to the visitor, unless the address given
   * had its hourly share of the shop's mail already (it may be anyone's). What it answers means
   * the message is kept and its mail queued.
   */
  async receive(form: ContactForm): Promise<Pick<ContactMessage, '_id' | 'receivedAt'>> {
    const data = { ...form, receivedAt: new Date().toISOString() };
    const mail = [queuedMail(this.renderer, { template: 'contact-to-shop', to: this.settings.notifyEmail, replyTo: form.email, data })];
    if (await mayWriteTo(this.outbox, form.email)) {
      mail.push(queuedMail(this.renderer, { template: 'contact-acknowledgement', to: form.email, replyTo: this.settings.notifyEmail, data }));
    }
    const { _id, receivedAt } = await this.messages.create(form, mail);
    return { _id, receivedAt };
  }

  /** Newest first, a page at a time, with the count of unread messages. */
  async listMessages(request: PageRequest): Promise<Page<ContactMessage> & { unread: number }> {
    const [page, unread] = await Promise.all([readPage(() => this.messages.list(request)), this.messages.countUnread()]);
    return { ...page, unread };
  }

  async markRead(id: string): Promise<{ message: ContactMessage; unread: number }> {
    const message = await this.messages.markRead(id);
    if (!message) throw notFound('There is no such message');
    return { message, unread: await this.messages.countUnread() };
  }
}
