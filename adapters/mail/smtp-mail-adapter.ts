import * as v from 'valibot';
import type { Adapter } from '../composition/adapter-registry';
import type { StartedMail } from '../composition/adapter-families';
import { smtpMailModule } from './smtp-mail-module';

const settings = v.object({
  SMTP_URL: v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty('SMTP_URL is needed to send mail (smtp://user:password@mail.example.com:587); set MAIL_TRANSPORT=none to keep it in the outbox instead'),
    v.url('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587'),
    v.regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must start with smtp:// or smtps://'),
  ),
  // Set by npm start: the local catcher's web inbox, named in the startup line.
  MAIL_INBOX_URL: v.optional(v.pipe(v.string(), v.url('MAIL_INBOX_URL must be a URL'))),
});

/** Where the startup line says the shop's mail goes. */
function status(smtpUrl: string, inboxUrl: string | undefined) {
  if (inboxUrl) return `mail arrives in the inbox at ${inboxUrl}`;
  const server = new URL(smtpUrl);
  return `mail goes to ${server.hostname}${server.port ? `:${server.port}` : ''}`;
}

/** A mail server over SMTP; npm start runs a local catcher with a web inbox when SMTP_URL is unset. */
export const smtpMailAdapter: Adapter<typeof settings, StartedMail> = {
  name: 'smtp',
  summary: 'a mail server over SMTP at SMTP_URL; npm start runs a local catcher with a web inbox when it is unset (the default)',
  settings,
  companions: (env) => (env.SMTP_URL ? [] : ['mail-catcher']),
  start: async ({ SMTP_URL, MAIL_INBOX_URL }, { mailFrom }) => ({
    module: smtpMailModule({ url: SMTP_URL, from: mailFrom }),
    delivers: true,
    status: status(SMTP_URL, MAIL_INBOX_URL),
  }),
};
