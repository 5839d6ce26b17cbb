import type { ContactForm, ContactMessage } from '../../domain/contact';
import type { NewMail } from '../../domain/mail';
import type { Page, PageRequest } from '../../domain/page';

/** Where visitors' messages are kept. Lists come newest first. */
export interface ContactMessageRepository {
  /** Stores a message, unread, with the time it arrived, and queues `mail` in the outbox in the same step: both or neither. */
  create(message: ContactForm, mail?: readonly NewMail[]): Promise<ContactMessage>;
  /** Throws InvalidCursorError for a cursor it did not hand out. */
  list(request: PageRequest): Promise<Page<ContactMessage>>;
  countUnread(): Promise<number>;
  /** Marks a message read, keeping the first time it was; null when there is none with that id. */
  markRead(id: string): Promise<ContactMessage | null>;
}
