import { contactMessages } from '../../../core/domain/contact';
import type { ContactView } from '../../../core/domain/emails';
import { formatMoment, type EmailContent } from './email-content';
import { Para, Quoted, Title } from './parts';

/** A visitor's message, to the shop: a reply goes straight to the visitor. */
export function contactToShop({ name, email, message, receivedAt }: ContactView): EmailContent {
  return {
    subject: `Contact form: a message from ${name}`,
    preview: message.slice(0, 120),
    body: (
      <>
        <Title>A message from the contact page</Title>
        <Para>
          {name} ({email}) wrote on {formatMoment(receivedAt)}:
        </Para>
        <Quoted>{message}</Quoted>
        <Para muted>
          Reply to this email to answer {name}: your reply goes to {email}. The visitor was told that replies come within 24 hours. The message is also on the Messages page of the dashboard.
        </Para>
      </>
    ),
  };
}

/**
 * To the visitor: the message arrived, and a reply comes within 24 hours. It repeats nothing the
 * visitor typed, their name included: the form takes any address, so the shop's mail must not
 * carry a stranger's words to it.
 */
export function contactAcknowledgement({ email }: ContactView, shopName: string): EmailContent {
  return {
    subject: `We have received your message to ${shopName}`,
    preview: contactMessages.replyWithin(email),
    body: (
      <>
        <Title>We have your message</Title>
        <Para>{contactMessages.receivedByEmail}</Para>
        <Para>{contactMessages.replyWithin(email)}</Para>
        <Para muted>{contactMessages.notYou}</Para>
      </>
    ),
  };
}
