import { expect, type APIRequestContext } from '@playwright/test';
import { mailPorts } from '../../playwright.config';

/** The journeys' mail catcher: every email the shop sends arrives in its inbox (maildev's REST API). */
export const inboxUrl = `http://127.0.0.1:${mailPorts.web}`;

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  html: string;
  text: string;
}

/** The emails to `address`, oldest first. */
export async function mailTo(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const res = await request.get(`${inboxUrl}/api/email`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as CaughtMail[]).filter((mail) => mail.to.some((to) => to.address === address));
}

/** Waits until `count` emails with `subject` have reached `address`, and answers the newest. */
export async function waitForMail(request: APIRequestContext, address: string, subject: string, count = 1): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  await expect(async () => {
    found = (await mailTo(request, address)).filter((mail) => mail.subject === subject);
    expect(found.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 20_000 });
  return found[found.length - 1];
}

/** The link of the email's button that leads to `path` on the shop, as the HTML part has it. */
export function linkTo(mail: CaughtMail, path: string): string {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  const link = hrefs.find((href) => new URL(href).pathname === path);
  expect(link, `a link to ${path} in "${mail.subject}"`).toBeDefined();
  return link!;
}
