import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import { authEmulatorHost, signInToEmulator } from '../support/auth-emulator';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { Inbox, linksIn, startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { startTestServer, TEST_NOTIFY_EMAIL, TEST_SHOP_URL } from '../support/test-server';

let app: FastifyInstance;
let call: Call;
let outbox: MemoryMailOutbox;
let sendMail: () => Promise<{ sent: number; failed: number }>;
let catcher: MailCatcher;
let inbox: Inbox;
const ADMIN = `mail-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
let admin: Customer;

/** What the Firebase SDK's applyActionCode and confirmPasswordReset send, against the emulator. */
const emulatorCall = async (path: string, body: object) => {
  const res = await fetch(`http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { ok: res.ok, json: (await res.json()) as Record<string, unknown> };
};

/** The shop's own page the link leads to, and the one-time code on it. */
function actionLink(text: string, mode: string) {
  const link = linksIn(text).find((l) => l.startsWith(`${TEST_SHOP_URL}/auth/action?`));
  expect(link, text).toBeDefined();
  const url = new URL(link!);
  expect(url.searchParams.get('mode')).toBe(mode);
  return url.searchParams.get('oobCode')!;
}

const queuedTo = (email: string) => outbox.all().filter((m) => m.to === email);

/** Sends what is queued through SMTP and waits for one message to `email` with `subject`. */
async function delivered(email: string, subject: string) {
  await sendMail();
  return inbox.waitFor((m) => m.subject === subject && m.to.some((to) => to.address === email), { what: `"${subject}" to ${email}` });
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  inbox = new Inbox(catcher.inboxUrl);
  const server = await startTestServer({ adminEmails: [ADMIN], smtpUrl: catcher.smtpUrl });
  ({ app, outbox, sendMail } = server);
  call = callAs(app);
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

describe('confirming an email address', () => {
  it("sends a new account the link at its first sign-in, once; following it confirms the address", async () => {
    const customer = await signedInCustomer(app, 'Rosa Díaz');
    const mail = await delivered(customer.email, 'Confirm your email address for Hartwell Tools');
    expect(mail.from[0].address).toBe(TEST_NOTIFY_EMAIL);
    expect(mail.text).toContain('Hello Rosa Díaz,');
    const oobCode = actionLink(mail.text, 'verifyEmail');

    // Signing in again sends nothing more.
    const again = await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(customer.email)}`, headers: { authorization: `Bearer ${await signInToEmulator(customer.email)}` } });
    expect(again.json().user.emailVerified).toBe(false);
    expect(queuedTo(customer.email)).toHaveLength(1);

    expect((await emulatorCall('accounts:update', { oobCode })).ok).toBe(true);
    const after = await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(customer.email)}`, headers: { authorization: `Bearer ${await signInToEmulator(customer.email)}` } });
    expect(after.json().user.emailVerified).toBe(true);
    expect((await call('POST', '/api/account/verification-email', after.json().token)).json()).toEqual({ type: 'conflict', message: 'Your email address is already confirmed' });
  });

  it('sends no link to an account whose address is already confirmed', async () => {
    expect(queuedTo(admin.email)).toEqual([]);
  });

  it("sends the link again on request (the dashboard's 'Resend'), and the newest link works", async () => {
    const customer = await signedInCustomer(app, 'Ola Nordmann');
    const res = await call('POST', '/api/account/verification-email', customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sentTo: customer.email });
    expect(queuedTo(customer.email)).toHaveLength(2);
    await sendMail();
    const mails = await inbox.waitFor(() => true).then(() => inbox.to(customer.email));
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your email address for Hartwell Tools', 'Confirm your email address for Hartwell Tools']);
    const oobCode = actionLink(mails[1].text, 'verifyEmail');
    expect((await emulatorCall('accounts:update', { oobCode })).ok).toBe(true);
    expect((await call('POST', '/api/account/verification-email', undefined)).statusCode).toBe(401);
  });
});

describe("'Forgot password?'", () => {
  it('sends a link to choose a new password; with it the account signs in with the new one', async () => {
    const account = await signedInCustomer(app, 'Kai Tanaka');
    const res = await call('POST', '/api/password-reset', undefined, { email: `  ${account.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sentTo: account.email });
    const mail = await delivered(account.email, 'Choose a new password for Hartwell Tools');
    expect(mail.text).toContain(`Hello Kai Tanaka,`);
    const oobCode = actionLink(mail.text, 'resetPassword');

    expect((await emulatorCall('accounts:resetPassword', { oobCode, newPassword: 'a-new-secret' })).ok).toBe(true);
    const signIn = await emulatorCall('accounts:signInWithPassword', { email: account.email, password: 'a-new-secret', returnSecureToken: true });
    expect(signIn.ok).toBe(true);
    expect((await emulatorCall('accounts:signInWithPassword', { email: account.email, password: 'secret-pass', returnSecureToken: true })).ok).toBe(false);
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const email = `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await call('POST', '/api/password-reset', undefined, { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sentTo: email });
    expect(queuedTo(email)).toEqual([]);
  });

  it("refuses a missing or malformed address in the login form's words, and queues nothing", async () => {
    const before = outbox.all().length;
    for (const [body, message] of [
      [{ email: 'not-an-email' }, 'body email: Please Provide A Valid Email'],
      [{ email: '' }, 'body email: Email is Required'],
      [{}, 'body email: Email is Required'],
      [['a@example.com'], 'body email: Email is Required'],
    ] as const) {
      const res = await call('POST', '/api/password-reset', undefined, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ type: 'invalid_data', message });
    }
    expect(outbox.all()).toHaveLength(before);
  });
});

describe('the contact form by mail', () => {
  it('sends the message to the shop, answered straight to the visitor, and tells the visitor a reply comes within 24 hours', async () => {
    const visitor = `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const text = `Do you make a 12 mm masonry bit?\nIn packs of fifty, please. (${crypto.randomUUID().slice(0, 6)})`;
    expect((await call('POST', '/api/contact', undefined, { name: 'Rhiannon Price', email: visitor, message: text })).statusCode).toBe(201);

    const toShop = await delivered(TEST_NOTIFY_EMAIL, 'Contact form: a message from Rhiannon Price');
    expect(toShop.text).toContain(text);
    expect(await inbox.source(toShop.id)).toMatch(new RegExp(`^Reply-To: ${visitor}\\r?$`, 'm'));

    const ack = await delivered(visitor, 'We have received your message to Hartwell Tools');
    expect(ack.text).toContain('We have received your message.');
    // The address given may be anyone's: nothing the visitor typed goes to it.
    expect(ack.text).not.toContain('Rhiannon');
    expect(ack.text).not.toContain('masonry');
    expect(ack.text).toContain(`We reply within 24 hours, to ${visitor}.`);
    expect(await inbox.source(ack.id)).toMatch(new RegExp(`^Reply-To: ${TEST_NOTIFY_EMAIL}\\r?$`, 'm'));
  });
});

describe('the outbox, for admins', () => {
  it('lists every message newest first with its state, or only the failed ones, counts them, and sends a failed one again', async () => {
    await outbox.enqueue([{ to: 'bounced@example.com', subject: 'Will fail first', html: '<p>x</p>', text: 'x' }]);
    const [claimed] = (await outbox.claimDue({ now: new Date(Date.now() + 60_000), limit: 100, leaseMs: 1 })).filter((m) => m.subject === 'Will fail first');
    await outbox.markAttemptFailed(claimed, { error: '421 try again later', retryAt: null });
    await sendMail();

    const page = (await call('GET', '/api/outbox?limit=100', admin.token)).json();
    expect(page.items[0]).toEqual({
      _id: claimed._id,
      to: 'bounced@example.com',
      replyTo: null,
      subject: 'Will fail first',
      status: 'failed',
      attempts: 1,
      lastError: '421 try again later',
      queuedAt: expect.any(String),
      sentAt: null,
    });
    expect(page.items.slice(1).every((m: { status: string }) => m.status === 'sent')).toBe(true);
    expect(page.failed).toBe(1);
    // Only the failed ones, with ?status=failed; a status the outbox does not know is refused.
    const failedOnly = (await call('GET', '/api/outbox?status=failed', admin.token)).json();
    expect(failedOnly).toEqual({ items: [expect.objectContaining({ _id: claimed._id })], nextCursor: null, failed: 1 });
    expect((await call('GET', '/api/outbox?status=bounced', admin.token)).json()).toEqual({ type: 'invalid_data', message: 'query status: Choose one of: queued, sent, failed' });

    const resent = await call('PUT', `/api/outbox/${claimed._id}/resend`, admin.token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'queued', attempts: 0, lastError: '421 try again later' });
    await delivered('bounced@example.com', 'Will fail first');
    expect((await call('GET', '/api/outbox?limit=1', admin.token)).json().failed).toBe(0);
    expect((await call('PUT', `/api/outbox/${claimed._id}/resend`, admin.token)).json()).toEqual({ type: 'conflict', message: 'Only a message that failed can be sent again' });
    expect((await call('PUT', `/api/outbox/${crypto.randomUUID()}/resend`, admin.token)).statusCode).toBe(404);
    expect((await call('PUT', '/api/outbox/not-an-id/resend', admin.token)).json()).toEqual({ type: 'invalid_data', message: 'path id: That id is malformed' });
    expect((await call('GET', '/api/outbox?cursor=nonsense!', admin.token)).statusCode).toBe(400);
  });
});
