// @ts-expect-error -- a plain .mjs script shared with npm start; typed here
import { startMailCatcher as start } from '../../scripts/mail-catcher.mjs';

/** An email as the catcher's REST API lists it (maildev's GET /api/email). */
export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  html: string;
  text: string;
  time: string;
}

export interface MailCatcher {
  smtpPort: number;
  smtpUrl: string;
  inboxUrl: string;
  stop(): Promise<void>;
}

/** A real SMTP server with its web inbox, for one test file: any free ports unless given. */
export const startMailCatcher: (options?: { smtpPort?: number; webPort?: number; mailDir?: string }) => Promise<MailCatcher> = (options) =>
  start({ smtpPort: 0, webPort: 0, ...options });

/** What has arrived in the catcher, read through its REST API as a person's tools would. */
export class Inbox {
  constructor(private readonly inboxUrl: string) {}

  async all(): Promise<CaughtMail[]> {
    const res = await fetch(`${this.inboxUrl}/api/email`);
    if (!res.ok) throw new Error(`the mail catcher answered ${res.status}`);
    return (await res.json()) as CaughtMail[];
  }

  /** The messages to one address, oldest first. */
  async to(address: string) {
    return (await this.all()).filter((mail) => mail.to.some((to) => to.address === address));
  }

  /** The message as it went over SMTP, headers and all. */
  async source(id: string) {
    return (await fetch(`${this.inboxUrl}/api/email/${id}/source`)).text();
  }

  /** Waits until `found` picks a message out of the inbox, and answers it. */
  async waitFor(found: (mail: CaughtMail) => boolean, { timeoutMs = 10_000, what = 'the message' } = {}): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = (await this.all()).find(found);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`${what} did not arrive within ${timeoutMs / 1000}s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits until at least `count` messages have arrived, and answers them all. */
  async waitForCount(count: number, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.all();
      if (mails.length >= count || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The links in a plain-text part, in order. */
export const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s\]>)"]+/g)].map((match) => match[0]);
