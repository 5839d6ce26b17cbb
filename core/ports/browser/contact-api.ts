import type { ContactForm, ContactMessage } from '../../domain/contact';
import type { Page, PageRequest } from '../../domain/page';

/** A page of messages, with how many of all the messages are unread. */
export interface MessagePage extends Page<ContactMessage> {
  unread: number;
}

/** The contact form and the admins' messages, as the browser sees them (served by the shop's API). Failures carry a `type`. */
export interface ContactApi {
  /** Resolves only once the shop has stored the message. */
  sendMessage(form: ContactForm): Promise<void>;
  listMessages(request: PageRequest): Promise<MessagePage>;
  /** The message as now stored, and how many are still unread. */
  markRead(id: string): Promise<{ message: ContactMessage; unread: number }>;
}
