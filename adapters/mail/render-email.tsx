import { plainTextSelectors } from '@react-email/components';
import { compile } from 'html-to-text';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import type { Branding } from './templates/brand';
import type { EmailContent } from './templates/email-content';
import { EmailLayout } from './templates/layout';

// React Email's toPlainText, compiled once: its convert() builds the same selector tree again for every email.
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

// The doctype React Email puts before every email: mail clients render XHTML 1.0 Transitional best.
const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The HTML and plain-text parts of one email, from the one layout. */
export function renderContent({ subject, preview, body }: EmailContent, branding: Branding) {
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
