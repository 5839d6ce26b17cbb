import { beforeAll, describe, expect, it } from 'vitest';
import { replyToOf, type ShopEmail } from '../../core/domain/emails';
import type { EmailRenderer } from '../../core/ports/driven/mail';
import { sampleContact, sampleEmails } from '../../adapters/mail/templates/sample-emails';

export interface EmailRendererHarness {
  renderer: EmailRenderer;
}

/** One email of every template the shop sends. */
const everyEmail = Object.values(sampleEmails);

/** The links an HTML part gives its reader, as written (entities decoded). */
const linksOfHtml = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/gi)].map((match) => match[1].replace(/&amp;/g, '&'));

/** The link an account email exists to give (confirm the address, choose a password); none for others. */
const accountLinkOf = (email: ShopEmail) => (email.template === 'verify-email' || email.template === 'reset-password' ? [email.data.link] : []);

/** What every EmailRenderer must do, whatever it writes emails with. */
export function emailRendererContract(name: string, open: () => Promise<EmailRendererHarness>) {
  describe(`EmailRenderer contract: ${name}`, () => {
    let renderer: EmailRenderer;
    beforeAll(async () => {
      ({ renderer } = await open());
    });

    it('renders every template to its recipient and reply-to, with a one-line subject, an HTML document and a plain-text part', async () => {
      for (const email of everyEmail) {
        const message = await renderer.render(email);
        expect(message.to, email.template).toBe(email.to);
        expect(message.replyTo ?? null, email.template).toBe(replyToOf(email));
        expect(message.subject.trim(), email.template).not.toBe('');
        expect(message.subject, email.template).not.toMatch(/[\r\n]/);
        expect(message.html, email.template).toMatch(/^\s*<!DOCTYPE html/i);
        expect(message.html, email.template).toMatch(/<\/html>\s*$/i);
        expect(message.text.trim(), email.template).not.toBe('');
        expect(message.text, email.template).not.toMatch(/<\/?(p|a|div|table|td|br|span|html)\b/i);
      }
    });

    it("puts every link of the HTML in the plain text too, and an account email's link in both", async () => {
      for (const email of everyEmail) {
        const { html, text } = await renderer.render(email);
        const links = linksOfHtml(html);
        for (const link of accountLinkOf(email)) expect(links, `${email.template} links to ${link}`).toContain(link);
        for (const link of links) expect(text, `${email.template}'s text gives ${link}`).toContain(link);
      }
    });

    it('answers the same subject alone as it renders', async () => {
      for (const email of everyEmail) expect(renderer.subject(email), email.template).toBe((await renderer.render(email)).subject);
    });

    it("writes what a visitor typed as text, never as markup, in the shop's copy of their message", async () => {
      const { html, text } = await renderer.render(sampleEmails['contact-to-shop']);
      expect(sampleContact.message).toContain('<script>');
      expect(html).not.toContain('<script>');
      expect(text).toContain(sampleContact.message);
    });
  });
}
