import { plainTextSelectors } from '@react-email/components';
import { compile } from 'html-to-text';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { replyToOf, type ShopEmail } from '../../core/domain/emails';
import type { MailMessage } from '../../core/domain/mail';
import type { EmailRenderer } from '../../core/ports/driven/mail';
import { verifyEmail, resetPassword } from './templates/account-emails';
import type { Branding } from './templates/brand';
import { contactAcknowledgement, contactToShop } from './templates/contact-emails';
import type { EmailContent } from './templates/email-content';
import { EmailLayout } from './templates/layout';
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

// React Email's toPlainText, compiled once: its convert() builds the same selector tree again for every email.
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

// The doctype React Email puts before every email: mail clients render XHTML 1.0 Transitional best.
const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The HTML and plain-text parts of one email, from the one layout. */
export async function renderContent({ subject, preview, body }: EmailContent, branding: Branding) {
  const element = (
    <EmailLayout branding={branding} preview={preview}>
      {body}
    </EmailLayout>
  );
  // One synchronous render, its text taken from its HTML: React Email's render() renders twice through
  // a stream (for Suspense, which no template uses), six times the work on every order placed.
  const markup = renderToStaticMarkup(element);
  return { subject, html: `${XHTML_DOCTYPE}${markup}`, text: toPlainText(markup) };
}

/** The email port's renderer over React Email: every template in the shop's one branded layout. */
export class ReactEmailRenderer implements EmailRenderer {
  constructor(private readonly branding: Branding) {}

  async render(email: ShopEmail): Promise<MailMessage> {
    const rendered = await renderContent(contentOf(email, this.branding), this.branding);
    return { to: email.to, replyTo: replyToOf(email), ...rendered };
  }

  subject(email: ShopEmail): string {
    return contentOf(email, this.branding).subject;
  }
}
