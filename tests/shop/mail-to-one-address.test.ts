// How often the shop writes to one address when whoever asks need not own it: five times an hour,
// whoever asks, so that nobody floods another's mailbox through the shop.
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { sampleBranding } from '../../adapters/mail/templates/sample-emails';
import { AccountEmails } from '../../core/shop/account-emails';
import { mayWriteTo } from '../../core/shop/queued-mail';
import { storeUser } from '../support/customers';
import { FakeAccountLinks } from '../support/fake-account-links';
import { bodyOf } from '../support/route-input';

let outbox: MemoryMailOutbox;
let accountEmails: AccountEmails;

beforeEach(async () => {
  outbox = new MemoryMailOutbox();
  const users = new MemoryUserRepository();
  await storeUser(users, { email: 'ann@example.com', displayName: 'Ann' });
  accountEmails = new AccountEmails(new FakeAccountLinks(['ann@example.com']), new ReactEmailRenderer(sampleBranding), outbox, users);
});

describe('mail to one address', () => {
  it('goes five times an hour; the sixth ask is refused in the shop’s words, however the address is written', async () => {
    for (let i = 0; i < 5; i++) await accountEmails.sendPasswordReset('ann@example.com');
    await expect(accountEmails.sendPasswordReset(bodyOf('requestPasswordReset', { email: 'ANN@Example.com' }).email)).rejects.toMatchObject({
      type: 'too_many_requests',
      message: 'We have written to this address several times in the last hour. Please wait an hour before asking again.',
    });
    expect(outbox.all().map((message) => message.to)).toEqual(Array.from({ length: 5 }, () => 'ann@example.com'));
  });

  it('counts what was queued in the last hour only', async () => {
    const queuedAt = Date.now();
    await outbox.enqueue(Array.from({ length: 5 }, (_, i) => ({ to: 'ann@example.com', subject: `Reset ${i}`, html: '', text: '' })));
    expect(await mayWriteTo(outbox, 'Ann@Example.com', new Date(queuedAt + 3_000_000))).toBe(false);
    expect(await mayWriteTo(outbox, 'ann@example.com', new Date(queuedAt + 3_600_000 + 1000))).toBe(true);
    expect(await mayWriteTo(outbox, 'bob@example.com')).toBe(true);
  });
});
