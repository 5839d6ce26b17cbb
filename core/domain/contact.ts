import * as v from 'valibot';
import { displayNameSchema, emailSchema } from './credentials';
import type { Id } from './ids';
import { readable, requiredText } from './validation';

export const CONTACT_MESSAGE_MAX = 4000;

/** What the contact form and the admins' Messages page say. */
export const contactMessages = {
  messageRequired: 'Message is Required',
  formRequired: 'Send the contact form: a name, an email and a message',
  received: (name: string) => `Thank you, ${name}. We have received your message.`,
  replyWithin: (email: string) => `We reply within 24 hours, to ${email}.`,
  receivedByEmail: 'Thank you for writing to us through our contact page. We have received your message.',
  notYou: 'You need not do anything more. If you did not write to us, someone gave your address on our contact page: ignore this email, and we will not write again unless you reply.',
  notReceived: 'Your message could not be sent.',
  keptInForm: 'What you wrote is still in the form, ready to send again. You can also write to us from your own email at',
} as const;

/** A message to the works from the contact page. */
export const contactFormSchema = v.object(
  {
    name: displayNameSchema,
    email: emailSchema,
    message: v.pipe(requiredText(contactMessages.messageRequired, CONTACT_MESSAGE_MAX), readable('the message')),
  },
  contactMessages.formRequired,
);
export type ContactForm = v.InferOutput<typeof contactFormSchema>;

/** A visitor's message as the shop keeps it for its admins. */
export interface ContactMessage extends ContactForm {
  _id: Id;
  /** When the shop stored it. */
  receivedAt: string;
  /** When an admin first marked it read; null while unread. */
  readAt: string | null;
}
