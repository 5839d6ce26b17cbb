// The emails that finish a step of an account, over the memory outbox and an in-memory sign-in
// service: each rule of core/shop/account-emails.ts, without the Auth emulator or a mail server.
import { beforeEach, describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import type { User } from '../../core/domain/user';
import { AccountEmails } from '../../core/shop/account-emails';
import { queuedMail } from '../../core/shop/queued-mail';
import { storeUser } from '../support/customers';
import { FakeSignInService } from '../support/fake-identity';
import { bodyOf } from '../support/route-input';

const TOO_MANY = 'We have written to this address several times in the last hour. Please wait an hour before asking again.';

const renderer = new ReactEmailRenderer({ shopName: 'Hartwell Tools', shopUrl: 'http://shop.test' });
let service: FakeSignInService;
let outbox: MemoryMailOutbox;
let users: MemoryUserRepository;
let emails: AccountEmails;
let ann: User;

beforeEach(async () => {
  service = new FakeSignInService();
  outbox = new MemoryMailOutbox();
  users = new MemoryUserRepository();
  emails = new AccountEmails(service, renderer, outbox, users);
  service.signUp('ann@example.com', { name: 'Ann Archer' });
  ann = await storeUser(users, { email: 'ann@example.com', displayName: 'Ann Archer', emailVerified: false });
});

/** What the outbox holds: to whom, which email, with which link. */
const queued = () => outbox.all().map((m) => ({ to: m.to, subject: m.subject, email: 'email' in m ? m.email : null }));
const latestLink = () => service.links.at(-1)?.link ?? 'no link made';

/** Fills the address's hourly share of the shop's mail. */
const fill = (to: string, count = 5) => outbox.enqueue(Array.from({ length: count }, () => queuedMail(renderer, { template: 'verify-email', to, data: { name: 'x', email: to, link: 'http://shop.test/x' } })));

describe('the welcome at a first sign-in', () => {
  it('sends the link that confirms the address, once per account', async () => {
    await emails.welcome(ann);
    const email = { template: 'verify-email', to: 'ann@example.com', data: { name: 'Ann Archer', email: 'ann@example.com', link: latestLink() } } as const;
    expect(queued()).toEqual([{ to: 'ann@example.com', subject: renderer.subject(email), email }]);
    expect(service.links).toMatchObject([{ kind: 'verify-email', email: 'ann@example.com' }]);
    await emails.welcome(ann);
    expect(queued()).toHaveLength(1);
  });

  it('sends nothing to an address already confirmed, nor past the address’s hourly share', async () => {
    await emails.welcome({ ...ann, emailVerified: true });
    expect(queued()).toEqual([]);
    await fill('ann@example.com', 5);
    await emails.welcome(ann);
    expect(queued()).toHaveLength(5);
    expect(service.links).toEqual([]);
  });
});

describe('sending the confirmation link again', () => {
  it('queues a new link each time it is asked, and says where it went', async () => {
    expect(await emails.sendVerification(ann)).toEqual({ sentTo: 'ann@example.com' });
    expect(await emails.sendVerification(ann)).toEqual({ sentTo: 'ann@example.com' });
    expect(queued().map((m) => m.email)).toEqual(service.links.map(({ link }) => ({ template: 'verify-email', to: 'ann@example.com', data: { name: 'Ann Archer', email: 'ann@example.com', link } })));
    expect(queued()).toHaveLength(2);
  });

  it('is refused for an address already confirmed, and past the hourly share', async () => {
    await expect(emails.sendVerification({ ...ann, emailVerified: true })).rejects.toMatchObject({ type: 'conflict', message: 'Your email address is already confirmed' });
    await fill('ann@example.com', 4);
    await emails.sendVerification(ann);
    await expect(emails.sendVerification(ann)).rejects.toMatchObject({ type: 'too_many_requests', message: TOO_MANY });
    expect(queued()).toHaveLength(5);
  });
});

describe('a password reset', () => {
  it('sends the link to an address with an account, greeting the shop’s user by name', async () => {
    expect(await emails.sendPasswordReset(bodyOf('requestPasswordReset', { email: ' Ann@Example.com ' }).email)).toEqual({ sentTo: 'ann@example.com' });
    const email = { template: 'reset-password', to: 'ann@example.com', data: { name: 'Ann Archer', email: 'ann@example.com', link: latestLink() } } as const;
    expect(queued()).toEqual([{ to: 'ann@example.com', subject: renderer.subject(email), email }]);
    expect(service.links).toMatchObject([{ kind: 'reset-password', email: 'ann@example.com' }]);
  });

  it('greets an account the shop has not seen yet by its email’s name', async () => {
    service.signUp('max.power@example.com');
    await emails.sendPasswordReset('max.power@example.com');
    expect(queued()).toMatchObject([{ email: { template: 'reset-password', data: { name: 'max.power' } } }]);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    expect(await emails.sendPasswordReset('nobody@example.com')).toEqual({ sentTo: 'nobody@example.com' });
    expect(queued()).toEqual([]);
  });

  it('refuses an address past its hourly share', async () => {
    await fill('ann@example.com');
    await expect(emails.sendPasswordReset('ann@example.com')).rejects.toMatchObject({ type: 'too_many_requests', message: TOO_MANY });
    expect(service.links).toEqual([]);
  });
});
