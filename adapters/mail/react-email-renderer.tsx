import { replyToOf, type ShopEmail } from '../../core/domain/emails';
import type { MailMessage } from '../../core/domain/mail';
import type { EmailRenderer } from '../../core/ports/driven/mail';
import { verifyEmail, resetPassword } from './templates/account-emails';
import type { Branding } from './templates/brand';
import { contactAcknowledgement, contactToShop } from './templates/contact-emails';
import type { EmailContent } from './templates/email-content';
import { orderEmails } from './templates/order-emails';
import { tradeEmails, tradeInvitation } from './templates/trade-emails';
import { quoteEmails } from './templates/quote-emails';

/** What an email says, by its template. */
export function contentOf(email: ShopEmail, branding: Branding): EmailContent {
  switch (email.template) {
    case 'verify-email':
      return verifyEmail(email.data, branding.shopName);
    case 'reset-password':
      return resetPassword(email.data, branding.shopName);
    case 'contact-to-shop':
      return contactToShop(email.data);
    case 'contact-acknowledgement':
      return contactAcknowledgement(email.data, branding.shopName);
    case 'trade-account-approved':
    case 'trade-account-declined':
      return tradeEmails[email.template](email.data);
    case 'trade-invitation':
      return tradeInvitation(email.data);
    case 'quote-requested':
    case 'quote-answered':
      return quoteEmails[email.template](email.data);
    default:
      return orderEmails[email.template](email.data);
  }
}

/** The email port's renderer over React Email: every template in the shop's one branded layout. */
export class ReactEmailRenderer implements EmailRenderer {
  constructor(private readonly branding: Branding) {}

  async render(email: ShopEmail): Promise<MailMessage> {
    // React's server renderer and the plain-text converter load with the first email sent, not with every start.
    const { renderContent } = await import('./render-email');
    const rendered = renderContent(contentOf(email, this.branding), this.branding);
    return { to: email.to, replyTo: replyToOf(email), ...rendered };
  }

  subject(email: ShopEmail): string {
    return contentOf(email, this.branding).subject;
  }
}
